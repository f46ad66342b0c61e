import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { PapersPageRequestSchema, PapersPageSchema } from "../../paperListPages.ts";

/**
 * The papers a page at a time, newest import first, so a library of any size is answered in
 * bounded memory (`listPapers` refuses more than one answer holds with PapersTooManyError): at most
 * 1,000 a page, and where the next page starts.
 */
export const listPapersPage = defineProcedure({
  args: z.tuple([PapersPageRequestSchema.optional()]),
  result: PapersPageSchema,
  action: "list the papers",
});
