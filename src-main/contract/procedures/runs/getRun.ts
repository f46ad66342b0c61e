import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { RunSummarySchema } from "../../pipeline.ts";

export const getRun = defineProcedure({
  args: z.tuple([z.number().int().positive()]),
  result: RunSummarySchema,
  action: "load the run",
});
