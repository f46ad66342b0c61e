import type { ParsedTable } from "../../../contract/tables.ts";
import type { Block } from "./blocks.ts";
import type { FrontMatter } from "./frontMatterParts.ts";

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

/**
 * The author block the front matter read on page 1, down to the abstract or the body's first block.
 * Refused here, not in the table finder: the author block is known only from the front matter, which
 * is read from the lines the tables left (an author grid's lines reach it as `tableLines`).
 */
export function authorBlockOf(front: FrontMatter, blocks: Block[]): AuthorBlock | null {
  const onTitlePage = (block: Block | undefined) => (block && block.page === front.articlePage ? block.lines[0]!.top : Infinity);
  const frontEnd = Math.min(onTitlePage(front.abstractBlock ?? undefined), onTitlePage(blocks[front.abstractBlocks[0] ?? -1]), onTitlePage(blocks[front.bodyStart]));
  return front.authorLines && front.articlePage === 1 ? { page: 1, ...front.authorLines, frontEnd } : null;
}
