import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { EmptyItemSchema } from "../../runChecks.ts";
import { id } from "../ids.ts";

/**
 * Items that yielded no QA: failed ones with their error, done ones with the strategy's reason.
 * RunItemsTooManyError past 5,000 of them (a large run is read with emptyItemsPage).
 */
export const emptyItems = defineProcedure({
  args: z.tuple([id]),
  result: z.array(EmptyItemSchema),
  action: "list the items that yielded no QAs",
});
