import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { AddModelResultSchema } from "../../models.ts";
import { AddRemoteModelSchema } from "../../remoteModels.ts";

/**
 * Registers a model served by OpenAI-compatible servers (vLLM, llama.cpp's server...): its
 * name there, its endpoints and the name of its API key (never the key). The same model on the
 * same endpoints added twice returns the existing entry. The servers are first asked when a run
 * starts on it.
 */
export const addRemote = defineProcedure({
  args: z.tuple([AddRemoteModelSchema]),
  result: AddModelResultSchema,
  action: "add the remote model",
});
