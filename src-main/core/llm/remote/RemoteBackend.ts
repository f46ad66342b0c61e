import { DEFAULT_API_KEY_NAME, type ApiKeySource } from "../../../contract/apiKeys.ts";
import type { BackendCapabilities, LoadSettings, ModelBackend } from "../../../contract/modelHost.ts";
import { originOf } from "../../../contract/remoteAddress.ts";
import type { RemoteModelConfig } from "../../../contract/remoteModels.ts";
import { shownText } from "../../../contract/shownName.ts";
import { lookupApiKey } from "./lookupApiKey.ts";
import { RemoteEndpointPool } from "./RemoteEndpointPool.ts";
import { RemoteHttpClient } from "./RemoteHttpClient.ts";
import type { RemoteHttpSettings } from "./remoteHttpOptions.ts";
import { RemoteModel } from "./RemoteModel.ts";
import { RemoteEntryRefusedError } from "./RemoteEntryRefusedError.ts";
import { storedEntryProblem } from "./remoteModelEntry.ts";
import { RemoteModelNotServedError } from "./RemoteModelNotServedError.ts";
import { RemoteRequestError } from "./RemoteRequestError.ts";
import { calibratedCounter } from "./remoteTokenizer.ts";

/** Context assumed when neither the registry entry nor the server says. */
const DEFAULT_CONTEXT = 8192;
/** Text whose token count calibrates the character estimate: prose with numbers and units, as papers have. */
const CALIBRATION_SAMPLE =
  "The catalyst was prepared by impregnating 2.5 wt% Pd on gamma-alumina, dried at 120 °C for 12 h and calcined in air at 450 °C. " +
  "Conversion of benzyl alcohol reached 93% after 4 h, with a selectivity to benzaldehyde above 98%, as Table 2 shows.";

export interface RemoteBackendOptions {
  /** The remote model's settings for a reference (`remote:...`); null when it is not registered. */
  resolve: (file: string) => RemoteModelConfig | null;
  /** Where API keys are looked up by name, for each server's origin. */
  keys: ApiKeySource;
  /** Retries, backoff and timeouts of every request (tests shorten them). Defaults to the client's. */
  http?: RemoteHttpSettings;
}

interface ListedModel {
  id?: string;
  max_model_len?: number;
  meta?: { n_ctx_train?: number; n_ctx?: number } & Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * OpenAI-compatible servers as the model host's backend. Loading a model means checking that
 * every endpoint serves it, reading what they report about it (/v1/models), probing whether they
 * return prompt log-probabilities (scoring) and calibrating the token estimate on the server's
 * tokenizer. Nothing takes this machine's memory, so the host's budget does not apply.
 */
export class RemoteBackend implements ModelBackend<RemoteModel> {
  /** What the best server can do; each loaded model says what its own servers can (`RemoteModel.capabilities`). */
  readonly capabilities: BackendCapabilities = { jsonSchema: true, scoring: true, embeddings: false };
  private readonly options: RemoteBackendOptions;

  constructor(options: RemoteBackendOptions) {
    this.options = options;
  }

  async load(file: string, settings: Pick<LoadSettings, never> & { signal?: AbortSignal; onLoadProgress?: (progress: number) => void }): Promise<RemoteModel> {
    const config = this.options.resolve(file);
    if (!config) throw new RemoteModelNotServedError(file, [], "it is not registered in this library");
    const problem = storedEntryProblem(config);
    if (problem) throw new RemoteEntryRefusedError(config.model, problem);
    const keyName = config.apiKeyName ?? DEFAULT_API_KEY_NAME;
    const timeoutMs = config.timeoutSeconds === undefined ? undefined : config.timeoutSeconds * 1000;
    const clients: RemoteHttpClient[] = [];
    // Each server gets the key saved for it, and only that one.
    for (const e of config.endpoints) {
      const apiKey = await lookupApiKey(this.options.keys, keyName, originOf(e.url));
      clients.push(new RemoteHttpClient({ ...this.options.http, ...(timeoutMs ? { timeoutMs } : {}), baseUrl: e.url, apiKey, keyName }));
    }
    const reported: Record<string, unknown>[] = [];
    let contextSize = config.contextSize ?? null;
    for (const client of clients) {
      const listed = await client.request<{ data?: ListedModel[] }>("models", settings.signal ? { signal: settings.signal } : {});
      const entry = Array.isArray(listed.data) ? listed.data.find((m) => m.id === config.model) : undefined;
      // The list was masked of the key when it was read (the client masks model lists whole and in pieces).
      if (!entry) throw new RemoteModelNotServedError(config.model, [client.shownUrl], `it serves ${servedNames(listed.data)}`);
      const { id: _id, object: _object, permission: _permission, ...facts } = entry;
      reported.push(facts);
      const served = entry.max_model_len ?? entry.meta?.n_ctx ?? entry.meta?.n_ctx_train;
      // The smallest context of all servers: a request must fit whichever one takes it.
      if (config.contextSize === undefined && typeof served === "number") contextSize = Math.min(contextSize ?? served, served);
    }
    settings.onLoadProgress?.(0.5);
    const scoring = await probeScoring(clients[0]!, config.model, settings.signal);
    const counter = await calibratedCounter(clients[0]!, config.model, CALIBRATION_SAMPLE);
    settings.onLoadProgress?.(1);
    const pool = new RemoteEndpointPool(clients.map((client, i) => ({ client, concurrency: config.endpoints[i]!.concurrency ?? 2 })));
    return new RemoteModel(file, {
      pool,
      contextSize: contextSize ?? DEFAULT_CONTEXT,
      counter,
      facts: { model: config.model, endpoints: clients.map((c) => c.shownUrl), reported, tokenCounting: counter.counting, scoring },
    });
  }

  async estimateBytes(): Promise<number | null> {
    return null;
  }

  async memoryBudget(): Promise<number> {
    return Number.MAX_SAFE_INTEGER;
  }
}

/**
 * True when the server returns prompt log-probabilities on chat completions (vLLM's
 * `prompt_logprobs`). A server that refuses the fields (400, 422) or ignores them cannot score; a
 * server that fails for another reason fails the load, rather than a passing fault turning
 * scoring off for a whole run.
 */
export async function probeScoring(client: RemoteHttpClient, model: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await client.request<{ prompt_logprobs?: unknown }>("chatCompletions", {
      body: {
        model,
        messages: [
          { role: "user", content: "Name a noble gas." },
          { role: "assistant", content: "Argon" },
        ],
        max_tokens: 1,
        temperature: 0,
        prompt_logprobs: 0,
        add_generation_prompt: false,
        continue_final_message: true,
      },
      ...(signal ? { signal } : {}),
    });
    return Array.isArray(answer.prompt_logprobs) && answer.prompt_logprobs.length > 0;
  } catch (error) {
    if (error instanceof RemoteRequestError && error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 429) return false;
    throw error;
  }
}

/** The model names a server lists, as an error may quote them: strings only, a few, each short (the server chooses them). */
function servedNames(data: ListedModel[] | undefined): string {
  // The server's names: any text it likes, shown on one line as it is (shownText).
  const names = (Array.isArray(data) ? data : []).map((m) => (typeof m.id === "string" ? shownText(m.id.slice(0, 120)) : null)).filter((id): id is string => id !== null);
  if (names.length === 0) return "no model";
  return names.length > 12 ? `${names.slice(0, 12).join(", ")} and ${names.length - 12} more` : names.join(", ");
}
