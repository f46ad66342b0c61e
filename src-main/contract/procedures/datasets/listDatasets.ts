import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { DatasetSummarySchema } from "../../datasets.ts";

/** The imported QA datasets, each one entry with its texts and QAs counted, newest first. DatasetsTooManyError past 5,000 of them (a large library is read with listDatasetsPage). */
export const listDatasets = defineProcedure({
  args: z.tuple([]),
  result: z.array(DatasetSummarySchema),
  action: "list the imported datasets",
});
