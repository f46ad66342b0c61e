import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ReviewerSummarySchema } from "../../reviewers.ts";

/** Every name decisions are stored under, the current reviewer first. */
export const reviewers = defineProcedure({
  args: z.tuple([]),
  result: z.array(ReviewerSummarySchema),
  action: "list the reviewers",
});
