import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { CatalogEntrySchema } from "../../modelCatalog.ts";

/** Recommended models with their size and an estimate of how they fit on this machine. */
export const catalog = defineProcedure({
  args: z.tuple([]),
  result: z.array(CatalogEntrySchema),
  action: "load the recommended models",
});
