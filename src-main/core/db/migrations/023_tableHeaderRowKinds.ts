import type { Migration } from "./Migration.ts";

/**
 * A table's header rows say they are headers: the contract's row kinds gained "header"
 * (contract/tables.ts), and the reader now gives it to every row of a table's header. Tables
 * stored before were written with their header rows as "body", in `header_json`; they are
 * rewritten in place here, so a library's stored tables and freshly read ones agree without
 * reading every PDF again. Body rows (`rows_json`) are left as they are. No schema change.
 */
const sql = /* sql */ `
UPDATE paper_tables
SET header_json = (
  SELECT json_group_array(json_set(row.value, '$.kind', 'header'))
  FROM json_each(paper_tables.header_json) AS row
)
WHERE json_array_length(header_json) > 0;
`;

export const tableHeaderRowKinds: Migration = {
  version: 23,
  name: "table header rows stored with the kind header",
  up(db) {
    db.exec(sql);
  },
};
