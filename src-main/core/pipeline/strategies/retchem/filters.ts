import type { StrategyFilter } from "../Strategy.ts";

/** What a RetChemQA run filters by default (docs/methods.md): its paper checked QAs by hand; placeholders and unparseable output are refused while generating. */
export const RETCHEM_FILTERS: readonly StrategyFilter[] = [{ name: "evidence-found", source: "extra", why: "Every QA here cites the sentences that support it by their numbers in the prompt; this checks each cited sentence is found in the paper. RetChemQA's authors checked their QAs against the papers by hand." }];
