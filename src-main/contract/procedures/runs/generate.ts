import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { GenerateRequestSchema, RunProgressSchema, type GenerateRequest } from "../../pipeline.ts";
import type { RunHooks } from "../hooks.ts";

/** Plans a run (stored before anything runs), then executes it to the end. */
export const generate = defineProcedure({
  args: z.tuple([GenerateRequestSchema]),
  result: RunProgressSchema,
  inProcessOnly: true,
  action: "run the generation",
}).withParams<[request: GenerateRequest, hooks?: RunHooks]>();
