import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ApiKeyForServersSchema } from "../../remoteModels.ts";

/** True when the keychain holds a key under this name for every one of these servers (the key itself never goes back to the page). */
export const hasApiKey = defineProcedure({
  args: z.tuple([ApiKeyForServersSchema]),
  result: z.boolean(),
  action: "look for a saved key",
});
