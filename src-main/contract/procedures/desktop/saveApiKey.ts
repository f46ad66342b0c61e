import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { SaveApiKeyRequestSchema } from "../../remoteModels.ts";

/** Stores a remote model's API key in the OS keychain (safeStorage) under its key name, sealed with the servers it may be sent to; never in the library. */
export const saveApiKey = defineProcedure({
  args: z.tuple([SaveApiKeyRequestSchema]),
  result: z.void(),
  action: "save the key in the keychain",
});
