import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";

export const pickFolder = defineProcedure({
  args: z.tuple([]),
  result: z.string().nullable(),
  action: "open the folder dialog",
});
