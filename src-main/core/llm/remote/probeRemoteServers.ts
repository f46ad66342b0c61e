import { DEFAULT_API_KEY_NAME, type ApiKeySource, type ProbeRemoteRequest, type ProbeRemoteResult, type ProbedServer } from "../../../contract/remoteModels.ts";
import { RemoteHttpClient, type RemoteHttpClientOptions } from "./RemoteHttpClient.ts";
import { RemoteRequestError } from "./RemoteRequestError.ts";
import { probeScoring } from "./RemoteBackend.ts";
import { tokenizeRemote } from "./remoteTokenizer.ts";

/**
 * A check is a person waiting at a form, not a run: one attempt of a few seconds per server
 * rather than a run's six attempts of five minutes, so an unreachable address is said at once.
 */
const PROBE_HTTP: Pick<RemoteHttpClientOptions, "attempts" | "timeoutMs"> = { attempts: 1, timeoutMs: 15_000 };

interface ListedModel {
  id?: unknown;
  max_model_len?: unknown;
  meta?: { n_ctx?: unknown; n_ctx_train?: unknown };
}

/**
 * What a set of OpenAI-compatible servers serve, asked before a remote model is registered:
 * each server's /models, then, on the first server that answered, whether its tokenizer route
 * counts the model's tokens and whether it returns prompt log-probabilities (as a run would find
 * when it loads the model). Failures are reported per server in plain words, never thrown.
 */
export async function probeRemoteServers(request: ProbeRemoteRequest, keys: ApiKeySource, http: Omit<RemoteHttpClientOptions, "baseUrl" | "apiKey"> = {}): Promise<ProbeRemoteResult> {
  const apiKey = await keys.get(request.apiKeyName ?? DEFAULT_API_KEY_NAME);
  const clients = request.urls.map((url) => new RemoteHttpClient({ ...PROBE_HTTP, ...http, baseUrl: url, apiKey }));
  const listings = await Promise.all(clients.map((client) => listModels(client)));
  const servers: ProbedServer[] = listings.map((listing, i) => ({ url: clients[i]!.shownUrl, models: listing.entries.map((e) => e.id), error: listing.error }));
  const answered = listings.filter((l) => l.error === null);
  const models = answered.length === 0 ? [] : answered[0]!.entries.map((e) => e.id).filter((id) => answered.every((l) => l.entries.some((e) => e.id === id)));
  const checkedModel = request.model && models.includes(request.model) ? request.model : (models[0] ?? null);
  const result: ProbeRemoteResult = { servers, models, checkedModel, contextSize: null, tokenizes: null, promptLogprobs: null, keyFound: apiKey !== null };
  if (checkedModel === null) return result;

  const sizes = answered.map((l) => l.entries.find((e) => e.id === checkedModel)!.contextSize).filter((n): n is number => n !== null);
  result.contextSize = sizes.length > 0 ? Math.min(...sizes) : null;
  const first = clients[listings.findIndex((l) => l.error === null)]!;
  result.tokenizes = (await tokenizeRemote(first, checkedModel, "Argon is a noble gas.")) !== null;
  try {
    result.promptLogprobs = await probeScoring(first, checkedModel);
  } catch {
    // A server that fails this request for another reason cannot be said to score.
    result.promptLogprobs = false;
  }
  return result;
}

async function listModels(client: RemoteHttpClient): Promise<{ entries: { id: string; contextSize: number | null }[]; error: string | null }> {
  try {
    const listed = await client.request<{ data?: ListedModel[] }>("/models");
    if (!Array.isArray(listed.data)) return { entries: [], error: "It answered, but not with a list of models: is this the address of an OpenAI-compatible API (often ending in /v1)?" };
    const entries = listed.data
      .filter((m): m is ListedModel & { id: string } => typeof m.id === "string")
      .map((m) => {
        const served = [m.max_model_len, m.meta?.n_ctx, m.meta?.n_ctx_train].find((n): n is number => typeof n === "number" && Number.isInteger(n) && n > 0);
        return { id: m.id, contextSize: served ?? null };
      });
    return { entries, error: null };
  } catch (error) {
    return { entries: [], error: plainReason(error) };
  }
}

/** Why a server could not be asked, in words for a person at a form (the key never appears: the client masks it). */
function plainReason(error: unknown): string {
  if (!(error instanceof RemoteRequestError)) return error instanceof Error ? error.message : String(error);
  if (error.status === 401 || error.status === 403) return "It refused the API key (or wants one and none was given).";
  if (error.status === 404) return "It answered, but has no list of models at this address: OpenAI-compatible APIs usually end in /v1.";
  if (error.status !== null) return `It answered with an error (${error.status}).`;
  const reason = error.message.slice(error.message.indexOf(": ") + 2);
  if (/ECONNREFUSED/.test(reason)) return "Nothing answers at this address: check the host and port, and that the server is running.";
  if (/ENOTFOUND|EAI_AGAIN/.test(reason)) return "This host name is unknown: check the address.";
  if (/no answer within/.test(reason)) return "It did not answer in time: the server may be busy or unreachable from here.";
  return `It could not be reached: ${reason}.`;
}
