import { apiKeyProblem, type ApiKeySource } from "../../../contract/apiKeys.ts";
import { ApiKeyUnusableError } from "./ApiKeyUnusableError.ts";

/**
 * The key to send to the server at `origin`: the one saved under `name` for it, without the
 * blank lines and spaces a file or a paste leaves around it; null when none is saved for it.
 * A key that still cannot travel in a header is refused here, before any request, since the
 * error a header check throws would quote it.
 */
export async function lookupApiKey(keys: ApiKeySource, name: string, origin: string): Promise<string | null> {
  const key = (await keys.get(name, origin))?.trim() || null;
  if (key === null) return null;
  const problem = apiKeyProblem(key);
  if (problem) throw new ApiKeyUnusableError(name, problem);
  return key;
}
