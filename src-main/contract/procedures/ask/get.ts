import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { AskAnswerSchema } from "../../ask.ts";
import { id } from "../ids.ts";

/** A stored answer. AskAnswerNotFoundError. */
export const get = defineProcedure({
  args: z.tuple([id]),
  result: AskAnswerSchema,
  action: "open the answer",
});
