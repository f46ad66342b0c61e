import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { TableRowCursorSchema, TableRowsPageSchema } from "../../paperTablesPages.ts";
import { id } from "../ids.ts";

/**
 * One table's body rows a part at a time, from a cursor (`paperTablesPage`'s `rest`, then each
 * answer's `next`): a table larger than one answer is sent as its header and first rows, and
 * the rest comes here in parts of a few megabytes. A cursor past the table's end (or a table that
 * is not there) gets no rows and no `next`. PaperNotFoundError.
 */
export const paperTableRows = defineProcedure({
  args: z.tuple([id, TableRowCursorSchema]),
  result: TableRowsPageSchema,
  action: "open the table's rows",
});
