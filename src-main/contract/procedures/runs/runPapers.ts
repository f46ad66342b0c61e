import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { RunPaperProgressSchema } from "../../runProgress.ts";
import { id } from "../ids.ts";

/** Per-paper progress of a run. */
export const runPapers = defineProcedure({
  args: z.tuple([id]),
  result: z.array(RunPaperProgressSchema),
  action: "load the run's papers",
});
