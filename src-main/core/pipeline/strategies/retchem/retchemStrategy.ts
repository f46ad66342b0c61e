import { RETCHEM_FILTERS } from "./filters.ts";
import { withTableQuestions } from "../shared/tableQuestions.ts";
import type { GenerationPort } from "../../ports.ts";
import { checkPaperFit } from "../shared/checkPaperFit.ts";
import type { ExecuteServices } from "../strategyServices.ts";
import type { ItemResult, PlannedItem, Strategy } from "../Strategy.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { PROMPT_VERSION, synthesisMessages } from "./prompt.ts";
import { QUESTION_TYPES, type RetchemQuestionType, type RetchemSettings, RetchemSettingsSchema } from "./settings.ts";
import { retchemCitation } from "./citation.ts";
import { plan, readScope, SYNTHESIS_KIND, withTables } from "./planRetchem.ts";
import { OUTPUT_MINIMUM, OUTPUT_SETTING, promptFor, SYNTHESIS_MINIMUM, SYNTHESIS_SETTING } from "./itemPrompt.ts";
import { extractSynthesis } from "./extractSynthesis.ts";
import { executeQuestions } from "./executeQuestions.ts";

const TYPE_LABELS: Record<RetchemQuestionType, string> = { factual: "Factual questions", reasoning: "Reasoning questions", "true-false": "True-or-false questions" };

async function execute(item: PlannedItem, whole: PaperForGeneration, settings: RetchemSettings, generator: GenerationPort, signal?: AbortSignal, services?: ExecuteServices): Promise<ItemResult> {
  const paper = withTables(whole);
  if (item.kind === SYNTHESIS_KIND) return extractSynthesis(item, paper, settings, generator, signal, services);
  return executeQuestions(item, paper, settings, generator, signal);
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
    const findings = largest ? checkPaperFit(paper, budget, settings.maxTokens, OUTPUT_SETTING, promptFor(settings, largest.type, largest.count, largest.hop).render, context, OUTPUT_MINIMUM) : [];
    if (!settings.synthesis) return findings;
    // The extraction reserves its own output tokens, so it may not fit where the questions do.
    const synthesis = checkPaperFit(paper, budget, settings.synthesisMaxTokens, SYNTHESIS_SETTING, (text) => synthesisMessages(text, settings.maxMaterials, settings.hop), context, SYNTHESIS_MINIMUM);
    return [...findings, ...synthesis.filter((f) => !findings.some((g) => g.code === f.code))];
  },
});
