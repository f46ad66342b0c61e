import { CAPTION_START, type Block } from "./blocks.ts";
import type { Classified } from "./blockRole.ts";

// Where a caption's words go on after its label: under it in its type, or beside it on one
// baseline when the label is set apart in another face (blockRoles).

/** The rest of a caption after its label line: in the caption's small type, or directly under it and across it. */
export function restOfCaption(previous: Classified | undefined, block: Block, bodySize: number): boolean {
  if (previous?.role !== "caption" || block.page !== previous.block.page) return false;
  const last = previous.block.lines.at(-1)!;
  const first = block.lines[0]!;
  const smallType = block.size < bodySize * 0.97 && Math.abs(block.size - previous.block.size) < 0.4;
  const directlyBelow = first.spanning === last.spanning && first.column === last.column && first.top - last.bottom < 0.8 * first.size && first.x0 < last.x1 && first.x1 > last.x0;
  return smallType || directlyBelow;
}

/** A caption label alone ("Fig. 1", "Table S2:") with nothing else on its line. */
const LABEL_ONLY = new RegExp(`${CAPTION_START.source}\\s*[.:|]?$`, "i");

/** `block` opens on the baseline of `label`'s last line, a little to its right: the rest of that caption line. */
export function wordsBesideLabel(label: Block, block: Block): boolean {
  if (label.page !== block.page || label.lines.length !== 1 || !LABEL_ONLY.test(label.text.trim())) return false;
  const line = label.lines[0]!;
  const first = block.lines[0]!;
  return first.page === line.page && Math.abs(first.baseline - line.baseline) < 0.25 * first.size && first.x0 > line.x1 && first.x0 - line.x1 < 4 * first.size;
}
