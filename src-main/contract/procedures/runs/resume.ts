import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { RunProgressSchema } from "../../runProgress.ts";
import type { RunHooks } from "../hooks.ts";
import { id } from "../ids.ts";

/** Finishes a run after a crash, a pause or a cancel: items in flight at the time run again. */
export const resume = defineProcedure({
  args: z.tuple([id]),
  result: RunProgressSchema,
  inProcessOnly: true,
  action: "resume the run",
}).withParams<[runId: number, hooks?: RunHooks]>();
