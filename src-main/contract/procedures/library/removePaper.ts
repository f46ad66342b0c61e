import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { id } from "../ids.ts";

/** Deletes a paper with its QAs and reviews (the PDF file itself is left alone). */
export const removePaper = defineProcedure({
  args: z.tuple([id]),
  result: z.void(),
  action: "remove the paper",
});
