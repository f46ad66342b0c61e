import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ImportOptionsSchema, ImportResultSchema, type ImportOptions } from "../../importResults.ts";
import { pathArg } from "../../pathArgs.ts";

/**
 * Imports PDF files and folders (walked recursively for *.pdf). One result per file, in the
 * order the files were found; a file that cannot be imported is a "failed" result, never a
 * rejected call.
 */
export const importPapers = defineProcedure({
  args: z.tuple([z.array(pathArg("import-source")).min(1), ImportOptionsSchema.optional()]),
  result: z.array(ImportResultSchema),
  action: "import the papers",
}).withParams<[paths: string[], options?: ImportOptions]>();
