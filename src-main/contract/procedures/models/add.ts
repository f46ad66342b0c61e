import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { AddModelOptionsSchema, AddModelResultSchema, type AddModelOptions } from "../../models.ts";
import { pathArg } from "../../pathArgs.ts";

/**
 * Registers a local GGUF file after reading its header (NotGgufError, TruncatedGgufError,
 * UnsupportedArchitectureError, VocabularyOnlyGgufError, UnreadableModelFileError otherwise).
 * The file stays where it is unless `copy`; its sha256 follows in the background. The same
 * path added twice returns the existing entry.
 */
export const add = defineProcedure({
  args: z.tuple([pathArg("model-file"), AddModelOptionsSchema.optional()]),
  result: AddModelResultSchema,
  action: "add the model",
}).withParams<[file: string, options?: AddModelOptions]>();
