import type { GenerationPort } from "../../ports.ts";
import { checkPaperFit } from "../shared/checkPaperFit.ts";
import { describeContext, fitPaper } from "../shared/fitPaper.ts";
import { placeholderReason } from "../shared/itemReasons.ts";
import { isPlaceholder, tidy } from "../shared/outputText.ts";
import { settingTitle } from "../shared/settingTitle.ts";
import { citedSentences } from "../shared/sentenceIds.ts";
import type { GeneratedQa, ItemResult, PaperForGeneration, PlannedItem, Strategy } from "../Strategy.ts";
import { paperKeyphrases } from "./keyphrases.ts";
import { PROMPT_VERSION, sciqagMessages } from "./prompt.ts";
import { type SciqagOutput, sciqagSchema } from "./schema.ts";
import { type SciqagSettings, SciqagSettingsSchema } from "./settings.ts";

function plan(paper: PaperForGeneration, settings: SciqagSettings): PlannedItem[] {
  // Keyphrases are computed once, at planning, and stored with the item: a resumed run asks
  // about the same topics even if TopicRank changes in between.
  return [{ itemKey: "paper", kind: "paper", scope: { keyphrases: paperKeyphrases(paper, settings.keyphrases) } }];
}

const OUTPUT_SETTING = settingTitle(SciqagSettingsSchema, "maxTokens");

const render = (settings: SciqagSettings, keyphrases: string[]) => (paperText: string) =>
  sciqagMessages({ paperText, keyphrases, count: settings.qaPerPaper, maxEvidence: settings.maxEvidence });

async function execute(item: PlannedItem, paper: PaperForGeneration, settings: SciqagSettings, generator: GenerationPort, signal?: AbortSignal): Promise<ItemResult> {
  const keyphrases = Array.isArray(item.scope.keyphrases) ? item.scope.keyphrases.map(String) : [];
  const fitted = fitPaper(paper, generator, settings.maxTokens, render(settings, keyphrases), OUTPUT_SETTING);
  const shown = fitted.context.sentences;
  const { output, tokens } = await generator.generate<SciqagOutput>({
    system: fitted.system,
    prompt: fitted.prompt,
    schema: sciqagSchema(settings.qaPerPaper, keyphrases, settings.maxEvidence, shown.map((s) => s.id)),
    maxTokens: fitted.maxTokens,
    temperature: settings.temperature ?? undefined,
    signal,
  });
  const context = describeContext(fitted.context);
  const qas: GeneratedQa[] = [];
  for (const raw of output.qas) {
    const question = tidy(raw.question);
    const answer = tidy(raw.answer);
    if (isPlaceholder(question) || isPlaceholder(answer)) continue;
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
  const unusable = output.qas.length - qas.length;
  return { qas, tokens, evidenceScope: fitted.context.passageIds, ...(unusable > 0 ? { reason: placeholderReason(unusable, output.qas.length) } : {}) };
}

/**
 * SciQAG (Wan et al.): one paper-level generation of closed-book QAs steered by ~20 TopicRank
 * keyphrases, with no references to figures, tables or "this paper" and no bare definitions.
 * Each QA also cites, by id, the paper sentences that support it, so the evidence is the paper's
 * own text, found at its exact place, and the answer's numbers can be checked against the source.
 */
export const sciqagStrategy: Strategy<SciqagSettings> = {
  name: "sciqag",
  promptVersion: PROMPT_VERSION,
  label: "SciQAG",
  summary:
    "Reads each paper whole and writes about ten closed-book question-answer pairs aimed at its TopicRank keyphrases, steering clear of questions about figures, tables or definitions (after SciQAG, Wan et al.).",
  description: "SciQAG: ~10 closed-book QAs per paper around its TopicRank keyphrases",
  settingsSchema: SciqagSettingsSchema,
  plan,
  execute,
  itemLabel: () => "Whole paper",
  // The keyphrases only steer the prompt; their exact list barely changes its length.
  checkFit: (paper, settings, budget, _tools, context) => checkPaperFit(paper, budget, settings.maxTokens, OUTPUT_SETTING, render(settings, plan(paper, settings)[0]!.scope.keyphrases as string[]), context),
};
