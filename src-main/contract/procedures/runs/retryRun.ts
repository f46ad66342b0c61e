import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { RetryChangesSchema, RetryResultSchema } from "../../pipeline.ts";
import { id } from "../ids.ts";

/**
 * Runs the failed items again, in the background (and, for a run that failed before its items
 * ended, those it never ran). Without changes (or with the run's own values) they run in place;
 * with another model or settings a new run is made over just those items, linked to this one by
 * `retryOf`. NothingToRetryError when there are none.
 */
export const retryRun = defineProcedure({
  args: z.tuple([id, RetryChangesSchema.optional()]),
  result: RetryResultSchema,
  action: "retry the failed items",
});
