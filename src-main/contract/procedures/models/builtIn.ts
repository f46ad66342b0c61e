import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { BuiltInModelSchema } from "../../modelCatalog.ts";

/** The sentence encoder built into the app: what it is, its size, and where it is used and where not, with why. */
export const builtIn = defineProcedure({
  args: z.tuple([]),
  result: BuiltInModelSchema,
  action: "describe the built-in sentence encoder",
});
