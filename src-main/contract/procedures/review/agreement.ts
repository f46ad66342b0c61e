import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ReviewAgreementSchema } from "../../agreement.ts";
import { QaQuerySchema } from "../../qaQueries.ts";

/**
 * How far reviewers agree on the QAs a query selects (usually a run, strategy or papers):
 * kappa or alpha per label, the judge against the reviewers, RetChemQA's table per reviewer.
 */
export const agreement = defineProcedure({
  args: z.tuple([QaQuerySchema.optional()]),
  result: ReviewAgreementSchema,
  action: "measure how far the reviewers agree",
});
