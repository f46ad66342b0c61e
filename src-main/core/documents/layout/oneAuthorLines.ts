import { namesIn } from "./personNames.ts";
import type { PieceGroup } from "./pieceGroups.ts";
import { isOcrFont } from "./types.ts";

// A byline of one author a line, the name in capitals and then, after a comma, that author's
// affiliation on the same line ("JANE Q. DOE, University of Somewhere, USA"), as ACM's journals
// print it. A text layer sets the names in small capitals, a face of their own; a scan's lines
// carry no face, so the line as a whole (name and address) reads as no list of names. Read from
// the lines' own form: each line opens with words in capitals before its first comma.

/** A line's head: capital words (initials with their stops, hyphened parts), joined by "and", before a comma; then the rest. */
const CAPITALS_HEAD = /^((?:\p{Lu}[\p{Lu}'’.-]*\s+)*\p{Lu}[\p{Lu}'’-]+(?:\s+(?:and|AND|&)\s+(?:\p{Lu}[\p{Lu}'’.-]*\s+)*\p{Lu}[\p{Lu}'’-]+)*),\s+(\p{L}.*)$/u;

/**
 * The names of a scanned group's first lines when each opens with an author's name in capitals
 * followed by a comma and the rest of that line; the last such line's index. Null when the
 * group's first line is not such a line, or the group was not read by OCR.
 */
export function capitalNamesBeforeComma(group: PieceGroup): { names: string[]; lastRow: number } | null {
  if (!group.pieces.every((p) => isOcrFont(p.line.font))) return null;
  const names: string[] = [];
  let lastRow = -1;
  const rows = group.listRows.map(namesOfRow);
  for (const [i, found] of rows.entries()) {
    // An affiliation too long for its line goes on in the next, before the next author's line.
    const wrapped = i > 0 && i === lastRow + 1 && !!rows[i + 1];
    if (found === null && !wrapped) break;
    names.push(...(found ?? []));
    if (found) lastRow = i;
  }
  return lastRow >= 0 ? { names, lastRow } : null;
}

function namesOfRow(row: string): string[] | null {
  const [, head, rest] = CAPITALS_HEAD.exec(row.trim()) ?? [];
  // Two words at least in the name line: a lone capital word before a comma is a place or an acronym ("USA, …").
  // The affiliation after it is set in small letters: a line in capitals throughout is an address ("NEW YORK, NY 10027").
  if (!head || !/\p{Ll}/u.test(rest!) || !/\S\s+\S/.test(head)) return null;
  const found = namesIn(head);
  return found.length > 0 ? found : null;
}
