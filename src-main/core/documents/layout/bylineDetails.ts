import { AFFILIATION } from "./frontLabels.ts";
import type { PieceGroup } from "./pieceGroups.ts";

// The lines of an author block that go on under or beside its names without ending it: read
// from the page's layout (a line of addresses, an affiliation between two authors' names set
// alike), so the names after them are still read.

/** Whether every printed line of a group is (or holds) an e-mail address: an author's contact, never the block's end. */
export function mailRows(group: PieceGroup): boolean {
  return group.rows.length > 0 && group.rows.every((row) => /\S@[\w-]+\.[\w.-]+/.test(row));
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
