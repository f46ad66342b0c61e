import { RETCHEM_FILTERS } from "./filters.ts";
import { withTableQuestions } from "../shared/tableQuestions.ts";
import type { GenerationPort } from "../../ports.ts";
import { checkPaperFit } from "../shared/checkPaperFit.ts";
import { describeContext, fitPaper, fitsContext, type Messages } from "../shared/fitPaper.ts";
import { multiHopReason, placeholderReason } from "../shared/itemReasons.ts";
import { isPlaceholder, tidy } from "../shared/outputText.ts";
import { settingTitle } from "../shared/settingTitle.ts";
import { citedSentences, type ShownSentence } from "../shared/sentenceIds.ts";
import { addTokens, noTokens } from "../../../../contract/tokens.ts";
import type { ExecuteServices, GeneratedQa, ItemResult, PaperForGeneration, PlannedItem, Strategy } from "../Strategy.ts";
import { checkHops, type HopCheck } from "./hopCheck.ts";
import { type Hop, PROMPT_VERSION, type RetchemPromptInput, retchemMessages, synthesisMessages } from "./prompt.ts";
import { type RetchemOutput, type RetchemQaOutput, retchemSchema, type SynthesisOutput, synthesisSchema } from "./schema.ts";
import { describeSynthesis, interpretSynthesis } from "./synthesis.ts";
import { countFor, QUESTION_TYPES, type RetchemQuestionType, type RetchemSettings, RetchemSettingsSchema } from "./settings.ts";
import { retchemCitation } from "./citation.ts";

const SYNTHESIS_KIND = "synthesis";

function plan(_paper: PaperForGeneration, settings: RetchemSettings): PlannedItem[] {
  // One item per question type rather than RetChemQA's single call for all 20: a small model
  // keeps count and type far better with one kind of question at a time, and the three items
  // share the paper prefix, so the split costs little prompt evaluation.
  const items: PlannedItem[] = QUESTION_TYPES.filter((type) => countFor(settings, type) > 0).map((type) => ({
    itemKey: `${settings.hop}:${type}`,
    kind: "question-type",
    scope: { questionType: type, count: countFor(settings, type), hop: settings.hop },
  }));
  // RetChemQA's third dataset, the synthesis conditions, from the same paper text.
  if (settings.synthesis) items.push({ itemKey: SYNTHESIS_KIND, kind: SYNTHESIS_KIND, scope: { hop: settings.hop } });
  return items;
}

function readScope(scope: Record<string, unknown>): { type: RetchemQuestionType; count: number; hop: Hop } {
  const type = QUESTION_TYPES.find((t) => t === scope.questionType);
  const hop = scope.hop === "single" || scope.hop === "multi" ? scope.hop : null;
  if (!type || !hop || typeof scope.count !== "number" || scope.count < 1) throw new TypeError(`Not a RetChemQA item: ${JSON.stringify(scope)}`);
  return { type, count: scope.count, hop };
}

const TRUE_OR_FALSE = /^\s*true\s+or\s+false\b\s*[:,-]?\s*/i;

/** One output QA as a GeneratedQa, or null when it is unusable (a placeholder, an empty field). */
function interpret(raw: RetchemQaOutput, type: RetchemQuestionType, hop: Hop, evidence: { shown: readonly ShownSentence[]; max: number }, context: Record<string, unknown>): GeneratedQa | null {
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
  const ids = hop === "multi" ? (raw.hops ?? []).map((h) => h.sentence) : (raw.evidence ?? []);
  if (hop === "multi") {
    // What the model said each place adds and how they combine: the QA's own account of its hops,
    // kept beside the check that tests it.
    labels.hops = (raw.hops ?? []).map((h) => ({ sentence: h.sentence, contributes: tidy(h.contributes) }));
    labels.reasoning = tidy(raw.reasoning ?? "");
  }
  return { question, answer, type, difficulty: raw.difficulty, hop, negative: false, evidenceQuotes: citedSentences(ids, evidence.shown, evidence.max), labels, context };
}

/**
 * What the multi-hop check reads as the QA's answer: the answer itself, or for a true-or-false
 * QA the statement and its justification (the statement carries the claim). The question's other
 * words are left out: "...about the YSZ films?" would otherwise credit any paragraph naming YSZ.
 */
function answerContent(qa: GeneratedQa, type: RetchemQuestionType): string {
  return type === "true-false" ? `${qa.question.replace(TRUE_OR_FALSE, "")} ${qa.answer}` : qa.answer;
}

/** The shown sentences a QA cites, in reading order (each once). */
function citedShown(raw: RetchemQaOutput, hop: Hop, shown: readonly ShownSentence[]): ShownSentence[] {
  const ids = new Set(hop === "multi" ? (raw.hops ?? []).map((h) => h.sentence) : (raw.evidence ?? []));
  return shown.filter((s) => ids.has(s.id));
}

