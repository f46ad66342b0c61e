import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { AppSettingsSchema } from "../../settings.ts";

export const get = defineProcedure({
  args: z.tuple([]),
  result: AppSettingsSchema,
  action: "load the settings",
});
