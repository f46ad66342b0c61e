import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { CancelImportOutcomeSchema } from "../../importReport.ts";

/**
 * Cancels a running import batch by its id (the `batchId` its import calls were given): the file
 * being read stops and is not stored, the papers imported before stay, and the batch then reports
 * the files it did not read as "cancelled". A batch already over, or unknown, is said so.
 */
export const cancelImport = defineProcedure({
  args: z.tuple([z.string().min(1).max(100)]),
  result: CancelImportOutcomeSchema,
  action: "cancel the import",
}).withParams<[batchId: string]>();