const OUTPUT_SETTING = settingTitle(RetchemSettingsSchema, "maxTokens");

const TYPE_LABELS: Record<RetchemQuestionType, string> = { factual: "Factual questions", reasoning: "Reasoning questions", "true-false": "True-or-false questions" };

/** The prompt of one question type and hop, with the paper text still to be put in. */
function promptFor(settings: RetchemSettings, type: RetchemQuestionType, count: number, hop: Hop) {
  const minPlaces = hop === "multi" ? settings.multiHopMinPlaces : 1;
  const maxEvidence = Math.max(settings.maxEvidence, minPlaces);
  const retries = hop === "multi" ? settings.multiHopRetries : 0;
  const base: Omit<RetchemPromptInput, "paperText"> = { type, hop, count, focus: settings.focus, maxEvidence, minPlaces };
  // The paper is fitted to the longer retry prompt (without its list of kept questions) when a
  // retry may follow, so the second round fits the context as surely as the first.
  const render = (paperText: string) => retchemMessages({ ...base, paperText, retry: retries > 0 ? { kept: [], rejected: count } : undefined });
  return { minPlaces, maxEvidence, retries, base, render };
}

const SYNTHESIS_SETTING = settingTitle(RetchemSettingsSchema, "synthesisMaxTokens");

/** The synthesis-conditions item: one structured extraction over the paper, stored through `services`, no QAs. */
async function extractSynthesis(item: PlannedItem, paper: PaperForGeneration, settings: RetchemSettings, generator: GenerationPort, signal?: AbortSignal, services?: ExecuteServices): Promise<ItemResult> {
  const hop: Hop = item.scope.hop === "multi" ? "multi" : "single";
  const fitted = fitPaper(paper, generator, settings.synthesisMaxTokens, (text) => synthesisMessages(text, settings.maxMaterials, hop), SYNTHESIS_SETTING);
  const sentences = fitted.context.sentences;
  signal?.throwIfAborted();
  const result = await generator.generate<SynthesisOutput>({
    system: fitted.system,
    prompt: fitted.prompt,
    schema: synthesisSchema(sentences.map((s) => s.id), settings.maxMaterials),
    maxTokens: fitted.maxTokens,
    temperature: settings.temperature ?? undefined,
    signal,
  });
  const conditions = interpretSynthesis(result.output, sentences, { promptVersion: PROMPT_VERSION, policy: fitted.context.policy });
  services?.syntheses?.save(paper.id, conditions);
  return { qas: [], tokens: result.tokens, evidenceScope: fitted.context.passageIds, reason: { code: conditions.reported ? "synthesis-extracted" : "no-synthesis-reported", message: describeSynthesis(conditions) } };
}

/**
 * The paper as RetChemQA gives it to the model: everything its files hold, tables included.
 * Its prompts were filled with the whole text extracted from the article and its supplement
 * (PDF, Word, XML), and text extracted from such files carries the tables' cells, where amounts,
 * temperatures and yields are often reported. Here each table follows the body under its caption,
 * a row per line with every cell after its heading, citable like a sentence.
 */
const withTables = (paper: PaperForGeneration): PaperForGeneration => ({ ...paper, tablesInText: true });

async function execute(item: PlannedItem, whole: PaperForGeneration, settings: RetchemSettings, generator: GenerationPort, signal?: AbortSignal, services?: ExecuteServices): Promise<ItemResult> {
  const paper = withTables(whole);
  if (item.kind === SYNTHESIS_KIND) return extractSynthesis(item, paper, settings, generator, signal, services);
  const { type, count, hop } = readScope(item.scope);
  const { minPlaces, maxEvidence, retries, base, render } = promptFor(settings, type, count, hop);
  const fitted = fitPaper(paper, generator, settings.maxTokens, render, OUTPUT_SETTING);
  const paperText = fitted.context.text;
  const sentences = fitted.context.sentences;
  const ids = sentences.map((s) => s.id);
  const context = describeContext(fitted.context);
  const tokens = noTokens();

  const kept: GeneratedQa[] = [];
  const dropped: { question: string; places: number; contributing: number; round: number }[] = [];
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
      schema: retchemSchema(type, wanted, minPlaces, maxEvidence, ids, hop === "multi"),
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
        // The multi-hop rule (hopCheck.ts): at least `minPlaces` cited paragraphs each give the
        // question or answer a term or number the other cited paragraphs do not. A QA that fails
        // is a single-hop QA in disguise: dropped, and replaced by asking again, at most
        // `multiHopRetries` times.
        const check: HopCheck = checkHops(answerContent(qa, type), citedShown(raw, hop, sentences), minPlaces);
        if (!check.passed) {
          dropped.push({ question: qa.question, places: check.places, contributing: check.contributing, round });
          rejected++;
          continue;
        }
        qa.labels.hopCheck = { ...check, round };
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
    for (const qa of kept)
      qa.labels.droppedForTooFewPlaces = dropped.map((d) => ({ ...d, reason: `${d.contributing} of ${d.places} cited paragraph(s) added something of their own to the answer, ${minPlaces} required` }));
  }
  // Why fewer QAs came back than were asked for: the multi-hop check first (it is the method's
  // own rule), then placeholders.
  const reason =
    dropped.length > 0
      ? multiHopReason(dropped.length, written - unusable, dropped.map((d) => d.contributing), minPlaces, rounds)
      : unusable > 0
        ? placeholderReason(unusable, written)
        : undefined;
  return { qas: kept, tokens, evidenceScope: fitted.context.passageIds, ...(reason ? { reason } : {}) };
}

