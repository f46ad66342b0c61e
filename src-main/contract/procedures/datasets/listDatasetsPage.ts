import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { DatasetsPageRequestSchema, DatasetsPageSchema } from "../../datasetListPages.ts";

/**
 * The imported datasets a page at a time, newest first, so a library of any number of them is
 * answered in bounded memory (`listDatasets` refuses more than one answer holds with
 * DatasetsTooManyError): at most 1,000 a page, and where the next page starts.
 */
export const listDatasetsPage = defineProcedure({
  args: z.tuple([DatasetsPageRequestSchema.optional()]),
  result: DatasetsPageSchema,
  action: "list the imported datasets",
});
