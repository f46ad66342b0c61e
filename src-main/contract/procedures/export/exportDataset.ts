import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ExportRequestSchema, ExportResultSchema, type ExportRequest } from "../../exportRequests.ts";
import type { ExportHooks } from "../hooks.ts";

/**
 * Writes the selected QAs as JSON or JSONL, atomically, in a worker thread. Refuses a target
 * that would harm the library: ExportOverwritesLibraryError, ExportInsideDataDirError,
 * ExportTargetIsFolderError, ExportTargetNotAFileError. ExportStoppedError when stopped.
 */
export const exportDataset = defineProcedure({
  args: z.tuple([ExportRequestSchema]),
  result: ExportResultSchema,
  action: "write the export",
}).withParams<[request: ExportRequest, hooks?: ExportHooks]>();
