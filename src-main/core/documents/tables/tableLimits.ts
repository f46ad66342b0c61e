// What the reader reads of tables at most, so a hostile or enormous PDF costs bounded time and
// memory (docs/limits.md). A table beyond a limit keeps its first part and says so (its
// "cut-at-limit" doubt).

/** Body rows kept of one table: a 5,000-row table (over its pages) is read whole. */
export const MAX_TABLE_ROWS = 10_000;
/** Columns kept of one table. */
export const MAX_TABLE_COLUMNS = 64;
/** Tables kept of one paper. */
export const MAX_TABLES = 500;
/** Text pieces a page may hold for its tables to be looked for: past this (a page of 50,000 tiny items) the page is left as text. */
export const MAX_TABLE_PAGE_PIECES = 20_000;
