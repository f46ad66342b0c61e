import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { GenerateRequestSchema } from "../../pipeline.ts";
import { RunCheckSchema } from "../../runChecks.ts";

/**
 * What would go wrong before a run starts, for the run form as the user edits it: papers that
 * cannot fit the model's context (or would be shortened), a model with no chat template or one
 * that does not look instruction-tuned. Reads the model's tokenizer only (no weights).
 */
export const checkRun = defineProcedure({
  args: z.tuple([GenerateRequestSchema]),
  result: RunCheckSchema,
  action: "check the run before it starts",
});
