import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ImportOptionsSchema, ImportResultSchema, UploadedFileSchema, type ImportOptions, type UploadedFile } from "../../importResults.ts";

/** Stores PDFs sent by the page in the data folder's uploads, then imports them like `importPapers`. */
export const upload = defineProcedure({
  args: z.tuple([z.array(UploadedFileSchema).min(1), ImportOptionsSchema.optional()]),
  result: z.array(ImportResultSchema),
  action: "upload the PDFs",
}).withParams<[files: UploadedFile[], options?: ImportOptions]>();
