import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";

/**
 * Puts the failed items back in the queue with fresh attempts, without running them; returns
 * how many. `resumeRun` then runs them (`retryRun` does both at once). Was `retryFailed`: that
 * name still answers for one release (renamedMethods.ts).
 */
export const requeueFailed = defineProcedure({
  args: z.tuple([z.number().int().positive()]),
  result: z.number().int(),
  action: "put the failed items back in the queue",
});
