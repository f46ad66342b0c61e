import type { PaperGraph } from "../../../contract/knowledgeGraph.ts";
import type { SynthesisConditions } from "../../../contract/synthesisConditions.ts";
import type { TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";
import type { PassageChunk } from "../text/PaperText.ts";
import type { PaperForGeneration } from "./paperForGeneration.ts";

// What a strategy is given besides its paper: the context of a fit check, the tools and the
// services the runner lends while an item executes.

/** Something a run would hit, found before it starts (see `Strategy.checkFit`). */
export interface FitFinding {
  severity: "blocker" | "warning";
  code: string;
  message: string;
  /** What to change, naming the fields as the run form shows them. */
  fix: string;
  /** Groups of the paper's sections that get no QA and are not read (SciQAG's reading plan). Defaults to none. */
  unreadGroups?: number;
}

export interface FitCheckContext {
  /** The paper's name for the messages. */
  paperName: string;
  /** The largest context the model can be given (its trained size), for suggestions; null when unknown. */
  maxContextSize: number | null;
}

export interface StrategyTools {
  /** Chunks of the paper (ChemLit-style), computed once per paper. */
  chunks(paper: PaperForGeneration): PassageChunk[];
}

/**
 * A run's stored knowledge graphs, for strategies that build one per paper: the corpus other
 * papers make (for tf-idf) and where this paper's graph is kept for the paper view.
 */
export interface PaperGraphStore {
  /** The entity and triplet keys of the latest graph of every other paper that has one. */
  corpus(paperId: number): { entityKeys: string[]; tripletKeys: string[] }[];
  /** Keeps `graph` as this run's graph of the paper (replacing one an earlier attempt kept). */
  save(paperId: number, graph: PaperGraph): void;
}

/** What the runner lends a strategy while it executes an item. */
export interface ExecuteServices {
  /** Compares texts by meaning: the run's embedding model, or word vectors when none is set. */
  embedder: TextEmbedder;
  /** Where per-paper knowledge graphs are kept and the corpus read (knowledge-graph QA). Defaults to none. */
  graphs?: PaperGraphStore;
  /** Where a paper's extracted synthesis conditions are kept for this run (RetChemQA). Defaults to none. */
  syntheses?: { save(paperId: number, conditions: SynthesisConditions): void };
}
