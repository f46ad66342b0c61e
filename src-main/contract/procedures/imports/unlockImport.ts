import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ImportFileReportSchema } from "../../importReport.ts";

/**
 * Imports a file of the report that needs its password, with that password, and returns the
 * file's new state (still "needs-password" when the password is wrong). A file that no longer
 * needs one is returned as it is. ImportEntryNotFoundError when the report no longer holds it.
 */
export const unlockImport = defineProcedure({
  args: z.tuple([z.string().min(1).max(100), z.number().int().nonnegative(), z.string().min(1)]),
  result: ImportFileReportSchema,
  action: "unlock the protected PDF",
});
