import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { RetryChangesSchema, type RetryChanges } from "../../pipeline.ts";
import { RunProgressSchema } from "../../runProgress.ts";
import type { RunHooks } from "../hooks.ts";
import { id } from "../ids.ts";

/** `retryRun`, awaited to the end with in-process hooks (the CLI's `retry`). */
export const retry = defineProcedure({
  args: z.tuple([id, RetryChangesSchema.optional()]),
  result: RunProgressSchema,
  inProcessOnly: true,
  action: "retry the run's failed items",
}).withParams<[runId: number, changes?: RetryChanges, hooks?: RunHooks]>();
