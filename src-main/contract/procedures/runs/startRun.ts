import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { GenerateRequestSchema } from "../../pipeline.ts";
import { StartedRunSchema } from "../../runProgress.ts";

/** Plans a run and returns once it is stored; it then executes in the background ("run.progress" events). */
export const startRun = defineProcedure({
  args: z.tuple([GenerateRequestSchema]),
  result: StartedRunSchema,
  action: "start the run",
});
