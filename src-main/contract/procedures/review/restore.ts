import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ReviewStateSchema } from "../../review.ts";
import { id } from "../ids.ts";

/** Puts states back exactly (undo). */
export const restore = defineProcedure({
  args: z.tuple([z.array(z.strictObject({ id, state: ReviewStateSchema })).min(1)]),
  result: z.void(),
  action: "undo the review change",
});
