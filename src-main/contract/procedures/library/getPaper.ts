import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { PaperDetailSchema } from "../../paperDetail.ts";

/** One paper as read. Rejects with PaperNotFoundError for an unknown id. */
export const getPaper = defineProcedure({
  args: z.tuple([z.number().int().positive()]),
  result: PaperDetailSchema,
  action: "open the paper",
});
