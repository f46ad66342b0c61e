import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { QaQuerySchema } from "../../qaQueries.ts";

/** Every id the query selects, in its order (for bulk actions on "all matching"). */
export const ids = defineProcedure({
  args: z.tuple([QaQuerySchema.optional()]),
  result: z.array(z.number().int()),
  action: "select the QAs",
});
