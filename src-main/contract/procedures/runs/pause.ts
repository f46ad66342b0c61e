import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";

/** Lets the items in flight finish, starts no more, and leaves the run resumable. */
export const pause = defineProcedure({
  args: z.tuple([z.number().int().positive()]),
  result: z.void(),
  action: "pause the run",
});
