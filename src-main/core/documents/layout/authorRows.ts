import type { PieceGroup } from "./pieceGroups.ts";

/** A step down this many times the steps after it sets the lines above apart as a block of their own. */
const BLOCK_STEP = 1.3;

export interface Row {
  baseline: number;
  /** Characters set in each font. */
  fonts: Map<string, number>;
}

/** The group's printed lines, as `groupPieces` makes them (a new line where the baseline moves). */
export function rowsOf(group: PieceGroup): Row[] {
  const rows: Row[] = [];
  for (const piece of group.pieces) {
    let row = rows.at(-1);
    if (!row || Math.abs(piece.baseline - row.baseline) >= 0.3 * group.size) {
      row = { baseline: piece.baseline, fonts: new Map() };
      rows.push(row);
    }
    row.fonts.set(piece.line.font, (row.fonts.get(piece.line.font) ?? 0) + piece.text.length);
  }
  return rows;
}

export const fontOf = (row: Row) => [...row.fonts.entries()].sort((a, b) => b[1] - a[1])[0]![0];

/**
 * The printed lines of a group that may hold names (with their font when it is what set them
 * apart, else ""), when the page sets the names apart from the
 * lines under them in the same type size; null when it does not. Names set in their own face
 * (bold names over regular affiliations and a typewriter e-mail line) are the lines in the first
 * line's font, so an author grid's later rows of names are kept and its details stepped over.
 * Names and details in one face: the names end where a wider step down than the lines under it
 * take opens a block (names, a blank, then an address set solid).
 */
export function nameRows(group: PieceGroup): { rows: number[]; font: string } | null {
  const rows = rowsOf(group);
  if (rows.length < 2 || rows.length !== group.listRows.length) return null;
  const fonts = rows.map(fontOf);
  if (fonts.some((f) => f !== fonts[0])) return { rows: fonts.flatMap((f, i) => (f === fonts[0] ? [i] : [])), font: fonts[0]! };
  for (let k = 1; k + 1 < rows.length; k++) {
    const step = rows[k]!.baseline - rows[k - 1]!.baseline;
    const next = rows[k + 1]!.baseline - rows[k]!.baseline;
    if (step > BLOCK_STEP * next) return { rows: rows.slice(0, k).map((_, i) => i), font: "" };
  }
  return null;
}

/** A printed line that holds nothing but the word joining two authors. */
const LONE_AND = /^\s*(?:and|AND|&)\s*$/;

/** A line of names that ends its own list with "and" or "&" ("J. Zeng, J. W. Van Orden and W. Roberts"). */
const JOINED_LIST = /\S\s+(?:and|AND|&)\s+\S/;

/**
 * The name lines of authors stacked one under another, each over its own affiliation lines and
 * joined by "and" on a line of its own (ACM's journals: "LEANA GOLUBCHIK" / "Department of …" /
 * "and" / "SANJEEV KHANNA" / …): the first line and each line after a lone "and", when every one
 * of them reads as names (an "and" between two addresses of one author is no such join); else null.
 */
export function stackedNameRows(group: PieceGroup, isNames: (text: string) => boolean): number[] | null {
  const rows = group.listRows;
  const joins = rows.flatMap((row, i) => (LONE_AND.test(row) ? [i] : []));
  if (joins.length === 0 || joins.at(-1)! + 1 >= rows.length || joins.some((j, k) => j === 0 || j === joins[k - 1]! + 1)) return null;
  // A first line that already joins its own names ("A, B and C") is a whole byline: a lone "and"
  // under it joins the addresses below, not another author.
  if (JOINED_LIST.test(rows[0]!)) return null;
  const heads = [0, ...joins.map((j) => j + 1)];
  return heads.every((i) => isNames(rows[i]!)) ? heads : null;
}

/** A line whose list ends with "and" or "&" before a last name of two words or more. */
const CLOSING_AND = /\S\s+(?:and|AND|&)\s+[^\s,;&]+(?:\s+[^\s,;&]+)+\s*$/;

/**
 * The lines of a group up to the first that closes its own list of names ("Chris QUIRK, Chris
 * BROCKETT and William DOLAN"), when lines follow it: a byline names its last author after
 * "and", so the lines under it are the authors' details (a laboratory, a street, a town), even
 * where a scan measures them in the names' size. Null when no line of names closes a list early.
 */
export function closedListRows(group: PieceGroup, isNames: (text: string) => boolean): number[] | null {
  const rows = group.listRows;
  const k = rows.findIndex((row) => CLOSING_AND.test(row));
  return k >= 0 && k + 1 < rows.length && isNames(rows[k]!) ? rows.slice(0, k + 1).map((_, i) => i) : null;
}

/** The name rows chosen, none past a line that closed its list of names (`closedListRows`). */
export function closedRows(chosen: { rows: number[]; font: string } | null, closed: number[] | null): { rows: number[]; font: string } | null {
  if (!closed) return chosen;
  const rows = (chosen?.rows ?? closed).filter((r) => r < closed.length);
  return rows.length > 0 ? { rows, font: chosen?.font ?? "" } : chosen;
}
