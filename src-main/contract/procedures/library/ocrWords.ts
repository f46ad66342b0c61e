import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { OcrPageWordsSchema } from "../../ocrWords.ts";
import { id } from "../ids.ts";

/**
 * The words OCR read on one page of a scanned paper, with their boxes and confidence, for the
 * paper view to show over the page (one page per call: a scan can have hundreds). PaperNotFoundError.
 */
export const ocrWords = defineProcedure({
  args: z.tuple([id, z.number().int().positive()]),
  result: OcrPageWordsSchema,
  action: "show the text OCR read",
});
