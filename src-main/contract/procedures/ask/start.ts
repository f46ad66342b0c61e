import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { AskRequestSchema, AskStartedSchema } from "../../ask.ts";

/**
 * Checks the request as `ask` does (the same errors, at once), then answers it in the background,
 * publishing "ask.progress" events under the returned id until it is done, stopped or failed.
 */
export const start = defineProcedure({
  args: z.tuple([AskRequestSchema]),
  result: AskStartedSchema,
  action: "ask the question",
});
