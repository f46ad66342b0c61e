import { runOptionTitle } from "../../../../contract/runOptions.ts";
import type { TokenBudget } from "../../ports.ts";
import { buildPaperContext } from "../paperContext.ts";
import type { FitCheckContext, FitFinding } from "../strategyServices.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { ContextTooSmallError } from "./ContextTooSmallError.ts";
import { fitPaper, MIN_PAPER_TOKENS } from "./fitPaper.ts";
import { contextNeeded, type Messages, requestTokens } from "./requestSize.ts";
import { largestFittingOutput, longerModelAdvice, outputFloor } from "./outputRoom.ts";

const n = (value: number) => value.toLocaleString("en-US");

/** "Set Context size to 8,192 tokens...", or why no context of this model can hold the paper whole. */
export function wholePaperAdvice(needed: number, max: number | null, otherwise = "the run uses the shortened paper"): string {
  if (max !== null && needed > max) {
    return `The whole paper needs a context of about ${n(needed)} tokens, more than this model was trained for (${n(max)}): a model with a longer context can hold it; otherwise ${otherwise}.`;
  }
  return `Set "${runOptionTitle("contextSize")}" to ${n(needed)} tokens or more (under Advanced) to hold the whole paper.`;
}

/**
 * Whether a paper-level prompt (`render` puts the paper in it) fits the context, as `fitPaper`
 * would fit it during the run: a paper that would be shortened is a warning that says how much
 * of its body fits, what is left out and what context would hold it whole; a context that cannot
 * hold even a minimal part of it is a blocker, with the smallest context that would.
 */
export function checkPaperFit(
  paper: PaperForGeneration,
  budget: TokenBudget,
  maxTokens: number,
  outputSetting: string,
  render: (paperText: string) => Messages,
  context: FitCheckContext,
  minOutput: number | null = null,
): FitFinding[] {
  const count = (text: string) => budget.countTokens(text);
  const whole = buildPaperContext(paper, Number.POSITIVE_INFINITY, count);
  const wholeNeeded = contextNeeded(requestTokens(budget, render(whole.text)), maxTokens);
  const name = `"${context.paperName}"`;
  try {
    const fitted = fitPaper(paper, budget, maxTokens, render, outputSetting);
    if (fitted.context.policy === "whole-paper") return [];
    const share = Math.floor((100 * fitted.context.tokens) / Math.max(1, whole.tokens));
    const left = fitted.context.omittedSections.length > 0 ? fitted.context.omittedSections.join(", ") : "parts of its sections";
    const partly = fitted.context.includedSections.filter((s) => s.endsWith("(partly)"));
    return [
      {
        severity: "warning",
        code: "paper-shortened",
        message:
          `${name} would be shortened to fit the ${n(budget.contextSize)}-token context: ${n(fitted.context.tokens)} of its ${n(whole.tokens)} tokens fit (${share}%), ` +
          `with ${n(fitted.maxTokens)} kept for the answer. Left out: ${left}${partly.length > 0 ? `; cut short: ${partly.map((s) => s.replace(/ \(partly\)$/, "")).join(", ")}` : ""}. ` +
          `Questions can only be about what is shown; what was left out is recorded with every QA.`,
        fix: wholePaperAdvice(wholeNeeded, context.maxContextSize),
      },
    ];
  } catch (error) {
    if (!(error instanceof ContextTooSmallError)) throw error;
    const max = context.maxContextSize;
    const minimal = smallestFittingContext(paper, budget, maxTokens, render, contextNeeded(error.instructionTokens + MIN_PAPER_TOKENS, maxTokens), wholeNeeded);
    const field = `"${runOptionTitle("contextSize")}"`;
    const floor = outputFloor(minOutput);
    return [
      {
        severity: "blocker",
        code: "paper-does-not-fit",
        message: `${name}: ${error.message.replace(/ Raise ".*$/, "")}`,
        fix:
          max !== null && minimal > max
            ? longerModelAdvice(max, outputSetting, floor, largestFittingOutput((output) => fitsAt(paper, budget, output, render, max), maxTokens, floor))
            : max !== null && wholeNeeded > max
              ? `Set ${field} to at least ${n(minimal)} tokens (under Advanced); the paper will still be shortened, since this model takes at most ${n(max)}.`
              : `Set ${field} to at least ${n(minimal)} tokens (under Advanced); ${n(wholeNeeded)} holds the whole paper.`,
      },
    ];
  }
}

/**
 * The smallest context (a multiple of 256) in which the paper-level prompt fits, searched
 * between a lower bound (instructions, the minimal paper and the answer) and the context that
 * holds the whole paper: the paper's header is always shown, so the bound alone can fall short.
 */
function smallestFittingContext(paper: PaperForGeneration, budget: TokenBudget, maxTokens: number, render: (paperText: string) => Messages, low: number, high: number): number {
  const fits = (size: number) => fitsAt(paper, budget, maxTokens, render, size);
  let lo = Math.ceil(low / 256);
  let hi = Math.max(lo, Math.ceil(high / 256));
  if (!fits(hi * 256)) return hi * 256;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid * 256)) hi = mid;
    else lo = mid + 1;
  }
  return lo * 256;
}

/** Whether the paper-level prompt fits a context of `contextSize` with `output` tokens kept for the answer. */
function fitsAt(paper: PaperForGeneration, budget: TokenBudget, output: number, render: (paperText: string) => Messages, contextSize: number): boolean {
  try {
    fitPaper(paper, { countTokens: budget.countTokens, contextSize }, output, render);
    return true;
  } catch (error) {
    if (error instanceof ContextTooSmallError) return false;
    throw error;
  }
}
