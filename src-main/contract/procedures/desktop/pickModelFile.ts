import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";

export const pickModelFile = defineProcedure({
  args: z.tuple([]),
  result: z.string().nullable(),
  action: "open the file dialog",
});
