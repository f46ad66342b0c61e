import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { QaQuerySchema } from "../../qaQueries.ts";

/** How many QAs an export of this query would write (the review table's total for it). */
export const countExport = defineProcedure({
  args: z.tuple([QaQuerySchema.optional()]),
  result: z.number().int(),
  action: "count the QAs to export",
});
