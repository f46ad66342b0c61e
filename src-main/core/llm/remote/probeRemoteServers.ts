import { DEFAULT_API_KEY_NAME, type ApiKeySource } from "../../../contract/apiKeys.ts";
import { originOf, remoteRequestsOf } from "../../../contract/remoteAddress.ts";
import type { ProbeRemoteRequest, ProbeRemoteResult, ProbedServer } from "../../../contract/remoteModels.ts";
import { ApiKeyUnusableError } from "./ApiKeyUnusableError.ts";
import { describeConnectionFailure } from "./connectionFailure.ts";
import { lookupApiKey } from "./lookupApiKey.ts";
import { RemoteAnswerTooLargeError } from "./RemoteAnswerTooLargeError.ts";
import { probeScoring } from "./RemoteBackend.ts";
import { RemoteHttpClient } from "./RemoteHttpClient.ts";
import type { RemoteHttpClientOptions, RemoteHttpSettings } from "./remoteHttpOptions.ts";
import { RemoteRequestError } from "./RemoteRequestError.ts";
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

type Listing = { entries: { id: string; contextSize: number | null }[]; error: string | null };

/**
 * What a set of OpenAI-compatible servers serve, asked before a remote model is registered:
 * each server's /models, then, on the first server that answered, whether its tokenizer route
 * counts the model's tokens and whether it returns prompt log-probabilities (as a run would find
 * when it loads the model). Each server gets only the key saved for it under the key name, and
 * the result says exactly which URLs were and will be contacted. Failures are reported per
 * server in plain words, never thrown.
 */
export async function probeRemoteServers(request: ProbeRemoteRequest, keys: ApiKeySource, http: RemoteHttpSettings = {}): Promise<ProbeRemoteResult> {
  const keyName = request.apiKeyName ?? DEFAULT_API_KEY_NAME;
  const prepared = await Promise.all(request.urls.map((url) => prepare(url, keyName, keys, http)));
  const listings = await Promise.all(prepared.map((p) => (p.client ? listModels(p.client) : { entries: [], error: p.error })));
  const servers: ProbedServer[] = listings.map((listing, i) => ({
    url: prepared[i]!.url,
    requests: remoteRequestsOf(prepared[i]!.url),
    keySent: prepared[i]!.client?.sendsKey ?? false,
    models: listing.entries.map((e) => e.id),
    error: listing.error,
  }));
  const answered = listings.filter((l) => l.error === null);
  const models = answered.length === 0 ? [] : answered[0]!.entries.map((e) => e.id).filter((id) => answered.every((l) => l.entries.some((e) => e.id === id)));
  const checkedModel = request.model && models.includes(request.model) ? request.model : (models[0] ?? null);
  const keyFound = servers.every((s) => s.keySent);
  const result: ProbeRemoteResult = { servers, models, checkedModel, contextSize: null, tokenizes: null, promptLogprobs: null, keyFound };
  if (checkedModel === null) return result;

  const sizes = answered.map((l) => l.entries.find((e) => e.id === checkedModel)!.contextSize).filter((n): n is number => n !== null);
  result.contextSize = sizes.length > 0 ? Math.min(...sizes) : null;
  const first = prepared[listings.findIndex((l) => l.error === null)]!.client!;
  result.tokenizes = (await tokenizeRemote(first, checkedModel, "Argon is a noble gas.")) !== null;
  try {
    result.promptLogprobs = await probeScoring(first, checkedModel);
  } catch {
    // A server that fails this request for another reason cannot be said to score.
    result.promptLogprobs = false;
  }
  return result;
}

/** A server's client with the key saved for its origin; a key that cannot be sent is said instead, and the server is not contacted. */
async function prepare(url: string, keyName: string, keys: ApiKeySource, http: RemoteHttpSettings): Promise<{ url: string; client: RemoteHttpClient | null; error: string | null }> {
  try {
    const apiKey = await lookupApiKey(keys, keyName, originOf(url));
    return { url, client: new RemoteHttpClient({ ...PROBE_HTTP, ...http, baseUrl: url, apiKey, keyName }), error: null };
  } catch (error) {
    if (error instanceof ApiKeyUnusableError) return { url, client: null, error: `${error.message} Nothing was sent to this server.` };
    throw error;
  }
}

async function listModels(client: RemoteHttpClient): Promise<Listing> {
  try {
    const listed = await client.request<{ data?: ListedModel[] }>("models");
    if (!Array.isArray(listed.data)) return { entries: [], error: "It answered, but not with a list of models: is this the address of an OpenAI-compatible API (often ending in /v1)?" };
    const entries = listed.data
      .filter((m): m is ListedModel & { id: string } => typeof m.id === "string")
      .map((m) => {
        const served = [m.max_model_len, m.meta?.n_ctx, m.meta?.n_ctx_train].find((n): n is number => typeof n === "number" && Number.isInteger(n) && n > 0);
        return { id: m.id, contextSize: served ?? null };
      });
    return { entries, error: null };
  } catch (error) {
    return { entries: [], error: plainReason(error, client.sendsKey) };
  }
}

/** Why a server could not be asked, in words for a person at a form (the key never appears: the client masks it). */
function plainReason(error: unknown, keySent: boolean): string {
  if (error instanceof RemoteAnswerTooLargeError) return `It sent more than ${Math.round(error.limitBytes / (1024 * 1024))} MiB for its list of models, far more than a model server sends, so Distillate stopped reading: is this the right address?`;
  if (!(error instanceof RemoteRequestError)) return error instanceof Error ? error.message : String(error);
  if (error.status === 401 || error.status === 403) return keySent ? "It refused the API key saved for it under this name." : "It wants an API key, and none is saved for this server under this name.";
  if (error.status === 404) return "It answered, but has no list of models at this address: OpenAI-compatible APIs usually end in /v1.";
  if (error.status !== null && error.status >= 300 && error.status < 400) return "It answered with a redirect, which Distillate does not follow (a key would go with it): give the address it redirects to.";
  if (error.status !== null) return `It answered with an error (${error.status}).`;
  if (error.failure) return capitalize(describeConnectionFailure(error.failure, "this address", null));
  const reason = error.message.slice(error.message.indexOf(": ") + 2);
  if (/no answer within/.test(reason)) return "It did not answer in time: the server may be busy or unreachable from here.";
  return `It could not be reached: ${reason.replace(/\.$/, "")}.`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
