import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { LoadModelRequestSchema, ModelLoadStateSchema } from "../../llm.ts";

/** Loads a registered model for use, publishing "model.load" events with progress. */
export const loadModel = defineProcedure({
  args: z.tuple([LoadModelRequestSchema]),
  result: ModelLoadStateSchema,
  action: "load the model",
});
