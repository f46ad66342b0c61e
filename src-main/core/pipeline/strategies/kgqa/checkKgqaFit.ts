import { runOptionTitle } from "../../../../contract/runOptions.ts";
import type { TokenBudget } from "../../ports.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import type { Messages } from "../shared/requestSize.ts";
import { numberPassage } from "../shared/sentenceIds.ts";
import { worstCall, worstCallMessage } from "../shared/worstCall.ts";
import type { FitFinding } from "../strategyServices.ts";
import { graphPassages } from "./graphPassages.ts";
import { answerMessages, extractMessages } from "./prompt.ts";
import type { KgqaSettings } from "./settings.ts";

/**
 * Whether the longest requests fit: the triplet extraction of the longest paragraph, and asking
 * about a group shown with the paper's longest paragraphs (which paragraphs a group gets is only
 * known once the graph is built, so the worst case is checked).
 */
export function checkKgqaFit(paper: PaperForGeneration, settings: KgqaSettings, budget: TokenBudget, _tools: unknown, context: { paperName: string; maxContextSize: number | null }): FitFinding[] {
  const passages = graphPassages(paper);
  if (passages.length === 0) return [];
  const numbered = passages.map((p) => numberPassage(p, 1).text);
  const longest = [...numbered].sort((a, b) => b.length - a.length);
  const calls: [string, Messages, number][] = [
    ["the triplet extraction of its longest paragraph", extractMessages(longest[0]!, settings.tripletsPerParagraph), settings.extractMaxTokens],
    [
      "answering a question shown with its longest paragraphs",
      answerMessages({ title: paper.title, keywords: paper.keywords, triplets: [{ head: "x", relation: "y", tail: "z" }], paragraphs: longest.slice(0, settings.paragraphsPerGroup) }, "?", settings.maxEvidence),
      settings.maxTokens,
    ],
  ];
  const worst = worstCall(budget, calls.map(([what, messages, maxTokens]) => ({ what, messages, maxTokens })));
  if (!worst) return [];
  const n = (value: number) => value.toLocaleString("en-US");
  const tooLong = context.maxContextSize !== null && worst.needed > context.maxContextSize;
  return [
    {
      severity: "blocker",
      code: "paragraphs-do-not-fit",
      message: worstCallMessage(context.paperName, worst, budget.contextSize),
      fix: tooLong
        ? `Lower "Paragraphs per group", or pick a model with a longer context (this one holds at most ${n(context.maxContextSize!)} tokens).`
        : `Set "${runOptionTitle("contextSize")}" to at least ${n(worst.needed)} tokens (under Advanced), or lower "Paragraphs per group".`,
    },
  ];
}
