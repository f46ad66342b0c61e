import type { TextBox } from "../../../contract/paperDetail.ts";
import type { HyphenVocabulary } from "./hyphenation.ts";
import { afterMark } from "./listItems.ts";
import type { Line } from "./types.ts";
import { isOcrFont } from "./types.ts";
import { scanPitchSize } from "./scanLinePitch.ts";
import { sentenceRunsIntoLabel } from "./sentenceIntoLabel.ts";

/** A run of lines read as one unit: a paragraph, a heading, a caption, a table row... */
export interface Block {
  lines: Line[];
  text: string;
  /** Where each line's text begins inside `text`. */
  lineStarts: number[];
  page: number;
  column: number;
  spanning: boolean;
  size: number;
  font: string;
}

export const CAPTION_START = /^(?:fig(?:ure)?s?\.?|tab(?:le)?\.?|scheme|chart|box|figura|tabela|quadro|gráfico|abb\.|tabelle)\s*[A-Z]?\d+[a-z]?\b/i;
export const NUMBERED_HEADING = /^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVX]{1,5}\.|\(\d{1,2}\))\s+\p{Lu}/u;
const TERMINAL = /[.!?]["'’”)\]]*$/;

export function endsSentence(text: string): boolean {
  return TERMINAL.test(text.trimEnd());
}

/** Appends a line to a block's text, joining a word broken across the line break. */
function appendLine(block: Block, line: Line, vocabulary: HyphenVocabulary): void {
  if (block.lines.length === 0) {
    block.lines.push(line);
    block.lineStarts.push(0);
    block.text = line.text;
    return;
  }
  // Only the last word can hold the match, and most lines do not end with a hyphen: tried on
  // the whole block the pattern starts at every position (quadratic in the block's length; it was
  // 7% of all parse time).
  const broken = block.text.endsWith("-") ? block.text.slice(block.text.lastIndexOf(" ") + 1).match(/([\p{L}\p{N}-]*\p{L})-$/u) : null;
  const next = line.text.match(/^[\p{L}\p{N}]+/u)?.[0];
  if (broken && next && /^\p{Ll}/u.test(next) && !vocabulary.keepsHyphen(broken[1]!, next)) {
    block.text = block.text.slice(0, -1);
    block.lineStarts.push(block.text.length);
    block.text += line.text;
  } else if (/[\p{L}\p{N}][–—−]$/u.test(block.text) && /^[\p{L}\p{N}]/u.test(line.text)) {
    block.lineStarts.push(block.text.length);
    block.text += line.text; // a dash never hyphenates: "Buchwald−" + "Hartwig", "perovskite–" + "silicon"
  } else if (/\/$/.test(block.text)) {
    block.lineStarts.push(block.text.length);
    block.text += line.text; // "e/" + "ou", a URL broken after a slash
  } else if (broken && next) {
    block.lineStarts.push(block.text.length);
    block.text += line.text; // a real hyphen: "phase-" + "pure" -> "phase-pure"
  } else {
    block.text += " ";
    block.lineStarts.push(block.text.length);
    block.text += line.text;
  }
  block.lines.push(line);
}

function newBlock(line: Line): Block {
  return { lines: [], text: "", lineStarts: [], page: line.page, column: line.column, spanning: line.spanning, size: line.size, font: line.font };
}

/** Whether `b` starts a new block after line `a` (both in reading order). */
function breaksBetween(a: Line, b: Line, bodySize: number, bodyFont: string, block: readonly Line[], after: Line | undefined, mainFont: string): boolean {
  const first = block[0]!;
  if (a.page !== b.page || a.column !== b.column || a.spanning !== b.spanning || !!a.tabular !== !!b.tabular) return true;
  if (Math.abs(a.size - b.size) > 0.12 * Math.max(a.size, b.size)) return true;
  // Lines read by OCR side by side, neither reaching across the other, are no one paragraph:
  // tesseract fits each line's baseline apart, so a sidebar's lines stand a pixel from an
  // abstract's beside them and the reading order reads them in turn; a sidebar's line ("Received
  // 29 July 2020") took the abstract's next line into its block (a 200 dpi scan of papers-styles
  // 96 lost an abstract line so). Text layers are left as they were read: on tabular pages of the
  // Tabula suite the rule regrouped lines that no table claimed.
  if (isOcrFont(a.font) && isOcrFont(b.font) && Math.min(a.x1, b.x1) <= Math.max(a.x0, b.x0)) return true;
  const dy = b.baseline - a.baseline;
  // On a scan, a steady pitch also tells the type's size: tesseract reads a typewriter face small.
  if (dy <= 0 || dy > 1.55 * Math.max(a.size, b.size, scanPitchSize(a, b, block.at(-2), after))) return true;
  const em = Math.max(b.size, bodySize * 0.8);
  // A font change ends a block after a short line (a heading); inside a full line it is a
  // run-in heading or an italic phrase, and the paragraph goes on.
  // A short line in another font after a full line that does not end a sentence is the end of
  // that sentence ("... as expected" / "(Figure 5C)."), not a heading.
  if (a.font !== b.font && (a.x1 < a.colRight - 2 * em || (b.x1 < b.colRight - 6 * em && endsSentence(a.text)))) return true;
  // A list item starts a block of its own: the paragraph before it introduces the list ("as
  // follows:") without ending a sentence. Its lines run on under its words (a hanging indent); a
  // line that leaves the x its second line set is the next paragraph.
  if (b.listMark) return true;
  const itemText = first.listMark ? first.spans.find((s) => s.start > 0 && s.start >= afterMark(first.text, first))?.x : undefined;
  if (first.listMark && a !== first && Math.abs(b.x0 - a.x0) > 0.5 * em) return true;
  const hanging = itemText !== undefined && Math.abs(b.x0 - itemText) < 0.5 * em;
  const bIndented = !hanging && b.x0 - b.colLeft > 0.8 * em && b.x0 - b.colLeft < 4 * em;
  const aIndented = a.x0 - a.colLeft > 0.8 * em;
  // Captions and reference entries use hanging indents: an indented line continues them.
  if (bIndented && !aIndented && b.x1 > b.colRight - 2 * em && !CAPTION_START.test(first.text) && !hangingIndent(a, b, after, em, mainFont)) return true;
  const aShort = a.x1 < a.colRight - 2.5 * em;
  // Two heading lines in a row ("(2) Availability" over "Operating system"): a short line set
  // apart from the body that ends without a connector is complete.
  const headingLike = a.font !== bodyFont || a.size > bodySize * 1.1;
  if (headingLike && a.x1 < a.colRight - 0.25 * (a.colRight - a.colLeft) && !/[,;:–-]$|\b(?:and|or|of|the|in|for|to|with|a|an)$/i.test(a.text) && /^[\p{Lu}\d(*∗†•■▪]/u.test(b.text) && a.size <= bodySize * 1.3) return true;
  if (aShort && endsSentence(a.text)) return true;
  if (CAPTION_START.test(b.text) && (aShort || endsSentence(a.text)) && !sentenceRunsIntoLabel(block, b, em)) return true;
  if (NUMBERED_HEADING.test(b.text) && b.text.split(" ").length <= 12 && (aShort || endsSentence(a.text))) return true;
  return false;
}

/**
 * Whether `b`, set in after `a`, is the second line of a passage under a hanging indent (an example
 * sentence set first line out, the rest in, mono04's italic paraphrases): `a` runs on into it (no
 * sentence ends), all three lines share one face and size, that face not the paper's main one, and the line
 * after `b` keeps `b`'s indent. A paragraph's indented first line is followed by a line back at
 * the column's edge. Reference entries under hanging indents in the body's face are left as they
 * were read: joined so, one shared paper (biophysj2024) read its captions and footnotes as prose.
 */
function hangingIndent(a: Line, b: Line, after: Line | undefined, em: number, mainFont: string): boolean {
  if (!after || endsSentence(a.text) || after.page !== b.page || after.column !== b.column || after.spanning !== b.spanning) return false;
  const dy = after.baseline - b.baseline;
  if (dy <= 0 || dy > 1.55 * Math.max(b.size, after.size)) return false;
  return a.font !== mainFont && a.font === b.font && after.font === b.font && Math.abs(a.size - b.size) < 0.3 && Math.abs(after.size - b.size) < 0.3 && Math.abs(after.x0 - b.x0) < 0.3 * em;
}

/** The font that sets the most characters of `lines` (the body's, before blocks are known). */
function mainFontOf(lines: readonly Line[]): string {
  const chars = new Map<string, number>();
  for (const line of lines) chars.set(line.font, (chars.get(line.font) ?? 0) + line.text.length);
  return [...chars.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best), ["", 0])[0];
}

/** Groups ordered lines into blocks. */
export function buildBlocks(lines: Line[], bodySize: number, bodyFont: string, vocabulary: HyphenVocabulary): Block[] {
  const blocks: Block[] = [];
  const mainFont = mainFontOf(lines);
  let current: Block | undefined;
  let previous: Line | undefined;
  for (const [i, line] of lines.entries()) {
    if (!current || !previous || breaksBetween(previous, line, bodySize, bodyFont, current.lines, lines[i + 1], mainFont)) {
      current = newBlock(line);
      blocks.push(current);
    }
    appendLine(current, line, vocabulary);
    previous = line;
  }
  return blocks;
}

/** Continues `into` with the text of `from` (a paragraph split by a column or page break). */
export function mergeBlocks(into: Block, from: Block, vocabulary: HyphenVocabulary): void {
  for (const line of from.lines) appendLine(into, line, vocabulary);
}

/**
 * The text-item boxes of a block, each with the block-text range it covers, so a sentence's
 * offsets can be turned into highlight rectangles on the page.
 */
export function blockBoxes(block: Block): TextBox[] {
  const boxes: TextBox[] = [];
  block.lines.forEach((line, i) => {
    const offset = block.lineStarts[i]!;
    const limit = i + 1 < block.lineStarts.length ? block.lineStarts[i + 1]! : block.text.length;
    for (const span of line.spans) {
      const start = Math.min(offset + span.start, limit);
      const end = Math.min(offset + span.end, limit);
      if (end > start) boxes.push({ page: line.page, x: round(span.x), y: round(span.top), w: round(span.w), h: round(span.h), start, end });
    }
  });
  return boxes;
}

const round = (n: number) => Math.round(n * 100) / 100;
