import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { QaQuerySchema } from "../../qaQueries.ts";
import { ReviewCountsSchema } from "../../review.ts";

/** The current reviewer's queue sizes within a query, with whose they are. */
export const counts = defineProcedure({
  args: z.tuple([QaQuerySchema.optional()]),
  result: ReviewCountsSchema,
  action: "count the review queues",
});
