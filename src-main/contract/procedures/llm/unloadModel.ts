import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ModelLoadStateSchema } from "../../llm.ts";

export const unloadModel = defineProcedure({
  args: z.tuple([]),
  result: ModelLoadStateSchema,
  action: "unload the model",
});
