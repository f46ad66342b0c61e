import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { RemoveModelOptionsSchema, RemoveModelResultSchema } from "../../models.ts";

/**
 * Removes the registry entry (ModelNotFoundError for an unknown id). The file is deleted only
 * with `deleteFile` and only when Distillate copied or downloaded it into its data folder.
 */
export const remove = defineProcedure({
  args: z.tuple([z.number().int().positive(), RemoveModelOptionsSchema.optional()]),
  result: RemoveModelResultSchema,
  action: "remove the model",
});
