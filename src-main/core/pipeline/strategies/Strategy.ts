import type { QaFilterId } from "../../../contract/metricIds.ts";
import type { z } from "zod";
import type { QaRecord } from "../../../contract/exportRecord.ts";
import type { ItemReason } from "../../../contract/runChecks.ts";
import type { PaperTab } from "../../../contract/strategyInfo.ts";
import type { Difficulty } from "../../../contract/review.ts";
import type { GenerationPort, TokenBudget } from "../ports.ts";
import type { TokenCounts } from "../../../contract/tokens.ts";
import type { PaperForGeneration } from "./paperForGeneration.ts";
import type { FitFinding, FitCheckContext, StrategyTools, ExecuteServices } from "./strategyServices.ts";

/** One unit of work, stored in the ledger before anything runs. `scope` must be plain JSON. */
export interface PlannedItem {
  /** Stable within a run: planning again after a crash adds nothing twice. */
  itemKey: string;
  kind: string;
  scope: Record<string, unknown>;
}

/** A QA as a strategy produced it; the runner locates its evidence and stores it. */
export interface GeneratedQa {
  question: string;
  answer: string;
  type: string | null;
  difficulty: Difficulty | null;
  hop: "single" | "multi" | null;
  /** A "not answerable from the context" item kept as a labelled negative. */
  negative: boolean;
  /** Sentences the model cited as support, as the paper has them, to be found in the paper. */
  evidenceQuotes: string[];
  /** Strategy labels (keyphrases, reasoning type...), stored with the QA. */
  labels: Record<string, unknown>;
  /** Strategy context (similar chunks, the source chunk, the context policy used...). */
  context: Record<string, unknown>;
  /**
   * What the perplexity-shift filter (dSePer) scores the answer against, when it is not the
   * cited evidence: ScIRGen's paragraphs retrieved for the question. `name` says what the texts
   * are, for the score's reason. Defaults to the evidence sentences.
   */
  scoringContext?: { name: string; texts: string[] };
  /**
   * Extra answers the strategy sampled for the self-consistency filter, its threshold (null: the
   * filter's default) and, when the model judged them, each answer sentence's share of samples
   * backing it. Defaults to none: the filter does not run.
   */
  selfCheck?: { samples: string[]; threshold: number | null; support?: number[] };
  /** The answer length the strategy asked for, checked by the answer-length filter. Defaults to none. */
  answerWords?: { min: number; max: number };
}

export interface ItemResult {
  qas: GeneratedQa[];
  tokens: TokenCounts;
  /** Passages the evidence should be searched in (a chunk's); defaults to the whole paper. */
  evidenceScope?: number[];
  /**
   * Why the item yielded no QAs, or fewer than it asked for (the multi-hop check dropped some,
   * the chunk held nothing worth asking, the model wrote placeholders...). Required in spirit
   * whenever `qas` is empty: the run view shows it beside the item. Defaults to none.
   */
  reason?: ItemReason;
}

/**
 * A rule filter a method's runs apply unless the run names others: the paper's own ("paper"), or
 * an extra of ours that is on for this method ("extra"), with why in one or two sentences for the
 * method's card. Every other filter of the registry is offered, off.
 */
export interface StrategyFilter {
  /** A QA filter's name (filters/registry.ts). */
  name: QaFilterId;
  source: "paper" | "extra";
  why: string;
}

/**
 * Whether a method's own prompts show the paper's tables (their captions and rows), as its paper
 * did, with why in a sentence or two (the run form's card, docs/methods.md). The "Questions from
 * tables" option adds table items to any method whatever this says.
 */
export interface StrategyTables {
  shown: boolean;
  why: string;
}

/** The paper a method follows, as the dataset card cites it: its BibTeX key and entry. */
export interface MethodCitation {
  key: string;
  bibtex: string;
}

/** The texts a QA's stored context points at (chunks kept as passage ranges), rebuilt whole for an export record. */
export type QaContextTexts = Pick<QaRecord, "chunkText" | "similarChunks" | "negativeContext">;

/**
 * One published QA-generation method. A strategy plans work items for a paper, and executes
 * one item against a model (one or several constrained generations), returning QAs with the
 * sentences that support them. Prompts are versioned data: `promptVersion` is stored with every
 * QA, and changing a prompt means a new version.
 */
export interface Strategy<Settings extends Record<string, unknown> = Record<string, unknown>> {
  name: string;
  /** e.g. "sciqag@2". */
  promptVersion: string;
  /** One line for the UI and the CLI, after the label: what the method writes from a paper. */
  description: string;
  /** The method's published name, for the run form ("SciQAG"). */
  label: string;
  /** One sentence on what the method does and whose it is, for the run form. */
  summary: string;
  /** How this implementation departs from the paper, for the run form's card. Defaults to none. */
  differences?: string;
  /** Its QA types as people read them, for the types stored as ids ({"true-false": "True or false"}). Defaults to none: the type is a word already. */
  typeNames?: Record<string, string>;
  /** The paper view's tab this method's runs fill besides its QAs (the knowledge graph, the synthesis conditions). Defaults to none. */
  fillsPaperTab?: PaperTab;
  /** The paper it follows, cited by every dataset card holding its QAs; methods of one paper share it (same key). */
  citation: MethodCitation;
  /** Whether its own prompts show the paper's tables, following its paper, and why. */
  tables: StrategyTables;
  /**
   * The texts its QAs' stored context points at, rebuilt from `paper` for the export record (a
   * chunk kept as passage ranges). Keys the context lacks are left out; a range the paper no
   * longer has throws. Defaults to none: its records carry no chunk texts.
   */
  contextTexts?: (context: Record<string, unknown>, paper: PaperForGeneration) => QaContextTexts;
  /** The rule filters its runs apply by default, each with why (see StrategyFilter). */
  filters: readonly StrategyFilter[];
  /** The run-level filters its paper has, by id (filters/runFilters.ts, RUN_FILTERS), run by the judge stage over the whole run. Defaults to none. */
  runFilters?: readonly string[];
  settingsSchema: z.ZodType<Settings>;
  plan(paper: PaperForGeneration, settings: Settings, tools: StrategyTools): PlannedItem[];
  /** `services` is always given by the runner; optional so strategies that need none may ignore it. */
  execute(item: PlannedItem, paper: PaperForGeneration, settings: Settings, generator: GenerationPort, signal?: AbortSignal, services?: ExecuteServices): Promise<ItemResult>;
  /** An item as people read it: "Factual questions", "Chunk 3 of 12", "Whole paper". */
  itemLabel(item: Pick<PlannedItem, "kind" | "scope">): string;
  /**
   * Whether the paper's prompts fit a context of `budget.contextSize` tokens, before a run:
   * a paper-level prompt that would be shortened (a warning, with what is left out) or cannot
   * hold the paper at all (a blocker), a chunk prompt that does not fit. Counts with `budget`.
   */
  checkFit(paper: PaperForGeneration, settings: Settings, budget: TokenBudget, tools: StrategyTools, context: FitCheckContext): FitFinding[];
}
