import type { Migration } from "./Migration.ts";

/**
 * Papers in the order of the name the app shows (paperName.ts: the title, else the file name),
 * ignoring case, with the id settling ties: the same key the library's title sort and Review's
 * paper sort use. Without it, sorting Review by paper reads every QA's paper and sorts the whole
 * selection before the first row: 160-570 ms at 1,000,000 QAs (`npm run bench:scale`). With it,
 * SQLite walks the papers in order and stops after a page of QAs.
 *
 * The expression is written out here as it was when this migration shipped; SQLite uses the
 * index only for queries that spell it the same way, which test/unit/review/reviewPaperSort.test.ts checks.
 */
const sql = /* sql */ `
CREATE INDEX papers_name_order ON papers (coalesce(nullif(trim(title), ''), file_name) COLLATE NOCASE, id);
`;

export const paperNameOrder: Migration = {
  version: 14,
  name: "papers in name order, for sorting Review and the library by paper",
  up(db) {
    db.exec(sql);
  },
};
