import type { Block } from "./blocks.ts";
import type { BodyStyle } from "./bodyStyle.ts";
import { withoutRuledCellHeadings } from "./ruledCellHeadings.ts";
import { headingInfo } from "./headings.ts";
import { confirmedStyles, type HeadingInfo } from "./headingStyles.ts";
import { headingsFromOutline } from "./outlineHeadings.ts";
import type { OutlineEntry } from "./pdfOutline.ts";
import { headingsLikeKnownSiblings } from "./siblingHeadings.ts";
import { withoutStrayHeadings } from "./strayHeadings.ts";
import type { PageText } from "./types.ts";

/**
 * Each block's heading, or null: the certain headings first, then lines in the heading styles the
 * certain ones confirm (the paper teaches its own style), then what the paper's layout and outline
 * add or take back (siblings of known headings, cells of ruled boxes, the PDF's bookmarks, numbers
 * out of sequence).
 */
export function findSectionHeadings(blocks: Block[], style: BodyStyle, pages: PageText[], outline: OutlineEntry[]): (HeadingInfo | null)[] {
  const certain = blocks.map((b, i) => headingInfo(b, style, blocks[i + 1], blocks[i + 2]));
  const learnedStyles = confirmedStyles(blocks, certain, style);
  const styled = blocks.map((b, i) => certain[i] ?? headingInfo(b, style, blocks[i + 1], blocks[i + 2], learnedStyles));
  const graphicsByPage = new Map(pages.map((page) => [page.pageNumber, page.graphics]));
  const graphicsOf = (page: number) => graphicsByPage.get(page);
  const unboxed = withoutRuledCellHeadings(blocks, headingsLikeKnownSiblings(blocks, styled, style), graphicsOf);
  return withoutStrayHeadings(blocks, headingsFromOutline(blocks, unboxed, outline, style.size), style.size);
}
