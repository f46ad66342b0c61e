import type { StrategyFilter } from "../Strategy.ts";

/** What a CCQG run filters by default (docs/methods.md). */
export const CCQG_FILTERS: readonly StrategyFilter[] = [
  { name: "context-dependence", source: "paper", why: "CCQG drops questions and answers that mention the authors, tables, figures or sections, so every QA is understood without the article." },
  { name: "self-consistency", source: "paper", why: "CCQG drops answers SelfCheckGPT finds may be made up; here each answer sentence must be said again by answers sampled for the same question." },
  { name: "answer-length", source: "extra", why: "On because CCQG asks for answers of 40 to 100 words; this checks the answer kept to it." },
  { name: "evidence-found", source: "extra", why: "Every QA here cites the sentences that support it by their numbers in the prompt; this checks each cited sentence is found in the paper." },
];

/** The knowledge-graph variant shares CCQG's post-processing of questions and answers. */
export const KGQA_FILTERS: readonly StrategyFilter[] = [
  { name: "context-dependence", source: "paper", why: "The paper's knowledge-graph variant post-processes its QAs like CCQG: questions and answers that mention the authors, tables, figures or sections are dropped." },
  { name: "evidence-found", source: "extra", why: "Every QA here cites the sentences that support it by their numbers in the prompt; this checks each cited sentence is found in the paper." },
];
