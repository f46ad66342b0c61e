import { CCQG_FILTERS } from "./filters.ts";
import { withTableQuestions } from "../shared/tableQuestions.ts";
import type { Strategy } from "../Strategy.ts";
import { PROMPT_VERSION } from "./prompt.ts";
import { type CcqgSettings, CcqgSettingsSchema } from "./settings.ts";
import { ccqgCitation } from "./citation.ts";
import { checkCcqgFit } from "./checkCcqgFit.ts";
import { executeCcqg } from "./executeCcqg.ts";

/**
 * CCQG, the core-context method of Azarbonyad et al. (Elsevier, SIGIR 2025): paragraphs most like
 * the title, abstract and keywords are salient; questions are written per salient paragraph and
 * ranked by the paper's two-step Algorithm 1 (K paired paragraphs each), at most two per section;
 * the top five are answered in 40 to 100 words from their paired paragraphs with the supporting
 * sentences cited by id, or explicitly refused and stored as such; sampled answers feed the
 * self-consistency filter. One item per paper: the ranking needs every question of the paper.
 */
export const ccqgStrategy: Strategy<CcqgSettings> = withTableQuestions({
  name: "ccqg",
  promptVersion: PROMPT_VERSION,
  label: "CCQG (Elsevier)",
  summary:
    "Picks the paragraphs most like the title, abstract and keywords, writes questions from each, ranks them by the paper's two-step pairing with at most two per section, and answers the top five in 40 to 100 words with cited sentences, a stored refusal when the text has no answer and a self-consistency check (after Azarbonyad et al., Elsevier).",
  differences:
    "Similarity comes from the run's embedding model, or word vectors (thresholds 0.9 for salience and 0.8 for pairing, calibrated on fixture papers) when none is set; at most 15 salient paragraphs get questions; the consistency check compares 3 sampled answers sentence by sentence with embeddings (SelfCheckGPT's similarity variant) or, if chosen, asks the generating model which sentences each sample backs, instead of a separate NLI model, and a failing answer is kept with its score rather than deleted. Questions that mention the authors, figures, tables or sections are dropped as in the paper; an answer is rejected when it points at a figure, table, equation, section or citation, while one that only attributes a finding to \"the study\" or \"the authors\" passes with the mention noted in its reason (the paper dropped those too).",
  description: "questions from salient paragraphs, two-step ranking, top-5 answered with cited sentences, refusals and a consistency check",
  citation: ccqgCitation,
  tables: {
    shown: false,
    why: `CCQG selects the paragraphs the authors wrote (from the article's XML) by their likeness to the title, abstract and keywords, and filters out questions that refer to tables or figures; its prompts show paragraphs only.`,
  },
  filters: CCQG_FILTERS,
  settingsSchema: CcqgSettingsSchema,
  plan: () => [{ itemKey: "paper", kind: "paper", scope: {} }],
  execute: executeCcqg,
  itemLabel: () => "Whole paper",
  checkFit: checkCcqgFit,
});
