import type { PassageKind, TextBox } from "../../contract/paperDetail.ts";
import type { ParsedPaper } from "./ParsedPaper.ts";
import type { Classified } from "./layout/blockRole.ts";
import { blockBoxes, type Block } from "./layout/blocks.ts";
import { ABSTRACT_LABEL, OTHER_ABSTRACT_LABEL } from "./layout/frontLabels.ts";
import type { FrontMatter } from "./layout/frontMatterParts.ts";
import { assignLevels } from "./layout/headingStyles.ts";
import { afterMark } from "./layout/listItems.ts";
import { printedNumberLevels } from "./layout/printedNumbers.ts";
import { unskippedLevels } from "./layout/unskippedLevels.ts";
import type { Line } from "./layout/types.ts";
import { splitSentences } from "./text/splitSentences.ts";

/** The paper's body as read: its section tree, its passages in reading order, its reference list's lines. */
export interface PaperBody {
  sections: ParsedPaper["sections"];
  passages: ParsedPaper["passages"];
  referenceLines: Line[];
}

/**
 * The body from the blocks classified in reading order: the abstract's passages first, then each
 * heading opening a section at its level and each paragraph, caption and footnote a passage of
 * the section open. `openingBlocks` are a page's opening paragraphs (see openingParagraphs).
 */
export function readBody(classified: readonly Classified[], blocks: readonly Block[], front: Pick<FrontMatter, "abstractBlock" | "abstractBlocks">, openingBlocks: ReadonlySet<Block>): PaperBody {
  const sections: ParsedPaper["sections"] = [];
  const passages: ParsedPaper["passages"] = [];
  const referenceLines: Line[] = [];
  const foundHeadings = classified.filter((c) => c.role === "heading").map((c) => c.heading!);
  const { headings: sectionHeadings, levels: ranked } = printedNumberLevels(foundHeadings, assignLevels(foundHeadings));
  const levels = unskippedLevels(sectionHeadings, ranked);
  const openAt: number[] = []; // index of the open section at each level
  // Passages of a page's opening paragraphs (see openingParagraphs), told from the body read after them.
  const opened = new Set<ParsedPaper["passages"][number]>();
  let current: number | null = null;

  const abstractLabel = (block: Block) => (block.text.match(ABSTRACT_LABEL) ?? block.text.match(OTHER_ABSTRACT_LABEL))?.[0].length ?? 0;
  if (front.abstractBlock) passages.push(passageOf(front.abstractBlock, "abstract", null, abstractLabel(front.abstractBlock)));
  front.abstractBlocks.forEach((index, n) => {
    const block = blocks[index]!;
    const label = n === 0 ? abstractLabel(block) : 0;
    if (block.text.slice(label).trim()) passages.push(passageOf(block, "abstract", null, label));
  });

  for (const item of classified) {
    if (item.role === "heading") {
      const level = levels[sections.length]!;
      while (openAt.length >= level) openAt.pop();
      const parent = openAt.length > 0 ? openAt.at(-1)! : null;
      const heading = sectionHeadings[sections.length]!;
      sections.push({ parent, level, heading: heading.text, number: heading.number, page: item.block.page });
      current = sections.length - 1;
      while (openAt.length < level - 1) openAt.push(parent ?? current);
      openAt.push(current);
    } else if (item.role === "references") {
      referenceLines.push(...item.block.lines);
    } else if (item.role === "paragraph" || item.role === "caption" || item.role === "footnote") {
      const passage = passageOf(item.block, item.role === "footnote" ? "footnote" : item.role, current);
      passages.push(passage);
      if (openingBlocks.has(item.block)) opened.add(passage);
    }
  }

  // A document of a few words (a form, a one-line test page) keeps its text rather than
  // losing it all to the rules that drop labels and page furniture. A page whose every block was
  // read before the body's start (its "title" a paragraph, no body found) is such a page too:
  // its opening paragraphs alone are no body read, and keeping only them would lose the rest
  // (a scanned page of counts kept two of its four paragraphs).
  if (!passages.some((p) => (p.kind === "paragraph" && !opened.has(p)) || p.kind === "abstract") && sections.length === 0) {
    const kept = passages.filter((p) => !opened.has(p));
    passages.length = 0;
    passages.push(...kept);
    for (const block of blocks) if (block.text.trim()) passages.push(passageOf(block, "paragraph", null));
  }
  return { sections, passages, referenceLines };
}

function passageOf(block: Block, kind: PassageKind, section: number | null, skip = 0): ParsedPaper["passages"][number] {
  const text = block.text.slice(skip).trim();
  const lead = block.text.length - block.text.slice(skip).trimStart().length;
  const boxes: TextBox[] = blockBoxes(block)
    .map((b) => ({ ...b, start: b.start - lead, end: Math.min(b.end - lead, text.length) }))
    .filter((b) => b.end > 0 && b.start < text.length)
    .map((b) => ({ ...b, start: Math.max(0, b.start) }));
  // A list item's sentences start at its words: its bullet is layout, not part of what it says.
  const mark = afterMark(text, block.lines[0]);
  const sentences = splitSentences(text).map(([start, end]): [number, number] => [start === 0 ? Math.min(mark, end) : start, end]);
  return { section, kind, text, page: block.page, boxes, sentences };
}
