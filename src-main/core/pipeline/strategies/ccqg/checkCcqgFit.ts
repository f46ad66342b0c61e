import { runOptionTitle } from "../../../../contract/runOptions.ts";
import type { TokenBudget } from "../../ports.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { contextNeeded, fitsContext, outputTokens, requestTokens, type Messages } from "../shared/requestSize.ts";
import { numberPassage } from "../shared/sentenceIds.ts";
import type { FitFinding, StrategyTools } from "../strategyServices.ts";
import { answerMessages, questionMessages } from "./prompt.ts";
import { candidateParagraphs } from "./salience.ts";
import type { CcqgSettings } from "./settings.ts";

/**
 * Whether the longest paragraph's question prompt and an answer prompt showing it fit the
 * context (an answer shows fewer paired paragraphs when all of them do not fit).
 */
export function checkCcqgFit(paper: PaperForGeneration, settings: CcqgSettings, budget: TokenBudget, _tools: StrategyTools, context: { paperName: string; maxContextSize: number | null }): FitFinding[] {
  const longest = candidateParagraphs(paper, settings.minParagraphWords).reduce<PaperForGeneration["passages"][number] | null>((a, b) => (!a || b.text.length > a.text.length ? b : a), null);
  if (!longest) return [];
  const header = { title: paper.title, keywords: paper.keywords };
  const numbered = numberPassage(longest, 1).text;
  const calls: [Messages, number][] = [
    [questionMessages(header, longest.text, settings.questionsPerParagraph), settings.questionMaxTokens],
    // The question is not known before the run; 120 characters is a long one.
    [answerMessages(header, [numbered], "?".repeat(120), { min: settings.answerMinWords, max: settings.answerMaxWords }, settings.maxEvidence), settings.maxTokens],
  ];
  const n = (value: number) => value.toLocaleString("en-US");
  for (const [messages, maxTokens] of calls) {
    if (fitsContext(budget, messages, outputTokens(maxTokens, budget.contextSize))) continue;
    const needed = contextNeeded(requestTokens(budget, messages), maxTokens);
    const tooLong = context.maxContextSize !== null && needed > context.maxContextSize;
    return [
      {
        severity: "blocker",
        code: "paragraph-does-not-fit",
        message: `"${context.paperName}": a prompt with its longest paragraph needs a context of about ${n(needed)} tokens, more than the ${n(budget.contextSize)} set.`,
        fix: tooLong ? `This model's context (at most ${n(context.maxContextSize!)} tokens) is too small for CCQG's paragraph prompts: pick a model with a longer context.` : `Set "${runOptionTitle("contextSize")}" to at least ${n(needed)} tokens (under Advanced).`,
      },
    ];
  }
  return [];
}
