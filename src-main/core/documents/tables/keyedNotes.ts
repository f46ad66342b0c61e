import type { Line } from "../layout/types.ts";
import { NUMBERED_NOTE } from "./tableFootnotes.ts";

/** A raised mark is set at most this share of its note's type size. */
const RAISED = 0.75;

/**
 * Whether a numbered note ("(1) Plan beneficiaries: ...") under a table's rules is the note its
 * raised mark points to: the same number, "(1)" or "1", set raised (in type well under the note's)
 * on a line inside the table, or joined to the word it follows. Rows numbered "(1) ..." carry no such mark above them, so a numbered
 * line is a note only when the table keys it so.
 */
export function isKeyedNote(note: Line, tableLines: readonly Line[]): boolean {
  if (!NUMBERED_NOTE.test(note.text)) return false;
  const n = /^\(?(\d{1,2})\)/.exec(note.text)![1]!;
  const alone = new RegExp(`^\\(?${n}\\)?$`);
  // Set in a run of its own, or joined to the word it follows ("meeting(1)"): no word runs into a
  // bracketed number but a mark does.
  const joined = new RegExp(`\\p{L}\\(${n}\\)$`, "u");
  return tableLines.some((l) => l.text.split(/\s+/).some((w) => joined.test(w) || (l.size <= RAISED * note.size && alone.test(w))));
}
