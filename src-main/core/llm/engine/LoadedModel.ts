import { InsufficientMemoryError, type LlamaModel } from "node-llama-cpp";
import type { Backend } from "../../../contract/llm.ts";
import type { BackendModel, EmbeddingSession, ModelSession, SessionSettings, TokenCounter } from "../../../contract/modelHost.ts";
import { InvalidJsonSchemaError } from "../errors/InvalidJsonSchemaError.ts";
import { OutOfMemoryError } from "../errors/OutOfMemoryError.ts";
import { checkJsonSchema } from "./checkJsonSchema.ts";
import type { JsonGrammar, GrammarSchema } from "./generateWithRetries.ts";
import { Generator } from "./Generator.ts";
import type { ModelHandle } from "./ModelHandle.ts";
import { renderPrompt } from "./renderPrompt.ts";
import { LlamaSession } from "./LlamaSession.ts";
import { LlamaEmbeddingSession } from "./LlamaEmbeddingSession.ts";
import { resolveChatTemplate, type ResolvedChatTemplate } from "./resolveChatTemplate.ts";

export interface GeneratorOptions {
  /** Independent sequences evaluated together; each holds `contextSize` tokens. Defaults to 1. */
  sequences?: number;
  /** Tokens per sequence, or "auto" (the largest that fits in memory, up to the trained size). Defaults to the runtime setting, else "auto". */
  contextSize?: "auto" | number;
  /** Tokens evaluated per batch. Defaults to the runtime setting, else 512 (or the context size when smaller). */
  batchSize?: number;
  /** Threads for this context. Defaults to the runtime's thread count. */
  threads?: number;
  /** Aborts creating the context. Defaults to none. */
  signal?: AbortSignal;
}

/** The kinds of context a loaded model makes, each tried in a separate process before its first one (see ModelDefaults.trial). */
export type ContextUse = "generation" | "embedding";

/** Runtime settings a loaded model inherits. */
export interface ModelDefaults {
  backend: Backend;
  threads: number;
  contextSize?: "auto" | number;
  batchSize?: number;
  /**
   * The model's trials (LlamaRuntime.trial): the use it was loaded for, tried already, and how to
   * try another before making a context of that kind. Defaults to none (no trials).
   */
  trial?: { tried: ContextUse; run: (use: ContextUse, signal?: AbortSignal) => Promise<void> };
}

/** A model in memory, with its chat format resolved; make generators from it. The model host's llama.cpp model. */
export class LoadedModel implements ModelHandle, BackendModel {
  readonly file: string;
  readonly model: LlamaModel;
  /** The GPU layers asked for at load ("auto" or a count); `model.gpuLayers` is what was offloaded. */
  readonly gpuLayersSetting: "auto" | number;
  readonly chatTemplate: ResolvedChatTemplate;
  private readonly defaults: ModelDefaults;
  private readonly grammars = new Map<string, Promise<JsonGrammar>>();
  /** Trials passed or under way, by use. */
  private readonly trials = new Map<ContextUse, Promise<void>>();

  constructor(file: string, model: LlamaModel, defaults: ModelDefaults, gpuLayersSetting: "auto" | number = "auto") {
    this.file = file;
    this.model = model;
    this.defaults = defaults;
    this.gpuLayersSetting = gpuLayersSetting;
    this.chatTemplate = resolveChatTemplate(model);
    if (defaults.trial) this.trials.set(defaults.trial.tried, Promise.resolve());
  }

  /** Tries `use` in a separate process once, before the first context of that kind (see ModelTrials). */
  private tried(use: ContextUse, signal?: AbortSignal): Promise<void> {
    const trial = this.defaults.trial;
    if (!trial) return Promise.resolve();
    let done = this.trials.get(use);
    if (!done) {
      done = trial.run(use, signal);
      // A trial cut short or failed is tried again next time (a LlamaAbortError is then answered from its verdict).
      done.catch(() => this.trials.delete(use));
      this.trials.set(use, done);
    }
    return done;
  }

  get disposed(): boolean {
    return this.model.disposed;
  }

  /** The context length the model was trained on. */
  get trainContextSize(): number {
    return this.model.trainContextSize;
  }

  async createGenerator(options: GeneratorOptions = {}): Promise<Generator> {
    const sequences = options.sequences ?? 1;
    const contextSize = options.contextSize ?? this.defaults.contextSize ?? "auto";
    const threads = options.threads ?? this.defaults.threads;
    await this.tried("generation", options.signal);
    try {
      const context = await this.model.createContext({
        sequences,
        contextSize,
        batchSize: options.batchSize ?? this.defaults.batchSize,
        threads,
        createSignal: options.signal,
      });
      const all = Array.from({ length: sequences }, () => context.getSequence());
      return new Generator(this, context, all);
    } catch (error) {
      if (error instanceof InsufficientMemoryError) {
        throw new OutOfMemoryError({ what: "context", file: this.file, contextSize, sequences, gpuLayers: this.model.gpuLayers, backend: this.defaults.backend }, error.message);
      }
      throw error;
    }
  }

  async openSession(settings: SessionSettings): Promise<ModelSession> {
    return new LlamaSession(await this.createGenerator({ sequences: settings.sequences, contextSize: settings.contextSize, signal: settings.signal }));
  }

  async openEmbedder(settings: { contextSize?: number; signal?: AbortSignal } = {}): Promise<EmbeddingSession> {
    const contextSize = settings.contextSize ?? this.trainContextSize;
    await this.tried("embedding", settings.signal);
    try {
      return new LlamaEmbeddingSession(await this.model.createEmbeddingContext({ contextSize, threads: this.defaults.threads, createSignal: settings.signal }), contextSize);
    } catch (error) {
      if (error instanceof InsufficientMemoryError) {
        throw new OutOfMemoryError({ what: "embedding context", file: this.file, contextSize, gpuLayers: this.model.gpuLayers, backend: this.defaults.backend }, error.message);
      }
      throw error;
    }
  }

  /** The loaded model's own tokenizer, counting a text as one user message through its chat format. */
  async tokenCounter(): Promise<TokenCounter> {
    return { countTokens: (text) => renderPrompt(this.model, this.chatTemplate.wrapper, [{ role: "user", content: text }]).tokens.length };
  }

  grammarFor(schema: GrammarSchema): Promise<JsonGrammar> {
    const key = JSON.stringify(schema);
    const cached = this.grammars.get(key);
    if (cached) return cached;
    checkJsonSchema(schema);
    const grammar: Promise<JsonGrammar> = this.model.llama.createGrammarForJsonSchema<GrammarSchema>(schema).catch((error: unknown) => {
      throw new InvalidJsonSchemaError((error as Error).message);
    });
    // A schema node-llama-cpp rejects is not cached: the next call reports it again.
    grammar.catch(() => this.grammars.delete(key));
    this.grammars.set(key, grammar);
    return grammar;
  }

  /** Frees the model and every context made from it. */
  async dispose(): Promise<void> {
    await this.model.dispose();
  }
}
