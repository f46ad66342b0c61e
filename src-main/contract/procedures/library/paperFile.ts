import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { id } from "../ids.ts";

/** The PDF's bytes for the page renderer. PaperFileMissingError when the file moved since import. */
export const paperFile = defineProcedure({
  args: z.tuple([id]),
  // Any Uint8Array (a Node Buffer may share its memory), not only one over a plain ArrayBuffer as
  // z.instanceof would type it.
  result: z.instanceof(Uint8Array) as z.ZodCustom<Uint8Array>,
  action: "load the paper's PDF",
});
