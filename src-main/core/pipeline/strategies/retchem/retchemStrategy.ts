import type { GenerationPort } from "../../ports.ts";
import { checkPaperFit } from "../shared/checkPaperFit.ts";
import { describeContext, fitPaper, fitsContext, type Messages } from "../shared/fitPaper.ts";
import { multiHopReason, placeholderReason } from "../shared/itemReasons.ts";
import { isPlaceholder, tidy } from "../shared/outputText.ts";
import { settingTitle } from "../shared/settingTitle.ts";
import { citedSentences, type ShownSentence } from "../shared/sentenceIds.ts";
import { addTokens, noTokens } from "../shared/tokens.ts";
import type { GeneratedQa, ItemResult, PaperForGeneration, PlannedItem, Strategy } from "../Strategy.ts";
import { evidencePlaces } from "./evidencePlaces.ts";
import { type Hop, PROMPT_VERSION, type RetchemPromptInput, retchemMessages } from "./prompt.ts";
import { type RetchemOutput, type RetchemQaOutput, retchemSchema } from "./schema.ts";
import { countFor, QUESTION_TYPES, type QuestionType, type RetchemSettings, RetchemSettingsSchema } from "./settings.ts";

function plan(_paper: PaperForGeneration, settings: RetchemSettings): PlannedItem[] {
  // One item per question type rather than RetChemQA's single call for all 20: a small model
  // keeps count and type far better with one kind of question at a time, and the three items
  // share the paper prefix, so the split costs little prompt evaluation.
  return QUESTION_TYPES.filter((type) => countFor(settings, type) > 0).map((type) => ({
    itemKey: `${settings.hop}:${type}`,
    kind: "question-type",
    scope: { questionType: type, count: countFor(settings, type), hop: settings.hop },
  }));
}

function readScope(scope: Record<string, unknown>): { type: QuestionType; count: number; hop: Hop } {
  const type = QUESTION_TYPES.find((t) => t === scope.questionType);
  const hop = scope.hop === "single" || scope.hop === "multi" ? scope.hop : null;
  if (!type || !hop || typeof scope.count !== "number" || scope.count < 1) throw new TypeError(`Not a RetChemQA item: ${JSON.stringify(scope)}`);
  return { type, count: scope.count, hop };
}

const TRUE_OR_FALSE = /^\s*true\s+or\s+false\b\s*[:,-]?\s*/i;

/** One output QA as a GeneratedQa, or null when it is unusable (a placeholder, an empty field). */
function interpret(raw: RetchemQaOutput, type: QuestionType, hop: Hop, evidence: { shown: readonly ShownSentence[]; max: number }, context: Record<string, unknown>): GeneratedQa | null {
  let question = tidy(raw.question);
  let answer: string;
  const labels: Record<string, unknown> = { questionType: type };
  if (type === "true-false") {
    // RetChemQA's form: the statement behind "True or False:", answered True or False; the
    // justification follows the verdict in the answer (stripped of a verdict it may repeat).
    const statement = question.replace(TRUE_OR_FALSE, "");
    const justification = tidy(raw.justification ?? "").replace(/^(?:true|false)\b[.,:;!-]?\s*/i, "");
    if (isPlaceholder(statement) || !raw.verdict) return null;
    question = `True or false: ${statement}`;
    answer = justification && !isPlaceholder(justification) ? `${raw.verdict}. ${justification}` : raw.verdict;
    labels.truthValue = raw.verdict;
  } else {
    answer = tidy(raw.answer ?? "");
    if (isPlaceholder(question) || isPlaceholder(answer)) return null;
  }
  return { question, answer, type, difficulty: raw.difficulty, hop, negative: false, evidenceQuotes: citedSentences(raw.evidence, evidence.shown, evidence.max), labels, context };
}

const OUTPUT_SETTING = settingTitle(RetchemSettingsSchema, "maxTokens");

const TYPE_LABELS: Record<QuestionType, string> = { factual: "Factual questions", reasoning: "Reasoning questions", "true-false": "True-or-false questions" };

/** The prompt of one question type and hop, with the paper text still to be put in. */
function promptFor(settings: RetchemSettings, type: QuestionType, count: number, hop: Hop) {
  const minPlaces = hop === "multi" ? settings.multiHopMinPlaces : 1;
  const maxEvidence = Math.max(settings.maxEvidence, minPlaces);
  const retries = hop === "multi" ? settings.multiHopRetries : 0;
  const base: Omit<RetchemPromptInput, "paperText"> = { type, hop, count, focus: settings.focus, maxEvidence, minPlaces };
  // The paper is fitted to the longer retry prompt (without its list of kept questions) when a
  // retry may follow, so the second round fits the context as surely as the first.
  const render = (paperText: string) => retchemMessages({ ...base, paperText, retry: retries > 0 ? { kept: [], rejected: count } : undefined });
  return { minPlaces, maxEvidence, retries, base, render };
}

