import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ModelLoadStateSchema } from "../../llm.ts";

export const loadState = defineProcedure({
  args: z.tuple([]),
  result: ModelLoadStateSchema,
  action: "check which model is loaded",
});
