import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { RunSummarySchema } from "../../pipeline.ts";

/** Every run, newest first. RunsTooManyError past 2,000 of them (a large library is read with listRunsPage). */
export const listRuns = defineProcedure({
  args: z.tuple([]),
  result: z.array(RunSummarySchema),
  action: "list the runs",
});
