import type { TableRow } from "../../../contract/tables.ts";
import type { Chunk } from "./tableChunks.ts";

/** Numbered lines a listing needs before it is told from a table: fewer could be anything. */
const MIN_LINES = 3;
/** Share of the letters beside the numbers set in a monospaced font for the rows to be code. */
const MONOSPACED_SHARE = 0.8;

/**
 * Whether rows of cells found with no caption are a code listing, not a table: every row's first
 * cell is its line number, one more than the row's before (a blank line of code keeps its
 * number), and the text beside the numbers is set in a monospaced font. A table may number its
 * rows, and a table may be set in a typewriter font, but not both: that is a program's listing,
 * no data to ask about.
 */
export function isCodeListing(rows: readonly TableRow[], taken: readonly Chunk[], monospaced: readonly string[] = []): boolean {
  if (rows.length < MIN_LINES || monospaced.length === 0) return false;
  let previous: number | null = null;
  for (const row of rows) {
    const text = row.cells[0]?.text.trim() ?? "";
    if (!/^\d{1,4}$/.test(text)) return false;
    const n = Number(text);
    if (previous !== null && n !== previous + 1) return false;
    previous = n;
  }
  let letters = 0;
  let inMonospace = 0;
  for (const chunk of taken) {
    const count = chunk.text.replace(/[^\p{L}]/gu, "").length;
    letters += count;
    if (monospaced.includes(chunk.font)) inMonospace += count;
  }
  return letters > 0 && inMonospace >= MONOSPACED_SHARE * letters;
}
