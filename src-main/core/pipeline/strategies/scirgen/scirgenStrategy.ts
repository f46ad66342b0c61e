import { SCIRGEN_FILTERS } from "./filters.ts";
import { withTableQuestions } from "../shared/tableQuestions.ts";
import type { GenerationPort } from "../../ports.ts";
import { checkPaperFit } from "../shared/checkPaperFit.ts";
import { describeContext, fitPaper } from "../shared/fitPaper.ts";
import { NO_QAS_REASON, placeholderReason } from "../shared/itemReasons.ts";
import { usablePair } from "../shared/outputText.ts";
import { settingMinimum, settingTitle } from "../shared/settingTitle.ts";
import { citedSentences } from "../shared/sentenceIds.ts";
import type { GeneratedQa, ItemResult, PlannedItem, Strategy } from "../Strategy.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { PROMPT_VERSION, scirgenMessages } from "./prompt.ts";
import { QUESTION_TYPE_DESCRIPTIONS, QUESTION_TYPE_NAMES, QUESTION_TYPES, type QuestionType } from "./questionTypes.ts";
import { retrieverFor } from "./retrieveContext.ts";
import { type ScirgenOutput, scirgenSchema } from "./schema.ts";
import { type ScirgenSettings, ScirgenSettingsSchema } from "./settings.ts";
import { scirgenCitation } from "./citation.ts";

const OUTPUT_SETTING = settingTitle(ScirgenSettingsSchema, "maxTokens");
const OUTPUT_MINIMUM = settingMinimum(ScirgenSettingsSchema, "maxTokens");

/** One item per chosen question type, in the taxonomy's order, each asking for `qaPerType` QAs. */
export function planScirgen(settings: ScirgenSettings): PlannedItem[] {
  return QUESTION_TYPES.filter((type) => settings.questionTypes.includes(type)).map((type) => ({
    itemKey: `type:${type}`,
    kind: "question-type",
    scope: { questionType: type, count: settings.qaPerType },
  }));
}

function readScope(scope: Record<string, unknown>): { type: QuestionType; count: number } {
  const type = QUESTION_TYPES.find((t) => t === scope.questionType);
  if (!type || typeof scope.count !== "number" || scope.count < 1) throw new TypeError(`Not a ScIRGen item: ${JSON.stringify(scope)}`);
  return { type, count: scope.count };
}

/**
 * The type whose prompt is longest. The paper is fitted to that prompt for every type, so all of
 * a paper's items show the same paper text, the prefix a lane keeps evaluated between them.
 */
const LONGEST_TYPE = [...QUESTION_TYPES].sort((a, b) => QUESTION_TYPE_DESCRIPTIONS[b].length + QUESTION_TYPE_NAMES[b].length - (QUESTION_TYPE_DESCRIPTIONS[a].length + QUESTION_TYPE_NAMES[a].length))[0]!;

const fittingRender = (settings: ScirgenSettings, count: number) => (paperText: string) =>
  scirgenMessages({ paperText, type: LONGEST_TYPE, count, maxEvidence: settings.maxEvidence });