async function execute(item: PlannedItem, paper: PaperForGeneration, settings: RetchemSettings, generator: GenerationPort, signal?: AbortSignal): Promise<ItemResult> {
  const { type, count, hop } = readScope(item.scope);
  const { minPlaces, maxEvidence, retries, base, render } = promptFor(settings, type, count, hop);
  const fitted = fitPaper(paper, generator, settings.maxTokens, render, OUTPUT_SETTING);
  const paperText = fitted.context.text;
  const shown = paper.passages.filter((p) => fitted.context.passageIds.includes(p.id));
  const sentences = fitted.context.sentences;
  const ids = sentences.map((s) => s.id);
  const context = describeContext(fitted.context);
  const tokens = noTokens();

  const kept: GeneratedQa[] = [];
  const dropped: { question: string; places: number; round: number }[] = [];
  let written = 0;
  let unusable = 0;
  let rounds = 0;
  let messages: Messages = retchemMessages({ ...base, paperText });
  let wanted = count;
  for (let round = 1; ; round++) {
    rounds = round;
    signal?.throwIfAborted();
    const result = await generator.generate<RetchemOutput>({
      ...messages,
      schema: retchemSchema(type, wanted, minPlaces, maxEvidence, ids),
      maxTokens: fitted.maxTokens,
      temperature: settings.temperature ?? undefined,
      signal,
    });
    addTokens(tokens, result.tokens);
    let rejected = 0;
    for (const raw of result.output.qas) {
      written++;
      const qa = interpret(raw, type, hop, { shown: sentences, max: maxEvidence }, context);
      if (!qa) {
        unusable++;
        continue;
      }
      if (hop === "multi") {
        // The multi-hop rule: evidence from at least `minPlaces` different paragraphs of the text
        // the model was shown (the cited sentences, as the paper has them). A QA that fails it is dropped (it is a single-hop QA in disguise)
        // and replaced by asking again, at most `multiHopRetries` times.
        const places = evidencePlaces(qa.evidenceQuotes, shown);
        if (places < minPlaces) {
          dropped.push({ question: qa.question, places, round });
          rejected++;
          continue;
        }
        qa.labels.hopCheck = { places, required: minPlaces, round };
      }
      kept.push(qa);
    }
    if (rejected === 0 || round > retries) break;
    wanted = rejected;
    const retry = { ...base, paperText, count: wanted, retry: { kept: kept.map((q) => q.question), rejected } };
    messages = retchemMessages(retry);
    if (!fitsContext(generator, messages, fitted.maxTokens)) messages = retchemMessages({ ...retry, retry: { kept: [], rejected } });
  }
  // Dropped QAs are not returned; each kept QA of the item records them, so the shortfall and
  // its reason stay visible in the dataset.
  if (dropped.length > 0) {
    for (const qa of kept) qa.labels.droppedForTooFewPlaces = dropped.map((d) => ({ ...d, reason: `evidence found in ${d.places} paragraph(s), ${minPlaces} required` }));
  }
  // Why fewer QAs came back than were asked for: the multi-hop check first (it is the method's
  // own rule), then placeholders.
  const reason =
    dropped.length > 0
      ? multiHopReason(dropped.length, written - unusable, dropped.map((d) => d.places), minPlaces, rounds)
      : unusable > 0
        ? placeholderReason(unusable, written)
        : undefined;
  return { qas: kept, tokens, evidenceScope: fitted.context.passageIds, ...(reason ? { reason } : {}) };
}

/**
 * RetChemQA (Rampal et al.): per paper 6 factual, 7 reasoning and 7 true-or-false QAs with a
 * difficulty, from the whole paper, in a single-hop or a multi-hop mode. Evidence is cited by
 * sentence id. Multi-hop QAs must cite evidence from at least two paragraphs; those that do not are
 * dropped and asked for again once.
 */
export const retchemStrategy: Strategy<RetchemSettings> = {
  name: "retchem",
  promptVersion: PROMPT_VERSION,
  label: "RetChemQA",
  summary:
    "Writes a fixed mix of factual, reasoning and true-or-false QAs for each paper, every answer tied to one place in the paper or, in multi-hop mode, to several (after RetChemQA, Rampal et al.).",
  description: "RetChemQA: 6 factual, 7 reasoning and 7 true-or-false QAs per paper, single- or multi-hop",
  settingsSchema: RetchemSettingsSchema,
  plan,
  execute,
  itemLabel(item) {
    const type = QUESTION_TYPES.find((t) => t === item.scope.questionType);
    const label = type ? TYPE_LABELS[type] : "Questions";
    return item.scope.hop === "multi" ? `${label} (multi-hop)` : label;
  },
  // The three items share the paper; the longest prompt (the type with the most questions) decides.
  checkFit(paper, settings, budget, _tools, context) {
    const items = plan(paper, settings).map((p) => readScope(p.scope));
    const largest = items.sort((a, b) => b.count - a.count)[0];
    if (!largest) return [];
    return checkPaperFit(paper, budget, settings.maxTokens, OUTPUT_SETTING, promptFor(settings, largest.type, largest.count, largest.hop).render, context);
  },
};
