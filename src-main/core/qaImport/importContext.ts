import type { LibraryDatabase } from "../db/openDatabase.ts";
import type { Emit } from "../events/EventHub.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import type { ActiveRuns } from "../pipeline/ActiveRuns.ts";
import type { QaImportLimits } from "./qaImportLimits.ts";

/** What an import needs of models, each checked before anything is stored. */
export interface ImportModels {
  /** Loads the judge model named (a registry id or a GGUF path) without registering it: a model llama.cpp stops on is refused here. */
  checkJudge(ref: string, signal?: AbortSignal): Promise<void>;
  /** Compares QAs for the near-duplicate check: word vectors (null), or the embedding model named, loaded without registering it. The import disposes of it. */
  embedder(ref: string | null, signal?: AbortSignal): Promise<TextEmbedder>;
  /** Registers the model named (if need be) and returns its registry id: done only once it was checked. */
  modelId(ref: string): Promise<number>;
  /** Judges the run's QAs with the model named; returns how many it graded. */
  judge(runId: number, ref: string, signal?: AbortSignal): Promise<number>;
}

export interface QaImportContext {
  db: () => LibraryDatabase;
  /** The runs executing in this process (imports and generated runs): pause, cancel and one execution at a time. */
  active: ActiveRuns;
  emit: Emit;
  models: ImportModels;
  limits: QaImportLimits;
}

