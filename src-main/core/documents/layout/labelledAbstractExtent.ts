import { joinAbstractText } from "./abstractText.ts";
import { endsSentence, type Block } from "./blocks.ts";
import { BODY_OPENING, CLASSIFICATION_LABEL, isAbstractLabel, isKeywordsLabel, isSubjectAreas, NOT_ABSTRACT_LABEL, startsWithBareLabel, STRUCTURED_LABEL } from "./frontLabels.ts";
import type { HyphenVocabulary } from "./hyphenation.ts";
import { isBoilerplate } from "./runningLines.ts";
import { wordCount } from "../../text/wordCount.ts";

/** What the walk through the front matter knows of its blocks, for an abstract to know where it ends. */
export interface LabelledContext {
  isHeading: (i: number) => boolean;
  /** Whether block i is on the pages the front matter may reach. */
  early: (i: number) => boolean;
  /** Whether block i sits beside the title's column (a sidebar stepped over). */
  aside: (i: number) => boolean;
  /** The first block to look at (the article's first page, after a digest or cover page). */
  from: number;
  vocabulary?: HyphenVocabulary;
}

/** A footnote's mark opening a block: a symbol, then the note (a "* " with a space is a list's bullet). */
const FOOTNOTE_MARK = /^(?:[∗†‡§¶]|\*(?=\S))/u;

/**
 * The blocks of the abstract its label at `start` opens and their text, the label left out: how far
 * it runs, through a structured abstract's parts, past a sidebar beside it, across a column or page.
 */
export function collectLabelledAbstract(blocks: Block[], start: number, label: RegExp, context: LabelledContext): { indexes: number[]; text: string } {
  const indexes = [start];
  let text = blocks[start]!.text.replace(label, "");
  const labelOnly = text.trim().length === 0;
  // A sidebar printed beside the abstract (article history, keywords) is interleaved with it in
  // reading order: its blocks stand clear of the abstract's column, narrower, and the abstract
  // goes on below in its own column after them. The column is the label's until text is found.
  let column = span(blocks[start]!);
  const besideColumn = (i: number): boolean => {
    const block = blocks[i]!;
    const own = span(block);
    if (block.page !== blocks[start]!.page || (own.x0 < column.x1 && own.x1 > column.x0)) return false;
    if (indexes.length > 1 && own.x1 - own.x0 > 0.6 * (column.x1 - column.x0)) return false;
    for (let j = i + 1; j < Math.min(blocks.length, i + 5); j++) {
      const later = span(blocks[j]!);
      if (blocks[j]!.page === block.page && later.x0 < column.x1 && later.x1 > column.x0) return true;
    }
    return false;
  };
  const firstText = labelOnly ? blocks.findIndex((_, i) => i > start && !besideColumn(i)) : start;
  const size = blocks[firstText]?.size ?? blocks[start]!.size;
  const sameSize = (block: Block) => Math.abs(block.size - size) <= 0.12 * size;
  // Keywords printed right after the abstract close it; until they come, the abstract's own
  // sub-headings ("Scientific contribution") and parts belong to it.
  let keywordsAhead = false;
  let keywordsAt = -1;
  for (let i = start; i < Math.min(blocks.length, start + 16); i++) {
    if (context.early(i) && isKeywordsLabel(blocks[i]!.text)) {
      keywordsAhead = true;
      if (keywordsAt < 0) keywordsAt = i;
    }
  }
  let noteFoot: { page: number; column: number } | undefined;
  for (let i = start + 1; i < blocks.length && context.early(i); i++) {
    const block = blocks[i]!;
    if (besideColumn(i)) continue;
    // A note at the column's foot opens with its mark ("∗Part of the work ..."), in the
    // abstract's type or nearly (ACM's 8 pt under 9): it and what is printed under it in that
    // column (a permission block, a copyright line) are not the abstract, which may go on in
    // the next column.
    if (indexes.length > 1 && FOOTNOTE_MARK.test(block.text)) noteFoot ??= { page: block.page, column: block.column };
    if (noteFoot && block.page === noteFoot.page && block.column === noteFoot.column) continue;
    // A journal's own summary after the abstract ("IMPORTANCE", "Significance") is not part of it.
    if (isKeywordsLabel(block.text) || isAbstractLabel(block.text) || CLASSIFICATION_LABEL.test(block.text) || NOT_ABSTRACT_LABEL.test(block.text)) break;
    // Subject areas between the abstract and its keywords: their bare label reads like a
    // structured abstract's "Subjects" part, but what follows is a list of fields, not a sentence.
    if (indexes.length > 1 && isSubjectAreas(block.text)) break;
    // The body's first heading ends the abstract even with keywords still to come: an abstract
    // that fills the top of both columns goes on in the next column, above the keywords,
    // while the body starts under it in the first (reading order puts the body in between).
    if (context.isHeading(i) && BODY_OPENING.test(block.text.trim())) {
      if (keywordsAt > i) for (let j = i + 1; j < keywordsAt; j++) if (blocks[j]!.page === block.page && blocks[j]!.column !== block.column && sameSize(blocks[j]!) && !context.isHeading(j)) {
        indexes.push(j);
        text = joinAbstractText(text.trim(), blocks[j]!.text, context.vocabulary);
      }
      break;
    }
    // Page-foot notes and publisher lines can sit between two parts of an abstract that
    // continues on the next page: step over them, and over a sidebar beside the abstract.
    if (isBoilerplate(block.text) || block.size < size * 0.88 || context.aside(i)) continue;
    // A part of a structured abstract: "Results:", or a bold "Findings" with no punctuation
    // (trusted here, inside an abstract, though not to start one).
    const structured = (STRUCTURED_LABEL.test(block.text) || startsWithBareLabel(block.text)) && sameSize(block);
    const subHeading = keywordsAhead && context.isHeading(i) && sameSize(block) && wordCount(block.text) <= 6;
    const first = labelOnly && indexes.length === 1;
    if (context.isHeading(i) && !first && !subHeading) break;
    if (!sameSize(block) && !first) break;
    // Without keywords to stop at, an abstract ends with its paragraph, unless the next part
    // of a structured abstract ("Results:") follows, or the paragraph goes on: the next line
    // follows at the same spacing, flush left (a short line ending a sentence splits a block).
    if (indexes.length > 1 && endsSentence(text) && !keywordsAhead && !structured && !subHeading && !goesOn(blocks[indexes.at(-1)!]!, block, blocks[indexes.at(-2) ?? -1])) break;
    indexes.push(i);
    if (indexes.length === 2 && labelOnly) column = span(block);
    text = text.trim().length === 0 ? block.text : joinAbstractText(text.trim(), block.text, context.vocabulary);
  }
  return { indexes, text: text.trim() };
}

