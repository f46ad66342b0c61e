import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { PaperListQuerySchema, PaperListSchema } from "../../papers.ts";

/** The library view: papers with QA counts and status, searched, filtered and sorted in SQL. */
export const browse = defineProcedure({
  args: z.tuple([PaperListQuerySchema.optional()]),
  result: PaperListSchema,
  action: "load the library",
});
