import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";

/** Puts failed items back in the queue with fresh attempts; returns how many. Resume to run them. */
export const retryFailed = defineProcedure({
  args: z.tuple([z.number().int().positive()]),
  result: z.number().int(),
  action: "retry the failed items",
});
