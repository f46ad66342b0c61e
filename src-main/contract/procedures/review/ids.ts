import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { QaQuerySchema } from "../../qaQueries.ts";

/**
 * Every id the query selects, in its order. ReviewIdsTooManyError past 100,000 of them, counted
 * before any is read out: "all matching" of a larger selection is read with idsPage.
 */
export const ids = defineProcedure({
  args: z.tuple([QaQuerySchema.optional()]),
  result: z.array(z.number().int()),
  action: "select the QAs",
});
