import type { PaperForGeneration } from "../paperForGeneration.ts";
import type { PlannedItem } from "../Strategy.ts";
import type { Hop } from "./prompt.ts";
import { countFor, QUESTION_TYPES, type RetchemQuestionType, type RetchemSettings } from "./settings.ts";

export const SYNTHESIS_KIND = "synthesis";

export function plan(_paper: PaperForGeneration, settings: RetchemSettings): PlannedItem[] {
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

export function readScope(scope: Record<string, unknown>): { type: RetchemQuestionType; count: number; hop: Hop } {
  const type = QUESTION_TYPES.find((t) => t === scope.questionType);
  const hop = scope.hop === "single" || scope.hop === "multi" ? scope.hop : null;
  if (!type || !hop || typeof scope.count !== "number" || scope.count < 1) throw new TypeError(`Not a RetChemQA item: ${JSON.stringify(scope)}`);
  return { type, count: scope.count, hop };
}

/**
 * The paper as RetChemQA gives it to the model: everything its files hold, tables included.
 * Its prompts were filled with the whole text extracted from the article and its supplement
 * (PDF, Word, XML), and text extracted from such files carries the tables' cells, where amounts,
 * temperatures and yields are often reported. Here each table follows the body under its caption,
 * a row per line with every cell after its heading, citable like a sentence.
 */
export const withTables = (paper: PaperForGeneration): PaperForGeneration => ({ ...paper, tablesInText: true });
