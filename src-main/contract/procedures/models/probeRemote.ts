import { z } from "zod";
import { defineProcedure } from "../defineProcedure.ts";
import { ProbeRemoteRequestSchema, ProbeRemoteResultSchema } from "../../remoteModels.ts";

/**
 * Asks OpenAI-compatible servers what they serve (/models) and, for one model, whether they
 * count tokens with its tokenizer and return prompt log-probabilities, before it is registered.
 * A server that cannot be reached is reported with the reason in plain words, not thrown.
 */
export const probeRemote = defineProcedure({
  args: z.tuple([ProbeRemoteRequestSchema]),
  result: ProbeRemoteResultSchema,
  action: "check the servers",
});
