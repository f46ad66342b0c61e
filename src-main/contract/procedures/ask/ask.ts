import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { AskAnswerSchema, AskRequestSchema, type AskRequest } from "../../ask.ts";
import type { AskHooks } from "../hooks.ts";

/**
 * Answers a question from the library's papers (or those asked within): finds the passages,
 * has the model answer from them with citations to exact sentences, and stores the answer
 * with its provenance. "The papers do not say" is an answer (outcome "refused"), not an error.
 * EmptyQuestionError, NoPapersToAskError, AskModelMissingError, AskContextTooSmallError,
 * PaperNotFoundError, AskStoppedError.
 */
export const ask = defineProcedure({
  args: z.tuple([AskRequestSchema]),
  result: AskAnswerSchema,
  action: "answer the question",
}).withParams<[request: AskRequest, hooks?: AskHooks]>();
