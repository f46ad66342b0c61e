import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { PaperSummarySchema } from "../../papers.ts";

/** Every paper in the library, newest import first. PapersTooManyError past 5,000 of them (a large library is read with listPapersPage). */
export const listPapers = defineProcedure({
  args: z.tuple([]),
  result: z.array(PaperSummarySchema),
  action: "list the papers",
});
