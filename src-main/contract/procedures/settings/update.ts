import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { AppSettingsPatchSchema, AppSettingsSchema } from "../../settings.ts";

/** Validates, stores and publishes "settings.changed"; returns the settings now in force. */
export const update = defineProcedure({
  args: z.tuple([AppSettingsPatchSchema]),
  result: AppSettingsSchema,
  action: "save the settings",
});
