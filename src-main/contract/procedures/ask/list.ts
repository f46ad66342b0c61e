import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { AskAnswerSummarySchema, AskListRequestSchema } from "../../ask.ts";

/** Stored answers, newest first: all, or those citing a paper (or asked within it). */
export const list = defineProcedure({
  args: z.tuple([AskListRequestSchema.optional()]),
  result: z.array(AskAnswerSummarySchema),
  action: "list the earlier answers",
});
