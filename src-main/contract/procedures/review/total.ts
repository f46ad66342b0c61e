import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { QaQuerySchema } from "../../qaQueries.ts";

/** How many QAs the query selects (its queue included): the total a page asked with `count: false` leaves out. */
export const total = defineProcedure({
  args: z.tuple([QaQuerySchema.optional()]),
  result: z.number().int(),
  action: "count the QAs the filters select",
});
