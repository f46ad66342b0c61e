import { SCIQAG_FILTERS } from "./filters.ts";
import { withTableQuestions } from "../shared/tableQuestions.ts";
import type { GenerationPort } from "../../ports.ts";
import { describeContext, fitPaper } from "../shared/fitPaper.ts";
import { checkReadingPlan, readingPlan } from "./readingPlan.ts";
import { placeholderReason } from "../shared/itemReasons.ts";
import { usablePair } from "../shared/outputText.ts";
import { addTokens, noTokens } from "../../../../contract/tokens.ts";
import { settingMinimum, settingTitle } from "../shared/settingTitle.ts";
import { citedSentences } from "../shared/sentenceIds.ts";
import type { GeneratedQa, ItemResult, PlannedItem, Strategy } from "../Strategy.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { paperKeyphrases } from "./keyphrases.ts";
import { PROMPT_VERSION, type SciqagPromptInput, sciqagMessages } from "./prompt.ts";
import { type SciqagOutput, sciqagSchema } from "./schema.ts";
import { type SciqagSettings, SciqagSettingsSchema } from "./settings.ts";
import { sciqagCitation } from "./citation.ts";

function plan(paper: PaperForGeneration, settings: SciqagSettings): PlannedItem[] {
  // Keyphrases are computed once, at planning, and stored with the item: a resumed run asks
  // about the same topics even if TopicRank changes in between.
  return [{ itemKey: "paper", kind: "paper", scope: { keyphrases: paperKeyphrases(paper, settings.keyphrases) } }];
}

const OUTPUT_SETTING = settingTitle(SciqagSettingsSchema, "maxTokens");
const OUTPUT_MINIMUM = settingMinimum(SciqagSettingsSchema, "maxTokens");

/** The request around a paper text; `part` names the group of sections it holds, when read in groups. */
const render =
  (settings: SciqagSettings, keyphrases: string[], count = settings.qaPerPaper) =>
  (paperText: string, part?: SciqagPromptInput["part"]) =>
    sciqagMessages({ paperText, keyphrases, count, maxEvidence: settings.maxEvidence, ...(part ? { part } : {}) });

async function execute(item: PlannedItem, paper: PaperForGeneration, settings: SciqagSettings, generator: GenerationPort, signal?: AbortSignal): Promise<ItemResult> {
  const keyphrases = Array.isArray(item.scope.keyphrases) ? item.scope.keyphrases.map(String) : [];
  const passes = readingPlan(paper, generator, settings.maxTokens, settings.qaPerPaper, render(settings, keyphrases), OUTPUT_SETTING, OUTPUT_MINIMUM);
  const qas: GeneratedQa[] = [];
  const tokens = noTokens();
  const scope = new Set<number>();
  let written = 0;
  // One generation per pass, in reading order. The passes' QAs are merged into the item; the
  // near-duplicate filter then compares every question with all the others of the paper, so a
  // question two groups both asked is rejected (kept, with the one it repeats named).
  for (const pass of passes) {
    signal?.throwIfAborted();
    const messages = render(settings, keyphrases, pass.count);
    const fitted = fitPaper(pass.paper, generator, settings.maxTokens, (text) => messages(text, pass.group ?? undefined), OUTPUT_SETTING, OUTPUT_MINIMUM);
    const shown = fitted.context.sentences;
    const generated = await generator.generate<SciqagOutput>({
      system: fitted.system,
      prompt: fitted.prompt,
      schema: sciqagSchema(pass.count, keyphrases, settings.maxEvidence, shown.map((s) => s.id)),
      maxTokens: fitted.maxTokens,
      temperature: settings.temperature ?? undefined,
      signal,
    });
    addTokens(tokens, generated.tokens);
    for (const id of fitted.context.passageIds) scope.add(id);
    const described = describeContext(fitted.context);
    // What this generation read: the whole paper, or which group of sections and which paragraphs.
    const context = pass.group
      ? { ...described, policy: "section-groups", group: pass.group.index, groups: pass.group.of, includedSections: pass.group.sections, omittedSections: fitted.context.omittedSections }
      : described;
    written += generated.output.qas.length;
    for (const raw of generated.output.qas) {
      const pair = usablePair(raw);
      if (!pair) continue;
      const { question, answer } = pair;
      qas.push({
        question,
        answer,
        // SciQAG does not type its questions, nor tell single- from multi-hop.
        type: null,
        difficulty: raw.difficulty,
        hop: null,
        negative: false,
        evidenceQuotes: citedSentences(raw.evidence, shown, settings.maxEvidence),
        labels: { keyphrases: [...new Set(raw.topics ?? [])], paperKeyphrases: keyphrases },
        context,
      });
    }
  }
  const unusable = written - qas.length;
  return { qas, tokens, evidenceScope: [...scope], ...(unusable > 0 ? { reason: placeholderReason(unusable, written) } : {}) };
}

/**
 * SciQAG (Wan et al.): one paper-level generation of closed-book QAs steered by ~20 TopicRank
 * keyphrases, with no references to figures, tables or "this paper" and no bare definitions. A
 * paper longer than the context is read in groups of sections, one generation each (readingPlan.ts).
 * Each QA also cites, by id, the paper sentences that support it, so the evidence is the paper's
 * own text, found at its exact place, and the answer's numbers can be checked against the source.
 */
export const sciqagStrategy: Strategy<SciqagSettings> = withTableQuestions({
  name: "sciqag",
  promptVersion: PROMPT_VERSION,
  label: "SciQAG",
  summary:
    "Reads each paper whole (in groups of sections when it is longer than the model's context, never cut) and writes about ten closed-book question-answer pairs aimed at its TopicRank keyphrases, steering clear of questions about figures, tables or definitions (after SciQAG, Wan et al.).",
  differences:
    "SciQAG fine-tuned Vicuna-7B (16k context) on QAs GPT-4 wrote for 123 seed papers and ran that model; here the run's own model is prompted with our wording of the task, with no fine-tuning. A paper longer than the model's context is read in groups of sections, the QAs shared out and de-duplicated, where SciQAG fed each paper whole and cut what did not fit. Each QA also cites the sentences that support it by their numbers in the prompt, stored at their exact places in the paper, which SciQAG did not record. Keyphrases are TopicRank over noun phrases tagged by wink-nlp instead of the pke toolkit's spaCy tagging. The RACAR grading and its filter run as the judge stage with any model the run names, not GPT-4.",
  description: "~10 closed-book QAs per paper around its TopicRank keyphrases",
  citation: sciqagCitation,
  tables: {
    shown: false,
    why: `SciQAG asks for closed-book questions on the principles and knowledge a paper holds, steered by keyphrases of its prose, and its Agnosticism criterion marks down questions tied to a paper's figures and tables; its prompts show the body without the tables.`,
  },
  filters: SCIQAG_FILTERS,
  settingsSchema: SciqagSettingsSchema,
  plan,
  execute,
  itemLabel: () => "Whole paper",
  // The keyphrases only steer the prompt; their exact list barely changes its length.
  checkFit: (paper, settings, budget, _tools, context) =>
    checkReadingPlan(paper, budget, settings.maxTokens, settings.qaPerPaper, render(settings, plan(paper, settings)[0]!.scope.keyphrases as string[]), OUTPUT_SETTING, context, OUTPUT_MINIMUM),
});
