import type { nameRows } from "./authorRows.ts";
import { AFFILIATION, EMAIL } from "./frontLabels.ts";
import type { PieceGroup } from "./pieceGroups.ts";

// The lines of an author block that go on under or beside its names without ending it: read
// from the page's layout (a line of addresses, an affiliation between two authors' names set
// alike), so the names after them are still read; and how the names stand apart from their details.

/** Names set further apart than this (in ems) on their line are the cells of an author grid, not one run of names. */
const ROW_GAP = 3;

/** Whether every printed line of a group is (or holds) an e-mail address: an author's contact, never the block's end. */
export function mailRows(group: PieceGroup): boolean {
  // Braces and brackets gather several users at one host ("{fay,jeff}@google.com").
  return group.rows.length > 0 && group.rows.every((row) => EMAIL.test(row.replace(/[{}()[\]|]/g, "")));
}

/** The font most of a group's characters are set in. */
export function fontOfGroup(group: PieceGroup): string {
  const chars = new Map<string, number>();
  for (const p of group.pieces) chars.set(p.line.font, (chars.get(p.line.font) ?? 0) + p.text.length);
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}

/**
 * Whether an affiliation line stands between two authors' entries (a name, its address, the
 * next name, as ICML and JMLR stack them): the group right under it holds names in the type
 * size and the font of the names read so far, within 3 ems.
 */
export function affiliationBeforeNames(group: PieceGroup, text: string, next: PieceGroup | undefined, names: { size: number; font: string; namesOf: (g: PieceGroup) => string[] }): boolean {
  if (!next || !AFFILIATION.test(text) || next.top - group.bottom > 3 * names.size) return false;
  if (Math.abs(next.size - names.size) > 0.06 * names.size || fontOfGroup(next) !== names.font) return false;
  return names.namesOf(next).length > 0 && !AFFILIATION.test(next.text);
}

/**
 * Whether a group's names stand apart from the details under them, as in an author grid's cell
 * and never in a table's column of values: each in its own face over its details, or on one line
 * over details in smaller type that start within 3 ems under it.
 */
export function namesSetApart(group: PieceGroup, chosen: ReturnType<typeof nameRows>, next: PieceGroup | undefined): boolean {
  // Each line in the names' face over a line of details: a run of lines in one face is a column's values.
  if (chosen?.font) return chosen.rows.every((r) => !chosen.rows.includes(r + 1));
  return group.listRows.length === 1 && !!next && next.size < 0.95 * group.size && next.top - group.bottom < 3 * group.size;
}

/** The cells of an author grid: the names on the group's first line, when set further apart than a row's names. */
export function gridCells(group: PieceGroup): { x0: number; x1: number }[] {
  const first = group.pieces.filter((p) => Math.abs(p.baseline - group.pieces[0]!.baseline) < 0.3 * group.size).sort((a, b) => a.x0 - b.x0);
  const apart = first.length >= 2 && first.every((p, i) => i === 0 || p.x0 - first[i - 1]!.x1 > ROW_GAP * group.size);
  return apart ? first.map((p) => ({ x0: p.x0, x1: p.x1 })) : [];
}
