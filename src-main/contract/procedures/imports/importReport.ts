import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ImportReportSchema } from "../../importReport.ts";

/**
 * The recent import batches of this app session (those given a `batchId`), newest first, so
 * a reloaded window still shows what happened and which files wait for a password.
 */
export const importReport = defineProcedure({
  args: z.tuple([]),
  result: ImportReportSchema,
  action: "load the import report",
});
