import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { DatasetReportSchema, RunReportOptionsSchema } from "../../report.ts";
import { id } from "../ids.ts";

/**
 * A run's report: the one stored when the run finished (or when last regenerated) while what
 * it measures is unchanged; built and stored anew when there is none or when reviews, verdicts
 * or scores of the run's QAs changed since. RunNotFoundError for an unknown run.
 */
export const forRun = defineProcedure({
  args: z.tuple([id, RunReportOptionsSchema.optional()]),
  result: DatasetReportSchema,
  action: "open the run's report",
});
