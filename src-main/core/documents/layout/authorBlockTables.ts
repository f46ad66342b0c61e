import type { ParsedTable } from "../../../contract/tables.ts";

/** A cell that is a figure (a count, a score, a percentage): an author block holds none. */
const FIGURE = /^[-+−±]?\d[\d.,]*\s*%?$/u;

export interface AuthorBlock {
  /** The page the title and names are printed on. */
  page: number;
  /** Top of the first name line read under the title, bottom of the last, and their type size. */
  top: number;
  bottom: number;
  size: number;
  /** Top of the abstract (or the body's first block) on that page; Infinity when none is there. */
  frontEnd: number;
}

/**
 * The tables that are the author block under the title: an author grid (names over their
 * affiliations, in columns) is set like a table and the table finder takes it for one. Such a
 * "table" starts on a line of the names the author search read, ends above the abstract, and
 * has no label, no caption, no rules and no figure in any cell. A real table on the title page
 * (captioned, ruled, or a results table under the abstract) is none of these.
 */
export function isAuthorBlockTable(table: ParsedTable, block: AuthorBlock | null): boolean {
  if (!block || table.page !== block.page || table.pages.length !== 1) return false;
  if (table.label !== null || table.caption !== null || table.ruling !== "none") return false;
  const box = table.boxes[0]!;
  const slack = 0.5 * block.size;
  if (box.y < block.top - slack || box.y > block.bottom) return false;
  if (box.y + box.h > block.frontEnd + slack) return false;
  const cells = [...table.header, ...table.rows].flatMap((row) => row.cells.map((cell) => cell.text.trim()));
  return cells.every((text) => !FIGURE.test(text));
}
