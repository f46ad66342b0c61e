import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { KeptAnswerSchema } from "../../ask.ts";
import { id } from "../ids.ts";

/**
 * Makes an answer a QA of its paper (the paper it cites most), with its cited sentences as
 * evidence, marked as asked by the current reviewer and kept by them, in a run of asked
 * questions for its model. Keeping it again returns the same QA. RefusalNotKeptError.
 */
export const keep = defineProcedure({
  args: z.tuple([id]),
  result: KeptAnswerSchema,
  action: "keep the answer as a QA",
});
