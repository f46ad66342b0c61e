import type { BackendCapabilities, BackendModel, ModelSession, SessionSettings, TokenCounter } from "../../../contract/modelHost.ts";
import type { RemoteEndpointPool } from "./RemoteEndpointPool.ts";
import type { RemoteTokenCounting } from "./remoteTokenizer.ts";
import { RemoteSession } from "./RemoteSession.ts";

/** What the servers said about the model (/v1/models), kept with a run's provenance. */
export interface ServedModelFacts {
  /** The model name the servers know. */
  model: string;
  /** Each endpoint as it may be shown (no key, no query). */
  endpoints: string[];
  /** Whatever identifies the weights: vLLM's `root` (the checkpoint path or repo), llama.cpp's `meta`, `owned_by`, `created`. */
  reported: Record<string, unknown>[];
  tokenCounting: RemoteTokenCounting;
  scoring: boolean;
}

/**
 * A model served remotely, as the host holds it: nothing is in this machine's memory, so
 * "loaded" means the servers answered and were probed for what they can do. Sessions of any
 * size share the same endpoints; a session's sequences are at least the endpoints' combined
 * concurrency, so a run with as many lanes keeps every server busy.
 */
export class RemoteModel implements BackendModel {
  readonly file: string;
  readonly gpuLayersSetting = "auto" as const;
  readonly trainContextSize: number;
  readonly capabilities: BackendCapabilities;
  readonly facts: ServedModelFacts;
  private readonly pool: RemoteEndpointPool;
  private readonly counter: TokenCounter;
  private closed = false;

  constructor(file: string, parts: { pool: RemoteEndpointPool; contextSize: number; counter: TokenCounter; facts: ServedModelFacts }) {
    this.file = file;
    this.pool = parts.pool;
    this.trainContextSize = parts.contextSize;
    this.counter = parts.counter;
    this.facts = parts.facts;
    this.capabilities = { jsonSchema: true, scoring: parts.facts.scoring, embeddings: false };
  }

  get disposed(): boolean {
    return this.closed;
  }

  async openSession(settings: SessionSettings): Promise<ModelSession> {
    const asked = settings.contextSize === undefined || settings.contextSize === "auto" ? this.trainContextSize : settings.contextSize;
    return new RemoteSession({
      model: this.facts.model,
      pool: this.pool,
      contextSize: Math.min(asked, this.trainContextSize),
      sequences: Math.max(settings.sequences ?? 1, this.pool.size),
      scoring: this.facts.scoring,
      counter: this.counter,
    });
  }

  async tokenCounter(): Promise<TokenCounter> {
    return this.counter;
  }

  async dispose(): Promise<void> {
    this.closed = true;
  }
}
