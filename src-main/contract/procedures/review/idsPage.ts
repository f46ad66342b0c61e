import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ReviewIdsPageRequestSchema, ReviewIdsPageSchema } from "../../reviewIdPages.ts";

/**
 * The ids a query selects a page at a time, smallest first, so "all matching" of any size is read
 * in bounded answers (`ids` refuses more than 100,000 with ReviewIdsTooManyError): at most 20,000
 * a page, and the id after which the next page starts.
 */
export const idsPage = defineProcedure({
  args: z.tuple([ReviewIdsPageRequestSchema.optional()]),
  result: ReviewIdsPageSchema,
  action: "select the QAs",
});
