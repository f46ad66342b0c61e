import type { RemoteModelConfig } from "../../../contract/remoteModels.ts";
import { DEFAULT_API_KEY_NAME, type ApiKeySource } from "../../../contract/apiKeys.ts";
import { originOf } from "../../../contract/remoteAddress.ts";
import { lookupApiKey } from "../remote/lookupApiKey.ts";
import { storedEntryProblem } from "../remote/remoteModelEntry.ts";
import { RemoteHttpClient } from "../remote/RemoteHttpClient.ts";
import type { RemoteHttpClientOptions, RemoteHttpSettings } from "../remote/remoteHttpOptions.ts";
import { RemoteModelNotServedError } from "../remote/RemoteModelNotServedError.ts";
import { describeModelFailure, type ModelFailure } from "./modelFailure.ts";

/**
 * A look, not a run: one attempt of a few seconds per server, so a list of models is marked
 * while the person still looks at it (a run's load tries six times over minutes).
 */
const CHECK_HTTP: Pick<RemoteHttpClientOptions, "attempts" | "timeoutMs"> = { attempts: 1, timeoutMs: 5_000 };

interface Listed {
  id?: unknown;
  max_model_len?: unknown;
  meta?: { n_ctx?: unknown; n_ctx_train?: unknown };
}

/**
 * Whether a remote model's servers answer and list it: each one's /models, asked at once. The
 * first failure found is the answer; otherwise the smallest context any of them reports.
 */
export async function checkRemoteModel(
  config: RemoteModelConfig,
  keys: ApiKeySource,
  http: RemoteHttpSettings = {},
): Promise<{ ok: true; contextSize: number | null } | { ok: false; failure: ModelFailure }> {
  // An entry an older version stored with credentials or another variable's name contacts nobody.
  const problem = storedEntryProblem(config);
  if (problem) return { ok: false, failure: { state: "failed", reason: `This server entry cannot be used: ${problem}` } };
  const keyName = config.apiKeyName ?? DEFAULT_API_KEY_NAME;
  const answers = await Promise.all(
    config.endpoints.map(async (endpoint) => {
      try {
        // Each server gets the key saved for it, and only that one (as a run's load does).
        const apiKey = await lookupApiKey(keys, keyName, originOf(endpoint.url));
        const client = new RemoteHttpClient({ ...CHECK_HTTP, ...http, baseUrl: endpoint.url, apiKey, keyName });
        const listed = await client.request<{ data?: Listed[] }>("models");
        const entry = (Array.isArray(listed.data) ? listed.data : []).find((m) => m.id === config.model);
        if (!entry) throw new RemoteModelNotServedError(config.model, [client.shownUrl], "the server does not list it");
        const size = [entry.max_model_len, entry.meta?.n_ctx, entry.meta?.n_ctx_train].find((n): n is number => typeof n === "number" && Number.isInteger(n) && n > 0);
        return { ok: true as const, contextSize: size ?? null };
      } catch (error) {
        return { ok: false as const, failure: describeModelFailure(error) ?? { state: "failed" as const, reason: (error as Error).message } };
      }
    }),
  );
  const failed = answers.find((a) => !a.ok);
  if (failed) return failed;
  const sizes = answers.map((a) => (a.ok ? a.contextSize : null)).filter((n): n is number => n !== null);
  return { ok: true, contextSize: sizes.length > 0 ? Math.min(...sizes) : null };
}
