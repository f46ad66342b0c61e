import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { OcrChoicesSchema } from "../../settings.ts";

/** What the OCR settings offer: the languages whose data is installed, and the automatic thread count. */
export const ocrChoices = defineProcedure({
  args: z.tuple([]),
  result: OcrChoicesSchema,
  action: "list the languages scanned papers can be read in",
});