async function execute(item: PlannedItem, paper: PaperForGeneration, settings: ScirgenSettings, generator: GenerationPort, signal?: AbortSignal): Promise<ItemResult> {
  const { type, count } = readScope(item.scope);
  const fitted = fitPaper(paper, generator, settings.maxTokens, fittingRender(settings, count), OUTPUT_SETTING, OUTPUT_MINIMUM);
  const shown = fitted.context.sentences;
  const messages = scirgenMessages({ paperText: fitted.context.text, type, count, maxEvidence: settings.maxEvidence });
  signal?.throwIfAborted();
  const { output, tokens } = await generator.generate<ScirgenOutput>({
    ...messages,
    schema: scirgenSchema(count, settings.maxEvidence, shown.map((s) => s.id)),
    maxTokens: fitted.maxTokens,
    temperature: settings.temperature ?? undefined,
    signal,
  });
  const paperContext = describeContext(fitted.context);
  // Retrieval reads the whole paper, not only what the prompt held: a RAG system searching the
  // corpus would not know which part the writer saw.
  const retrieve = retrieverFor(paper);
  const qas: GeneratedQa[] = [];
  for (const raw of output.qas) {
    const pair = usablePair(raw);
    if (!pair) continue;
    const { question, answer } = pair;
    const retrieved = retrieve(question, settings.retrievedPassages);
    qas.push({
      question,
      answer,
      type,
      difficulty: null,
      hop: null,
      negative: false,
      evidenceQuotes: citedSentences(raw.evidence, shown, settings.maxEvidence),
      labels: { questionType: type },
      context: { ...paperContext, retrieved: retrieved.map((r) => ({ passageId: r.passageId, score: Number(r.score.toFixed(4)) })) },
      scoringContext: {
        texts: retrieved.map((r) => r.text),
        name:
          retrieved.length === 0
            ? "no paragraph of the paper was retrieved for the question (none shares a content word with it)"
            : `the ${retrieved.length === 1 ? "paragraph" : `${retrieved.length} paragraphs`} of the paper retrieved for the question`,
      },
    });
  }
  const unusable = output.qas.length - qas.length;
  const reason = qas.length === 0 && unusable === 0 ? NO_QAS_REASON : unusable > 0 ? placeholderReason(unusable, output.qas.length) : undefined;
  return { qas, tokens, evidenceScope: fitted.context.passageIds, ...(reason ? { reason } : {}) };
}

/**
 * ScIRGen (arXiv 2506.11117): questions across the 18 categories of Graesser's cognitive taxonomy,
 * three per category from each paper, every answer then tested by the perplexity shift (dSePer)
 * against the paper's paragraphs retrieved for its question, scored by the run's judge model when
 * it names one.
 */
export const scirgenStrategy: Strategy<ScirgenSettings> = withTableQuestions({
  name: "scirgen",
  promptVersion: PROMPT_VERSION,
  label: "ScIRGen",
  typeNames: QUESTION_TYPE_NAMES,
  summary:
    "Asks each paper the 18 kinds of question of Graesser's cognitive taxonomy, from yes-or-no checks to causes, purposes and judgements, three of each, and keeps an answer when the paragraphs retrieved for its question make it more likely (after ScIRGen).",
  differences:
    "ScIRGen wrote questions about datasets from structured passages extracted from the papers that use them, with examples in the prompt; here the questions are about the paper itself, asked from its full text, one call per question type, with our own description of each type and no examples. Its perplexity-shift filter is kept (the paragraphs a BM25 retriever finds for the question against the question alone, accepted when positive), scored by the run's judge model when one is set, else by the generator, where the paper used one fixed open model.",
  description: "3 QAs for each of the 18 question types of Graesser's taxonomy, filtered by perplexity shift against retrieved context",
  citation: scirgenCitation,
  tables: {
    shown: false,
    why: `ScIRGen builds its contexts from the paper's prose (its background, objectives, methods, findings) and retrieves paragraphs for each question; its prompts show the paragraphs, not the tables.`,
  },
  filters: SCIRGEN_FILTERS,
  settingsSchema: ScirgenSettingsSchema,
  plan: (_paper, settings) => planScirgen(settings),
  execute,
  itemLabel(item) {
    const type = QUESTION_TYPES.find((t) => t === item.scope.questionType);
    return type ? `${QUESTION_TYPE_NAMES[type]} questions` : "Questions";
  },
  // Every item is fitted to the longest type's prompt, so that prompt decides the fit.
  checkFit: (paper, settings, budget, _tools, context) => checkPaperFit(paper, budget, settings.maxTokens, OUTPUT_SETTING, fittingRender(settings, settings.qaPerType), context, OUTPUT_MINIMUM),
});
