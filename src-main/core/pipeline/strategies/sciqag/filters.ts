import type { StrategyFilter } from "../Strategy.ts";

/** What a SciQAG run filters by default (docs/methods.md). Definitional questions and numbers are what its prompt and its dataset figures handle, not filters. */
export const SCIQAG_FILTERS: readonly StrategyFilter[] = [
  { name: "context-dependence", source: "paper", why: "SciQAG removed QAs that refer to the paper itself (figures, tables, \"this study\") with regular expressions, and its RACAR judge scores the same as Agnosticism." },
  {
    name: "near-duplicate",
    source: "extra",
    why: "On because a paper longer than the model's context is read in groups of sections, and two groups can ask the same question; SciQAG read each paper in one pass and only asked its generator not to repeat itself.",
  },
  { name: "evidence-found", source: "extra", why: "Every QA here cites the sentences that support it by their numbers in the prompt; this checks each cited sentence is found in the paper. SciQAG kept no evidence." },
];
