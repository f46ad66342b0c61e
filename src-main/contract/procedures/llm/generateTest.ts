import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { GenerateTestRequestSchema, GenerateTestResultSchema } from "../../llm.ts";

/**
 * One generation from a model file (or registered model id), for a quick check: free text, or
 * JSON following `schema`. Rejects with the engine's named errors (NotGgufError,
 * ContextOverflowError, GenerationFailedError...).
 */
export const generateTest = defineProcedure({
  args: z.tuple([GenerateTestRequestSchema]),
  result: GenerateTestResultSchema,
  action: "run the test generation",
});
