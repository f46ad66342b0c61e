import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";

export const pickPdfs = defineProcedure({
  args: z.tuple([]),
  result: z.array(z.string()),
  action: "open the file dialog",
});
