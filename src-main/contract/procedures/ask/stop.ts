import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";

/** Stops an answer started here; false when it is no longer being written. */
export const stop = defineProcedure({
  args: z.tuple([z.string().min(1).max(100)]),
  result: z.boolean(),
  action: "stop the answer",
});
