import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ModelDetailsSchema } from "../../models.ts";
import { pathArg } from "../../pathArgs.ts";

/** A registered model by id, or any GGUF file by path: header facts and the fit on this machine. */
export const info = defineProcedure({
  args: z.tuple([z.union([z.number().int().positive(), pathArg("model-file")])]),
  result: ModelDetailsSchema,
  action: "read the model's details",
});
