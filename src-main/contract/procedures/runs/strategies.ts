import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { StrategyInfoSchema } from "../../strategyInfo.ts";

/** The strategies a run can use, with their settings' JSON Schema. */
export const strategies = defineProcedure({
  args: z.tuple([]),
  result: z.array(StrategyInfoSchema),
  action: "load the generation methods",
});
