import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ImportReportSchema } from "../../importReport.ts";

/** Forgets the batches that are no longer running (their password prompts too) and returns the report left. */
export const clearImports = defineProcedure({
  args: z.tuple([]),
  result: ImportReportSchema,
  action: "clear the finished imports",
});
