import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ImportFileReportSchema } from "../../importReport.ts";

/**
 * The user's choice about a file of the report that looks like a paper already in the library
 * (`likelyDuplicateOf`): keep both papers, or remove the new copy (its paper, QAs and reviews;
 * the file itself is left alone), after which the file stands as a duplicate of the other.
 * Returns the file's new state. ImportEntryNotFoundError when the report no longer holds it.
 */
export const resolveDuplicate = defineProcedure({
  args: z.tuple([z.string().min(1).max(100), z.number().int().nonnegative(), z.boolean()]),
  result: ImportFileReportSchema,
  action: "keep or remove the copy",
});
