import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { PaperGraphViewSchema } from "../../knowledgeGraph.ts";

/** The paper's knowledge graph from `runId`, or from the latest knowledge-graph run on it; null when none built one. */
export const paperGraph = defineProcedure({
  args: z.tuple([z.number().int().positive(), z.number().int().positive().optional()]),
  result: PaperGraphViewSchema.nullable(),
  action: "load the knowledge graph",
});
