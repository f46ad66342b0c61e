import type { Block } from "./blocks.ts";
import { isOcrFont } from "./types.ts";

// Whether a block reads as prose, and whether one block is the text of another going on down its
// column: what the roles of blocks and the joining of a paragraph's parts both ask.

export const tokens = (text: string) => text.split(/\s+/).filter(Boolean);

/** Lower-case words, the bulk of any prose: "the", "cores", "slowed,". */
export const proseWords = (text: string) => tokens(text).filter((t) => /^[(“"‘]?\p{Ll}[\p{Ll}'’-]*[,.;:)”"’]?$/u.test(t)).length;

/**
 * Whether a block reads as prose: a run of lower-case words. A figure's labels ("HIS-FLAG-VEC + -
 * - -"), a table row or a heading the rules did not recognise do not.
 */
export function readsAsProse(text: string): boolean {
  const words = proseWords(text);
  return words >= 3 && words >= 0.4 * tokens(text).length;
}

/**
 * `next` opens below `block`'s last line, on its page and in its column: a line beside the
 * paragraph (a sidebar's, another column's) is not that paragraph's, whatever its face.
 */
export function below(block: Block, next: Block): boolean {
  const last = block.lines.at(-1)!;
  const first = next.lines[0]!;
  return first.page === last.page && first.column === last.column && first.spanning === last.spanning && first.top >= last.bottom - 0.3 * last.size;
}

/**
 * Set in the same font and size, as the PDF's own fonts tell it. OCR's runs carry one font name
 * for every face on a scan, so there the same name says nothing: a citation line from a sidebar
 * would "run on" from the paragraph beside it (measured on the OCR tuning scans).
 */
export const sameFace = (a: Block, b: Block) => !isOcrFont(a.font) && a.font === b.font && Math.abs(a.size - b.size) < 0.3;

/**
 * `next` stands right under `block`'s last line, in its column, font and size, one line pitch
 * down and from its left edge: the block's own text going on (a program's next line, split from
 * the lines above where the block rules saw a break), not a label between a paragraph and its end.
 */
export function goesOnBelow(block: Block, next: Block): boolean {
  const last = block.lines.at(-1)!;
  const first = next.lines[0]!;
  const dy = first.baseline - last.baseline;
  return first.page === last.page && first.column === last.column && first.spanning === last.spanning && sameFace(block, next) && dy > 0 && dy <= 1.55 * last.size && Math.abs(first.x0 - block.lines[0]!.x0) < last.size;
}
