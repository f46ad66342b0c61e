import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { BulkDecisionSchema } from "../../bulkUndo.ts";
import { ReviewDecisionSchema } from "../../review.ts";
import { id } from "../ids.ts";

/** Keeps, drops or resets many QAs in one transaction; answers how many changed and the token to undo it by. */
export const bulkDecide = defineProcedure({
  args: z.tuple([z.array(id).min(1).max(100_000), ReviewDecisionSchema]),
  result: BulkDecisionSchema,
  action: "save the decisions on the selected QAs",
});
