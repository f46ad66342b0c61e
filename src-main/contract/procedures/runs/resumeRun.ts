import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { id } from "../ids.ts";

/** Resumes a paused, cancelled-with-pending-items or crashed run in the background. */
export const resumeRun = defineProcedure({
  args: z.tuple([id]),
  result: z.void(),
  action: "resume the run",
});
