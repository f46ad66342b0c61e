import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { RunsPageRequestSchema, RunsPageSchema } from "../../runListPages.ts";

/**
 * The library's runs a page at a time, newest first, so a library of any number of runs is
 * answered in bounded memory (`listRuns` refuses more than one answer holds with
 * RunsTooManyError): at most 500 runs a page, and the run after which the next page starts.
 */
export const listRunsPage = defineProcedure({
  args: z.tuple([RunsPageRequestSchema.optional()]),
  result: RunsPageSchema,
  action: "list the runs",
});
