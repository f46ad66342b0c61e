import type { Chunk } from "./tableChunks.ts";
import { startsCell } from "./tableRows.ts";

/** A letter of a script without case (Hangul, Han, kana, Arabic, Hebrew, Thai...). */
const CASELESS_FIRST = /^\p{Lo}/u;
const CASELESS_LAST = /\p{Lo}$/u;

/**
 * Whether a chunk begins a cell inside a stretch between two rules across a ruled table. startsCell
 * reads a continued line by its lower-case first letter; a script without case has none, so there
 * every wrapped line would look like a new cell and a ruled row of wrapped cells like several rows.
 * Between two rules, a line that opens with such a letter under one that ends with one (no full
 * stop, bullet or number between them) goes on with it; a bullet, number or mark still begins one.
 */
export function startsCellBetweenRules(chunk: Chunk, above: string | undefined): boolean {
  if (above !== undefined && CASELESS_FIRST.test(chunk.text.trimStart()) && CASELESS_LAST.test(above.trimEnd())) return false;
  return startsCell(chunk, above);
}
