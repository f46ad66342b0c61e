import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { DatasetReportSchema } from "../../report.ts";
import { QaQuerySchema } from "../../qaQueries.ts";

/**
 * The dataset report of the QAs a query selects (a run, a strategy, papers, or what an export
 * would write), built from the library as it is now.
 */
export const build = defineProcedure({
  args: z.tuple([QaQuerySchema.optional()]),
  result: DatasetReportSchema,
  action: "measure the dataset report",
});
