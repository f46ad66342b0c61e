import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ReviewFacetsSchema } from "../../review.ts";

export const facets = defineProcedure({
  args: z.tuple([]),
  result: ReviewFacetsSchema,
  action: "load the review filters",
});
