import type { TableRow } from "../../../contract/tables.ts";

/** Entries a list of contents needs before it is told from a table: fewer could be anything. */
const MIN_ENTRIES = 4;
/** Pages past its own a list of contents points to at most: a year or a count runs further. */
const MAX_PAGES_AHEAD = 500;

/**
 * Whether rows of cells found with no caption are a list of contents, not a table: the last
 * column holds whole numbers that are pages of this document from the list's own page on, never
 * going back down the rows, with some page named twice (two sections on one page), beside
 * titles in words. A table sorted by a count or a year rarely names one twice within a few
 * hundred of its page; the navigation a paper prints at its head is no data to ask about, and its
 * entries go back to the body's text.
 */
export function isContentsList(rows: readonly TableRow[], pageNumber: number): boolean {
  const pages: number[] = [];
  for (const row of rows) {
    // A row's last cell: an entry set in from the left may leave its first column out of the row.
    const text = row.cells.at(-1)?.text.trim() ?? "";
    if (text === "") continue;
    if (!/^\d{1,4}$/.test(text)) return false;
    const page = Number(text);
    if (page < pageNumber || page > pageNumber + MAX_PAGES_AHEAD) return false;
    if (pages.length > 0 && page < pages[pages.length - 1]!) return false;
    const title = row.cells.at(-2)?.text ?? "";
    if (!/\p{L}{2}/u.test(title)) return false;
    pages.push(page);
  }
  if (pages.length < Math.max(MIN_ENTRIES, rows.length / 2)) return false;
  return new Set(pages).size < pages.length;
}
