import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { FailedItemSchema } from "../../runChecks.ts";

/** Items that used up their attempts, with the last error. RunItemsTooManyError past 5,000 (emptyItemsPage reads them a page at a time). */
export const failedItems = defineProcedure({
  args: z.tuple([z.number().int().positive()]),
  result: z.array(FailedItemSchema),
  action: "load the failed items",
});
