import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { AskRequestSchema } from "../../ask.ts";
import { RetrievalSchema } from "../../askRetrieval.ts";

/** The passages a question finds, in rank order with their scores, without asking a model. */
export const retrieve = defineProcedure({
  args: z.tuple([AskRequestSchema]),
  result: RetrievalSchema,
  action: "search the papers",
});
