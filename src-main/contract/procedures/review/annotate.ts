import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ReviewChangeSchema, ReviewPatchSchema } from "../../review.ts";
import { id } from "../ids.ts";

/** Changes the given fields of the reviewer's state; returns before and after (for undo). */
export const annotate = defineProcedure({
  args: z.tuple([id, ReviewPatchSchema]),
  result: ReviewChangeSchema,
  action: "save your review decision",
});
