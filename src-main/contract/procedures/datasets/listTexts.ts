import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { DatasetTextSchema } from "../../datasets.ts";

/** The texts an imported dataset (named as `listDatasets` names it) brought, in its own order; [] for a dataset the library lacks. DatasetTextsTooManyError past 10,000 texts (a large dataset is read with listTextsPage). */
export const listTexts = defineProcedure({
  args: z.tuple([z.strictObject({ dataset: z.string().min(1).max(1_000) })]),
  result: z.array(DatasetTextSchema),
  action: "list the dataset's texts",
});
