import type { TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";
import type { QaFilter } from "../filters/registry.ts";
import type { ScoringPort } from "../ports.ts";
import type { RunProgress } from "./RunProgress.ts";

export interface ExecuteRunOptions {
  /**
   * Scores answers with the perplexity-shift test when given; the run records its model (the
   * generator's when the scorer names none). Defaults to none.
   */
  scorer?: ScoringPort | null;
  /**
   * Compares texts by meaning: for the near-duplicate and self-consistency checks, and lent to
   * strategies that rank by similarity (CCQG); an embedding model's when one is given, else word
   * vectors. The caller disposes of it. Defaults to word vectors.
   */
  embedder?: TextEmbedder;
  /** The rule filters to apply to every item's QAs. Defaults to every registered one (`QA_FILTERS`). */
  filters?: readonly QaFilter<unknown>[];
  /** Attempts per item before it is marked failed. Defaults to 3. */
  maxAttempts?: number;
  /** dSePer acceptance threshold. Defaults to 0. */
  perplexityShiftThreshold?: number;
  /** Cancels the run: items in flight go back to the queue, the rest are marked cancelled. */
  signal?: AbortSignal;
  /** Pauses the run: no new item starts, items in flight finish, the run is left resumable. */
  pause?: AbortSignal;
  onProgress?: (progress: RunProgress) => void;
  /**
   * A stage after every item is done (the judge), before the run's final status; stopped by
   * cancel or pause like the items. Its work must be resumable on its own, since a resumed run
   * with no items left runs it again. Defaults to none.
   */
  afterGeneration?: (signal: AbortSignal) => Promise<unknown>;
  /** Called once the run is marked running, before the first item. Defaults to none. */
  onStarted?: () => void;
  /** Least time between two progress reports while items write their output. Defaults to 250 ms. */
  tokenProgressIntervalMs?: number;
  /**
   * Whether an item's error says the model itself cannot be used (its server is down or refuses
   * the key): the run then stops at once with that reason, the item back in the queue, instead
   * of every item failing the same way. Defaults to stopsRun (a server that answers but fails one request fails that item alone).
   */
  modelFailed?: (error: unknown) => boolean;
}
