import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { RenameReviewerResultSchema, ReviewerNameSchema } from "../../reviewers.ts";

/**
 * The current reviewer is the same person under a new name: their decisions and corrections
 * move to `to` (merged field by field, the newer value winning, where `to` has some on the
 * same QA) and the settings switch to `to`, in one transaction.
 */
export const renameReviewer = defineProcedure({
  args: z.tuple([ReviewerNameSchema]),
  result: RenameReviewerResultSchema,
  action: "carry your decisions over to the new name",
});
