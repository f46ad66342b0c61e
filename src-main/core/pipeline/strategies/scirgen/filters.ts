import type { StrategyFilter } from "../Strategy.ts";

/** What a ScIRGen run filters by default (docs/methods.md). */
export const SCIRGEN_FILTERS: readonly StrategyFilter[] = [
  { name: "dseper", source: "paper", why: "ScIRGen keeps an answer only when the paper's retrieved paragraphs make it likelier to a language model than the question alone (perplexity shift above 0)." },
  { name: "evidence-found", source: "extra", why: "Every QA here cites the sentences that support it by their numbers in the prompt; this checks each cited sentence is found in the paper." },
];
