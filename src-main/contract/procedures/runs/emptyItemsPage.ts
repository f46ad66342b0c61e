import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { EmptyItemsPageSchema, RunItemsPageRequestSchema } from "../../runItemsPages.ts";
import { id } from "../ids.ts";

/**
 * A run's items that yielded no QA a page at a time, in plan order, so a run of any size is
 * answered in bounded memory (`emptyItems` and `failedItems` refuse a longer list than one answer
 * holds with RunItemsTooManyError): at most 1,000 items a page, and where the next page starts.
 */
export const emptyItemsPage = defineProcedure({
  args: z.tuple([id, RunItemsPageRequestSchema.optional()]),
  result: EmptyItemsPageSchema,
  action: "list the items that yielded no QAs",
});
