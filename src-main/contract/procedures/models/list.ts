import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ModelInfoSchema } from "../../models.ts";

/** Every registered model, by name. */
export const list = defineProcedure({
  args: z.tuple([]),
  result: z.array(ModelInfoSchema),
  action: "list the models",
});
