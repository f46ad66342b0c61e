import type { Line } from "../layout/types.ts";
import type { TableCaption } from "./tableCaptions.ts";
import type { TableRegion } from "./regionContext.ts";
import { readsRightToLeft, rightToLeftText } from "./rightToLeft.ts";
import { isAbbreviationKey } from "./abbreviationKey.ts";

/** A numbered note's marker at the start of its text: "(1) ...", "1) ...". */
export const NUMBERED_NOTE = /^\(?\d{1,2}\)\s*\p{L}/u;

/**
 * The notes printed under a table ("a Mean (SD).", "Abbreviations: ...", "*P < .05"): lines right
 * under it, across its width, in type no larger than its own, starting with a note's marker or
 * smaller than the body; each marker starts a note, other lines go on with the one above. Notes
 * opening with a raised mark ("ᵃYields were ...") may be set larger than the table, up to the
 * body's size; numbered markers ("(1) ...") open notes only under a rule inside the table's frame
 * (`withoutNotesInFoot`), where rows numbered so cannot be.
 */
export function tableFootnotes(region: TableRegion, lines: readonly Line[], captions: readonly TableCaption[], bodySize: number, tableSize: number): { notes: string[]; lines: Line[] } {
  const under = lines
    .filter((l) => l.baseline > region.bottom && l.x0 >= region.x0 - 2 * l.size && l.x0 < region.x1 && l.x1 <= region.x1 + 4 * l.size)
    .sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const notes: string[] = [];
  const taken: Line[] = [];
  let last: Line | undefined;
  let limit = Math.max(tableSize, 0) + 0.6;
  for (const original of under) {
    if (captions.some((c) => c.lines.includes(original))) break;
    const line = inReadingOrder(original);
    const gap = line.top - (last?.bottom ?? region.bottom);
    if (last && Math.abs(line.baseline - last.baseline) < 0.3 * line.size) {
      // A second piece of the same printed line.
      notes[notes.length - 1] += ` ${line.text}`;
      taken.push(original);
      continue;
    }
    const raised = !last && opensWithRaisedMark(line);
    // A note opened by a raised mark or by its word ("Note:", "Source:") may be set larger than
    // the table's cells, up to the body's size: a table in 7 pt with its notes in 8 pt lost them
    // to the text. A bare letter or sign keeps the table's size, as a sentence can open so.
    // So may a key to the table's abbreviations ("OR, odds ratio; CI, ..."), which a scan's reading
    // gives to the table: both readings must agree.
    const key = !last && isAbbreviationKey(line.text);
    if (raised || key || (!last && WORDED_NOTE.test(line.text))) limit = Math.max(limit, bodySize + 0.5);
    if (gap > (last ? 0.9 : 1.6) * line.size || line.size > limit) break;
    const marker = raised || key || isNoteLine(line) || (!!region.notesInFoot && NUMBERED_NOTE.test(line.text));
    if (!last && !marker && line.size >= 0.92 * bodySize) break;
    // A heading in capitals or small capitals ("STABILITY IN AIR") under a table starts the next
    // section: its small letters are no note's type.
    if (!last && !marker && isCapitalsHeading(line.text)) break;
    // A note ends where its line stops short after a full stop; the next line is another note.
    const ended = !!last && /[.!?)]$/.test(last.text) && last.x1 < region.x1 - 4 * last.size;
    if (marker || notes.length === 0 || ended) notes.push(line.text);
    else notes[notes.length - 1] += ` ${line.text}`;
    taken.push(original);
    last = line;
  }
  return { notes: notes.map((n) => n.replace(/\s+/g, " ").trim()), lines: taken };
}

/** A right-to-left line's text as it reads (pdf.js gives a line set word by word in drawn order). */
function inReadingOrder(line: Line): Line {
  return readsRightToLeft(line.text) && line.spans.length > 1 ? { ...line, text: rightToLeftText(line, 0, line.spans.length - 1) } : line;
}

/**
 * A note's letter or symbol set small and raised at the start of its line ("ᵃYields ...", "*P"):
 * the line's first run, one to three characters, under three quarters of its type, sitting above
 * its baseline.
 */
function opensWithRaisedMark(line: Line): boolean {
  const first = line.spans[0];
  if (!first || first.start !== 0) return false;
  const mark = line.text.slice(first.start, first.end).trim();
  if (!/^(?:[a-z]|[*∗⁎†‡§¶#]{1,3})$/u.test(mark)) return false;
  return first.h <= 0.75 * line.size && first.top + first.h <= line.baseline - 0.2 * line.size && line.text.length > first.end + 2;
}

/** A line of capitals alone, a few words long: a heading, not a note. */
function isCapitalsHeading(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, "");
  return letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase() && text.trim().split(/\s+/).length <= 8;
}

/** A note opened by its word: "Note:", "Notes.", "Source:", "Abbreviations:". */
const WORDED_NOTE = /^(?:notes?|sources?|abbreviations?)\s?[:.]/iu;

/** The first line of a table's notes: "a Mean (SD).", "* P < .05", "Note:", "Abbreviations:". */
export function isNoteLine(line: Line): boolean {
  return /^(?:[a-h*∗⁎†‡§¶#](?:\s|,\s?[a-h]\s)|[*∗⁎†‡§¶#]{1,3}\s?\p{L}|\(?[a-h]\)\s|notes?\s?[:.]|abbreviations?\s?[:.]|source\s?[:.]|data (?:are|were)\b)/iu.test(line.text);
}
