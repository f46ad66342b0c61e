/**
 * One owner of every loaded model (core/llm/host/ModelHost.ts) and the backend it loads them
 * with. Written against nothing but these types, so a remote OpenAI-compatible server can stand
 * in for llama.cpp later without the pipeline noticing: it declares what it cannot do in
 * `BackendCapabilities` (no teacher-forced scoring, say) and callers check before asking.
 */
import type { ChatMessage } from "./llm.ts";
import type { ModelRole } from "./models.ts";

export type { ModelRole };

/** Who holds a lease, so a refusal can name it ("run 4 is generating with ..."). */
export type LeaseHolder = { kind: "run"; runId: number } | { kind: "interactive" } | { kind: "check" } | { kind: "similarity" } | { kind: "evaluation" } | { kind: "ask" };

/** How a model is loaded: loads that differ here are different models in memory. */
export interface LoadSettings {
  /** Layers offloaded to the GPU. Defaults to the model as already loaded, else the runtime setting, else "auto". */
  gpuLayers?: "auto" | number;
}

export interface AcquireOptions extends LoadSettings {
  holder: LeaseHolder;
  /** What the caller is doing, for a refusal's message ("start a run on another model"). Defaults to "load <file name>". */
  action?: string;
  /**
   * The holder gives the model up when another acquire needs its place (the Models view's
   * loaded model), instead of refusing that acquire; `onRevoked` is then called. Defaults to false.
   */
  yields?: boolean;
  /** Called when a yielding lease is taken back. Defaults to none. */
  onRevoked?: () => void;
  /** Called with the share loaded, from 0 (exclusive) to 1. Defaults to none. */
  onLoadProgress?: (progress: number) => void;
  /** Aborts loading; the call rejects with the signal's reason. Defaults to none. */
  signal?: AbortSignal;
}

/** What a backend can do; a remote chat server typically has grammar and embeddings but no scoring. */
export interface BackendCapabilities {
  /** Output constrained by a JSON schema. */
  jsonSchema: boolean;
  /** Teacher-forced log-probabilities of a given answer (dSePer, perplexity shift). */
  scoring: boolean;
  embeddings: boolean;
}

/** Token counts of one request: `evaluated` excludes the prefix a sequence already held. */
export interface RequestTokens {
  prompt: number;
  evaluated: number;
  generated: number;
}

export interface SchemaGenerationRequest {
  messages: readonly ChatMessage[];
  /** The JSON schema the output follows. */
  schema: Record<string, unknown>;
  maxTokens?: number;
  temperature?: number;
  seed?: number;
  /** Generations tried before giving up. Defaults to 3. */
  attempts?: number;
  /** Keep this request on one sequence (0-based) so its prefix is reused. Defaults to any. */
  sequence?: number;
  signal?: AbortSignal;
  /** Tokens generated so far by this attempt. Defaults to none. */
  onTokens?: (generated: number) => void;
  /**
   * The text this attempt has written so far, as it grows (a retry starts again from ""). A
   * backend that cannot stream calls it once with the whole text. Defaults to none.
   */
  onText?: (text: string) => void;
}

export interface SchemaGenerationResult {
  /** Parsed and checked against the schema. */
  output: unknown;
  text: string;
  tokens: RequestTokens;
}

export interface TokenScoreRequest {
  messages: readonly ChatMessage[];
  /** The text whose log-probability is wanted, as the model's next turn. */
  answer: string;
  sequence?: number;
  signal?: AbortSignal;
}

export interface TokenScore {
  /** Log-probability of the whole answer. */
  logProb: number;
  meanLogProb: number;
  tokens: { token: number; text: string; logProb: number }[];
  promptTokens: number;
  evaluatedPromptTokens: number;
}

/** A context on a loaded model: `sequences` requests at once, each up to `contextSize` tokens. */
export interface ModelSession {
  readonly contextSize: number;
  readonly sequences: number;
  readonly disposed: boolean;
  generateJson(request: SchemaGenerationRequest): Promise<SchemaGenerationResult>;
  /** Present when the backend has `scoring`. */
  scoreTokens?(request: TokenScoreRequest): Promise<TokenScore>;
  /** Tokens the messages take once rendered through the model's chat format. */
  countTokens(messages: readonly ChatMessage[]): Promise<number>;
  dispose(): Promise<void>;
}

export interface SessionSettings {
  /** Defaults to 1. */
  sequences?: number;
  /** Tokens per sequence, or "auto". Defaults to the runtime setting, else "auto". */
  contextSize?: "auto" | number;
  signal?: AbortSignal;
}

/** Counts synchronously once obtained: prompt packing counts thousands of passages per paper. */
export interface TokenCounter {
  countTokens(text: string): number;
}

export interface EmbeddingSession {
  readonly dimension: number;
  embed(texts: readonly string[]): Promise<number[][]>;
  dispose(): Promise<void>;
}

/** A model a backend holds in memory. */
export interface BackendModel {
  /** What the model was loaded from (a GGUF path here; a remote backend's model name). */
  readonly file: string;
  readonly gpuLayersSetting: "auto" | number;
  readonly trainContextSize: number;
  readonly disposed: boolean;
  openSession(settings: SessionSettings): Promise<ModelSession>;
  /** Present when the backend has `embeddings`. */
  openEmbedder?(settings: { contextSize?: number; signal?: AbortSignal }): Promise<EmbeddingSession>;
  /** Obtaining the counter may take a round trip; counting with it does not. */
  tokenCounter(): Promise<TokenCounter>;
  dispose(): Promise<void>;
}

/** What a load is for: the role of the lease that asked for it (a backend may prepare differently for embeddings). */
export interface LoadPurpose {
  /** Defaults to "generator". */
  role?: ModelRole;
}

/** Loads models and says how much room they take; the host decides what stays loaded. */
export interface ModelBackend<M extends BackendModel = BackendModel> {
  readonly capabilities: BackendCapabilities;
  load(file: string, settings: LoadSettings & LoadPurpose & Pick<AcquireOptions, "onLoadProgress" | "signal">): Promise<M>;
  /** Bytes of memory a model would take loaded; null when the backend cannot tell (remote). */
  estimateBytes(file: string, settings: LoadSettings & LoadPurpose & Pick<AcquireOptions, "signal">): Promise<number | null>;
  /** Bytes the host may fill with models. */
  memoryBudget(): Promise<number>;
}
