import type { StrategyFilter } from "../Strategy.ts";

/** What a ChemLit-QA run filters by default (docs/methods.md); its paper's own filters are the judge model's, run over the whole run (RUN_FILTERS). */
export const CHEMLIT_FILTERS: readonly StrategyFilter[] = [
  { name: "evidence-found", source: "extra", why: "ChemLit-QA's entries carry their context sentences with offsets in the chunk; this checks every cited sentence is the chunk's." },
];
