import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ReviewChangeSchema, ReviewDecisionSchema } from "../../review.ts";
import { id } from "../ids.ts";

/** Keeps, drops or resets many QAs in one transaction. */
export const bulkDecide = defineProcedure({
  args: z.tuple([z.array(id).min(1).max(100_000), ReviewDecisionSchema]),
  result: z.array(ReviewChangeSchema),
  action: "save the decisions on the selected QAs",
});
