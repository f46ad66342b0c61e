import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { GenerateRequestSchema, type GenerateRequest } from "../../pipeline.ts";
import { RunProgressSchema } from "../../runProgress.ts";
import type { RunHooks } from "../hooks.ts";

/** Plans a run (stored before anything runs), then executes it to the end. */
export const generate = defineProcedure({
  args: z.tuple([GenerateRequestSchema]),
  result: RunProgressSchema,
  inProcessOnly: true,
  action: "run the generation",
}).withParams<[request: GenerateRequest, hooks?: RunHooks]>();
