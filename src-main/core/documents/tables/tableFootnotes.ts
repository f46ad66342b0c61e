import type { Line } from "../layout/types.ts";
import type { TableCaption } from "./tableCaptions.ts";
import type { TableRegion } from "./regionContext.ts";

/**
 * The notes printed under a table ("a Mean (SD).", "Abbreviations: ...", "*P < .05"): lines right
 * under it, across its width, in type no larger than its own, starting with a note's marker or
 * smaller than the body; each marker starts a note, other lines go on with the one above.
 */
export function tableFootnotes(region: TableRegion, lines: readonly Line[], captions: readonly TableCaption[], bodySize: number, tableSize: number): { notes: string[]; lines: Line[] } {
  const under = lines
    .filter((l) => l.baseline > region.bottom && l.x0 >= region.x0 - 2 * l.size && l.x0 < region.x1 && l.x1 <= region.x1 + 4 * l.size)
    .sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const notes: string[] = [];
  const taken: Line[] = [];
  let last: Line | undefined;
  for (const line of under) {
    if (captions.some((c) => c.lines.includes(line))) break;
    const gap = line.top - (last?.bottom ?? region.bottom);
    if (last && Math.abs(line.baseline - last.baseline) < 0.3 * line.size) {
      // A second piece of the same printed line.
      notes[notes.length - 1] += ` ${line.text}`;
      taken.push(line);
      continue;
    }
    if (gap > (last ? 0.9 : 1.6) * line.size || line.size > Math.max(tableSize, 0) + 0.6) break;
    const marker = isNoteLine(line);
    if (!last && !marker && line.size >= 0.92 * bodySize) break;
    // A heading in capitals or small capitals ("STABILITY IN AIR") under a table starts the next
    // section: its small letters are no note's type.
    if (!last && !marker && isCapitalsHeading(line.text)) break;
    // A note ends where its line stops short after a full stop; the next line is another note.
    const ended = !!last && /[.!?)]$/.test(last.text) && last.x1 < region.x1 - 4 * last.size;
    if (marker || notes.length === 0 || ended) notes.push(line.text);
    else notes[notes.length - 1] += ` ${line.text}`;
    taken.push(line);
    last = line;
  }
  return { notes: notes.map((n) => n.replace(/\s+/g, " ").trim()), lines: taken };
}

/** A line of capitals alone, a few words long: a heading, not a note. */
function isCapitalsHeading(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, "");
  return letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase() && text.trim().split(/\s+/).length <= 8;
}

/** The first line of a table's notes: "a Mean (SD).", "* P < .05", "Note:", "Abbreviations:". */
export function isNoteLine(line: Line): boolean {
  return /^(?:[a-h*∗⁎†‡§¶#](?:\s|,\s?[a-h]\s)|[*∗⁎†‡§¶#]{1,3}\s?\p{L}|\(?[a-h]\)\s|notes?\s?[:.]|abbreviations?\s?[:.]|source\s?[:.]|data (?:are|were)\b)/iu.test(line.text);
}
