import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { DownloadModelOptionsSchema, DownloadModelResultSchema, type DownloadModelOptions } from "../../modelDownload.ts";

/**
 * Downloads a model (URL or `hf:` URI) into the data folder and registers it; resumes an
 * interrupted download of the same URI. ModelDownloadError, ModelHashMismatchError.
 */
export const download = defineProcedure({
  args: z.tuple([z.string().min(1), DownloadModelOptionsSchema.optional()]),
  result: DownloadModelResultSchema,
  action: "download the model",
}).withParams<[uri: string, options?: DownloadModelOptions]>();
