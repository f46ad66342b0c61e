import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { PaperSummarySchema } from "../../papers.ts";

/** Every paper in the library, newest import first. */
export const listPapers = defineProcedure({
  args: z.tuple([]),
  result: z.array(PaperSummarySchema),
  action: "list the papers",
});
