import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { PaperDetailSchema } from "../../paperDetail.ts";
import { PaperEditRequestSchema } from "../../paperEdits.ts";
import { id } from "../ids.ts";

/**
 * Corrects a paper's title, authors, DOI, year, venue, abstract or keywords, or takes fields
 * back to what the reader found. Corrections are kept with the file, so they come back if the
 * same PDF is imported again, and they are what prompts and exports use. PaperNotFoundError.
 */
export const editPaper = defineProcedure({
  args: z.tuple([id, PaperEditRequestSchema]),
  result: PaperDetailSchema,
  action: "save the corrected details",
});
