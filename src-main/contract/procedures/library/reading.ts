import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { PaperReadingSchema } from "../../paperDetail.ts";
import { id } from "../ids.ts";

/** Passages with ids and page boxes, sections and page sizes, for the reader. PaperNotFoundError. */
export const reading = defineProcedure({
  args: z.tuple([id]),
  result: PaperReadingSchema,
  action: "open the paper's text",
});
