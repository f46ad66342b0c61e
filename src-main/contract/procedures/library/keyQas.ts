import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { KeyQaRequestSchema, KeyQaViewSchema } from "../../keyQas.ts";

/** A paper's best accepted QAs by the documented ranking (quality, diversity, spread). */
export const keyQas = defineProcedure({
  args: z.tuple([z.number().int().positive(), KeyQaRequestSchema.optional()]),
  result: z.array(KeyQaViewSchema),
  action: "load the key QAs",
});
