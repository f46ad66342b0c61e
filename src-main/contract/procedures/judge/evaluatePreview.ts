import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { EvaluatePreviewRequestSchema, EvaluatePreviewSchema } from "../../judge.ts";

/** How many QAs an evaluation would select, and how many of them this registered model graded before. Loads nothing. */
export const evaluatePreview = defineProcedure({
  args: z.tuple([EvaluatePreviewRequestSchema]),
  result: EvaluatePreviewSchema,
  action: "count the QAs to judge",
});
