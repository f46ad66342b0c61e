import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { QaPageRequestSchema, QaPageSchema } from "../../qaQueries.ts";

/** One page of the review table, filtered and sorted in SQL. */
export const query = defineProcedure({
  args: z.tuple([QaPageRequestSchema]),
  result: QaPageSchema,
  action: "load the QAs to review",
});
