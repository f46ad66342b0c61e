import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ModelAvailabilityRequestSchema, ModelAvailabilitySchema } from "../../modelAvailability.ts";

/**
 * Whether each registered model can be used now, as far as this process knows: remote models'
 * servers are asked (one quick look each, at most once a minute unless `refresh`), and a model
 * that failed when a run or a load used it says why. Models nothing is known of are left out.
 */
export const availability = defineProcedure({
  args: z.tuple([ModelAvailabilityRequestSchema.optional()]),
  result: z.array(ModelAvailabilitySchema),
  action: "check whether the models can be used",
});
