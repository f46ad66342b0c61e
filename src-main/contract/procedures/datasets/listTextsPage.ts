import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { DatasetTextsPageRequestSchema, DatasetTextsPageSchema } from "../../datasetTextPages.ts";

/**
 * A dataset's texts a page at a time, in its own order, so a QA file of any size is answered in
 * bounded memory (`listTexts` refuses more than one answer holds with DatasetTextsTooManyError): at
 * most 2,000 a page, and where the next page starts.
 */
export const listTextsPage = defineProcedure({
  args: z.tuple([DatasetTextsPageRequestSchema]),
  result: DatasetTextsPageSchema,
  action: "list the dataset's texts",
});
