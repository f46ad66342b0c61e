import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { PaperTablesPageRequestSchema, PaperTablesPageSchema } from "../../paperTablesPages.ts";
import { id } from "../ids.ts";

/**
 * The paper's tables a part at a time, so a paper of any size is answered in bounded memory
 * (`paperTables` refuses one past its bound with PaperTablesTooLargeError): each answer holds
 * whole tables up to a few megabytes of cells, or one table alone when it is larger (a table is
 * at most what the reader keeps of one), and the ordinal to ask for next. PaperNotFoundError.
 */
export const paperTablesPage = defineProcedure({
  args: z.tuple([id, PaperTablesPageRequestSchema.optional()]),
  result: PaperTablesPageSchema,
  action: "open the paper's tables",
});