/** How far a block reaches across its page. */
function span(block: Block): { x0: number; x1: number } {
  return { x0: Math.min(...block.lines.map((l) => l.x0)), x1: Math.max(...block.lines.map((l) => l.x1)) };
}

/**
 * Whether `next` carries on the paragraph of `block`: the next line of the same column, unindented,
 * at the line spacing of the paragraph (`before`, the block ahead of `block`, shows it when each
 * line of a double-spaced manuscript is a block of its own).
 */
function goesOn(block: Block, next: Block, before?: Block): boolean {
  const last = block.lines.at(-1)!;
  const first = next.lines[0]!;
  const previous = block.lines.length > 1 ? block.lines.at(-2) : before?.page === block.page ? before.lines.at(-1) : undefined;
  const spacing = previous ? last.baseline - previous.baseline : 1.2 * block.size;
  const dy = first.baseline - last.baseline;
  // Flush left: at the column's edge, or at the paragraph's own when a narrow sidebar shares the
  // column and sets its edge further left (a scan's reading order keeps the affiliations beside a
  // structured abstract in its column, and tesseract parts a paragraph where a line ends a sentence).
  const paragraphLeft = block.lines.length > 1 ? Math.min(...block.lines.map((l) => l.x0)) : block.lines[0]!.colLeft;
  const flush = Math.abs(first.x0 - block.lines[0]!.colLeft) < 0.5 * next.size || Math.abs(first.x0 - paragraphLeft) < 0.5 * next.size;
  return next.page === block.page && next.column === block.column && next.font === block.font && dy > 0 && dy <= 1.1 * spacing && flush && first.x0 <= last.x0 + 1;
}