/**
 * RetChemQA (Rampal et al.): per paper 6 factual, 7 reasoning and 7 true-or-false QAs with a
 * difficulty, from the whole paper, in a single-hop or a multi-hop mode, and the paper's synthesis
 * conditions. Evidence is cited by sentence id. A multi-hop QA names what each cited place adds and
 * how they combine; unless at least two cited paragraphs each give it something of their own
 * (hopCheck.ts) it is dropped and asked for again once.
 */
export const retchemStrategy: Strategy<RetchemSettings> = withTableQuestions({
  name: "retchem",
  promptVersion: PROMPT_VERSION,
  label: "RetChemQA",
  fillsPaperTab: "synthesis",
  typeNames: { "true-false": "True or false" },
  summary:
    "Writes a fixed mix of factual, reasoning and true-or-false QAs for each paper, every answer tied to one place in the paper or, in multi-hop mode, to several it combines, and extracts the paper's synthesis conditions (after RetChemQA, Rampal et al.).",
  differences: [
    "One request per question type (6 factual, 7 reasoning, 7 true-or-false) instead of one request for all 20, and the synthesis conditions as a fourth request over the same paper text, instead of a separate run.",
    "Every output is held to a JSON grammar, so the paper's failures (output that is not JSON) cannot occur; placeholder items (\"add more questions as needed\") are still detected and left out.",
    "Answers and synthesis values cite the sentences they come from by id, stored at their exact offsets; the paper kept no context with its QAs.",
    "A multi-hop QA must name what each cited place adds and how they combine, and is kept only when at least two cited paragraphs each give its question or answer a word or number the others do not; failing ones are dropped and asked for again. The paper only asked for multi-hop questions and judged them by hand.",
    "A paper longer than the model's context is shortened section by section (the paper sent up to 128k tokens); manuscript and supplement are one imported document each, not joined.",
    "The synthesis record has fixed fields (reagents and solvents with amounts, temperatures, times, steps) instead of open-ended labels, and says \"none reported\" for a paper without a synthesis.",
    "Questions are steered by a Focus setting (materials, preparation, characterisation, results) rather than built only from the synthesis conditions, so papers outside reticular chemistry work too.",
    "True-or-false answers carry a one-sentence justification after the verdict, and the prompt asks for about as many false statements as true ones.",
  ].join(" "),
  description: "6 factual, 7 reasoning and 7 true-or-false QAs per paper, single- or multi-hop, plus the paper's synthesis conditions",
  citation: retchemCitation,
  tables: {
    shown: true,
    why: `RetChemQA filled its prompts with all the text extracted from the article and its supplement (PDF, Word or XML), which carries the tables' cells, where syntheses report amounts, temperatures and yields; each table follows the body under its caption, a row per line, citable like a sentence.`,
  },
  filters: RETCHEM_FILTERS,
  settingsSchema: RetchemSettingsSchema,
  plan,
  execute,
  itemLabel(item) {
    if (item.kind === SYNTHESIS_KIND) return "Synthesis conditions";
    const type = QUESTION_TYPES.find((t) => t === item.scope.questionType);
    const label = type ? TYPE_LABELS[type] : "Questions";
    return item.scope.hop === "multi" ? `${label} (multi-hop)` : label;
  },
  // The three items share the paper; the longest prompt (the type with the most questions) decides.
  checkFit(whole, settings, budget, _tools, context) {
    const paper = withTables(whole);
    const items = plan(paper, settings)
      .filter((p) => p.kind !== SYNTHESIS_KIND)
      .map((p) => readScope(p.scope));
    const largest = items.sort((a, b) => b.count - a.count)[0];
    const findings = largest ? checkPaperFit(paper, budget, settings.maxTokens, OUTPUT_SETTING, promptFor(settings, largest.type, largest.count, largest.hop).render, context) : [];
    if (!settings.synthesis) return findings;
    // The extraction reserves its own output tokens, so it may not fit where the questions do.
    const synthesis = checkPaperFit(paper, budget, settings.synthesisMaxTokens, SYNTHESIS_SETTING, (text) => synthesisMessages(text, settings.maxMaterials, settings.hop), context);
    return [...findings, ...synthesis.filter((f) => !findings.some((g) => g.code === f.code))];
  },
});
