import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { DoctorReportSchema } from "../../system.ts";

/** Versions of the runtime pieces and whether each loads on this machine. */
export const doctor = defineProcedure({
  args: z.tuple([]),
  result: DoctorReportSchema,
  action: "run the system check",
});
