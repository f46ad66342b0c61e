import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";

/** Stops a run: items in flight go back to the queue, the rest are marked cancelled. */
export const cancel = defineProcedure({
  args: z.tuple([z.number().int().positive()]),
  result: z.void(),
  action: "cancel the run",
});
