import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { SaveDialogRequestSchema } from "../../desktop.ts";

export const pickSavePath = defineProcedure({
  args: z.tuple([SaveDialogRequestSchema]),
  result: z.string().nullable(),
  action: "open the save dialog",
});
