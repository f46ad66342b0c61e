import type { PaperDetail } from "./paperDetail.ts";
import { allPaperTables, type PaperTablesReader } from "./paperTablesPages.ts";
import { tableGrid } from "./tableGrid.ts";

/**
 * The paper with every table whole, as `library.getPaper` answered before it sent only one part
 * of them: when `tablesLeft` says some are left, every table is asked again a part at a time
 * (allPaperTables, the one loop the Tables tab and `distillate tables` use) and laid out on its
 * grid, since a table cut in the answer has its grid (its width, its spans) from its first rows
 * only. `tablesLeft` is dropped, so the paper prints as it always did.
 */
export async function wholePaperDetail(paper: PaperDetail, reader: PaperTablesReader): Promise<PaperDetail> {
  const { tablesLeft, ...sent } = paper;
  if (tablesLeft === undefined) return sent;
  const tables = await allPaperTables(reader);
  // Spread first, `tables` after: the key keeps its place, so the JSON keeps its order.
  return { ...sent, tables: tables?.map(tableGrid) ?? null };
}
