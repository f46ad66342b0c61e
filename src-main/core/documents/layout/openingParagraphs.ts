import { endsSentence, type Block } from "./blocks.ts";
import type { FrontMatter } from "./frontMatter.ts";
import { AFFILIATION, EMAIL } from "./frontLabels.ts";
import { letterKey } from "./pieceGroups.ts";
import { readsAsProse } from "./proseBlocks.ts";
import { isBoilerplate } from "./runningLines.ts";

// Everything the reading order puts before the body's start is taken for front matter (title,
// names, addresses, dates, a journal's sidebar) and left out of the body. That is right on a
// paper's title page, and wrong on a page that has none: a report's or a book's page, a single
// page cut from a paper, a financial statement. There the "title" is the page's largest line (a
// section heading, an exercise set's name) and the blocks read before the body are the page's
// opening paragraphs, which were lost. A title page prints names under its title; with none read
// or counted, a block in the body's type and face that reads as prose and is no address, e-mail
// or notice is the page's own text, and goes to the body.

/** Indexes of blocks before the body's start that are opening paragraphs, not front matter. */
export function openingParagraphs(blocks: Block[], front: FrontMatter, bodySize: number, bodyFont: string): Set<number> {
  const released = new Set<number>();
  // Names printed near the title (read, or only counted): a title page, whose front is kept whole.
  if (front.authors.length > 0 || front.printedNames > 0) return released;
  const held = new Set([front.titleIndex, ...front.abstractBlocks, ...front.coveredBlocks, ...front.keywordBlocks]);
  const titleKey = front.title ? letterKey(front.title) : "";
  for (let i = 0; i < front.bodyStart && i < blocks.length; i++) {
    const block = blocks[i]!;
    if (held.has(i) || block.page < front.articlePage) continue;
    const text = block.text.trim();
    // A piece of the title set as a block of its own stays the title's.
    if (titleKey && titleKey.includes(letterKey(text))) continue;
    if (Math.abs(block.size - bodySize) > 0.1 * bodySize || block.font !== bodyFont) continue;
    if (!readsAsProse(text) || !(endsSentence(text) || block.lines.length >= 2)) continue;
    if (isBoilerplate(text) || EMAIL.test(text) || AFFILIATION.test(text.slice(0, 150))) continue;
    released.add(i);
  }
  return released;
}
