import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { RunSummarySchema } from "../../pipeline.ts";

/** Every run, newest first. */
export const listRuns = defineProcedure({
  args: z.tuple([]),
  result: z.array(RunSummarySchema),
  action: "list the runs",
});
