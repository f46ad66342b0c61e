import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { AddModelResultSchema } from "../../models.ts";

/**
 * Writes the demo model (a tiny model made on this machine that writes nonsense, for trying
 * the pipeline without a download) into the data folder and registers it; once registered,
 * answers "already-registered".
 */
export const addDemo = defineProcedure({
  args: z.tuple([]),
  result: AddModelResultSchema,
  action: "add the demo model",
});
