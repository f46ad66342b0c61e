import { endsSentence, type Block } from "./blocks.ts";
import type { FrontMatter } from "./frontMatterParts.ts";
import { EMAIL, namesInstitution } from "./frontLabels.ts";
import { letterKey } from "./pieceGroups.ts";
import { below, readsAsProse } from "./proseBlocks.ts";
import { isBoilerplate } from "./runningLines.ts";

// Everything the reading order puts before the body's start is taken for front matter (title,
// names, addresses, dates, a journal's sidebar) and left out of the body. That is right on a
// paper's title page, and wrong on a page that has none: a report's or a book's page, a single
// page cut from a paper, a financial statement. There the "title" is the page's largest line (a
// section heading, an exercise set's name) and the blocks read before the body are the page's
// opening paragraphs, which were lost. A title page prints names under its title; with none read
// or counted, a block in the body's type and face that reads as prose and is no address, e-mail
// or notice is the page's own text, and goes to the body. An address names its institution
// capitalised; prose that says "center" in lower case is no address.

/** Indexes of blocks before the body's start that are opening paragraphs, not front matter. */
export function openingParagraphs(blocks: Block[], front: FrontMatter, bodySize: number, bodyFont: string): Set<number> {
  const released = new Set<number>();
  // Names printed near the title (read, or only counted): a title page, whose front is kept whole.
  if (front.authors.length > 0 || front.printedNames > 0) return released;
  const held = new Set([front.titleIndex, ...front.abstractBlocks, ...front.coveredBlocks, ...front.keywordBlocks]);
  const titleKey = front.title ? letterKey(front.title) : "";
  // A block that may be the page's own text by its place, type and words alone.
  const bodyLike = (i: number): boolean => {
    const block = blocks[i]!;
    if (held.has(i) || block.page < front.articlePage) return false;
    const text = block.text.trim();
    // A piece of the title set as a block of its own stays the title's.
    if (titleKey && titleKey.includes(letterKey(text))) return false;
    if (Math.abs(block.size - bodySize) > 0.1 * bodySize || block.font !== bodyFont) return false;
    return !isBoilerplate(text) && !EMAIL.test(text) && !namesInstitution(text.slice(0, 150));
  };
  // A paragraph may be read as several blocks, one a line (lines set far apart, as on pages made
  // by a generator): each line but the last then ends mid-sentence and alone reads as no
  // paragraph, so its lines were kept out while its last was let in. Blocks that run on (one
  // opens right below the other, on its page and in its column, the sentence not yet ended) are
  // judged together, as the paragraph they are.
  const end = Math.min(front.bodyStart, blocks.length);
  for (let i = 0; i < end; i++) {
    if (!bodyLike(i)) continue;
    let last = i;
    while (last + 1 < end && !endsSentence(blocks[last]!.text) && below(blocks[last]!, blocks[last + 1]!) && bodyLike(last + 1)) last++;
    const run = blocks.slice(i, last + 1);
    const text = run.map((b) => b.text.trim()).join(" ");
    const lines = run.reduce((n, b) => n + b.lines.length, 0);
    if (readsAsProse(text) && (endsSentence(text) || lines >= 2)) for (let k = i; k <= last; k++) released.add(k);
    i = last;
  }
  return released;
}
