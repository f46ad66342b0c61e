import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { PaperSynthesisViewSchema } from "../../synthesisConditions.ts";

/** The paper's synthesis conditions from `runId`, or from the latest RetChemQA run that extracted them; null when none did. */
export const paperSynthesis = defineProcedure({
  args: z.tuple([z.number().int().positive(), z.number().int().positive().optional()]),
  result: PaperSynthesisViewSchema.nullable(),
  action: "load the synthesis conditions",
});
