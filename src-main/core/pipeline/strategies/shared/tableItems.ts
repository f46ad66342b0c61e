import { tableName } from "../../../../contract/tableWords.ts";
import type { PlannedItem } from "../Strategy.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";

// The work items of the "Questions from tables" option (tableQuestions.ts): one per table, per
// part of a long one, and the scope each carries.

export const TABLE_ITEM_KIND = "table";

/** Rows one item shows at most: a long table is asked about in parts, so each prompt stays small and its rows all get looked at. */
export const ROWS_PER_ITEM = 40;

export interface TableScope {
  table: number;
  /** First and last body row of the part (from 0, as stored). */
  first: number;
  last: number;
  /** The table's name, for the item's label. */
  name: string;
}

export function readScope(scope: Record<string, unknown>): TableScope {
  const { table, first, last, name } = scope;
  if (typeof table !== "number" || typeof first !== "number" || typeof last !== "number" || typeof name !== "string") throw new TypeError(`Not a table item: ${JSON.stringify(scope)}`);
  return { table, first, last, name };
}

/** One item per table with readable rows, per ROWS_PER_ITEM rows. */
export function planTableItems(paper: PaperForGeneration): PlannedItem[] {
  const items: PlannedItem[] = [];
  for (const table of paper.tables ?? []) {
    for (let at = 0; at < table.rows.length; at += ROWS_PER_ITEM) {
      const part = table.rows.slice(at, at + ROWS_PER_ITEM);
      const scope: TableScope = { table: table.index, first: part[0]!.row, last: part.at(-1)!.row, name: tableName(table, table.index) };
      items.push({ itemKey: `table:${table.index}:${scope.first}`, kind: TABLE_ITEM_KIND, scope: { ...scope } });
    }
  }
  return items;
}

/** "Table 1, rows 2–22". */
export function tableItemLabel(item: Pick<PlannedItem, "scope">): string {
  const { name, first, last } = readScope(item.scope);
  return first === last ? `${name}, row ${first + 1}` : `${name}, rows ${first + 1}–${last + 1}`;
}
