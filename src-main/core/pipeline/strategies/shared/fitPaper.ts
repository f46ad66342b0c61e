import type { TokenBudget } from "../../ports.ts";
import { buildPaperContext, type PaperContext } from "../paperContext.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { ContextTooSmallError } from "./ContextTooSmallError.ts";
import { largestFittingOutput, longerModelAdvice, outputFloor } from "./outputRoom.ts";
import { outputTokens, TEMPLATE_MARGIN, type Messages } from "./requestSize.ts";

export interface FittedPaper extends Messages {
  context: PaperContext;
  /** Output tokens to ask for (the setting, capped by `outputTokens`). */
  maxTokens: number;
}

/** Below this, a paper-level question set would be written from little more than the title. */
export const MIN_PAPER_TOKENS = 256;

/**
 * A paper-level request: `render` puts the paper text into the instructions, and the paper gets
 * whatever the context has left after the instructions (measured with the model's tokenizer on
 * the rendered text) and the reserved answer. A paper that does not fit is shortened by
 * buildPaperContext's section policy, and the returned `context` says what was left out.
 */
export function fitPaper(
  paper: PaperForGeneration,
  generator: TokenBudget,
  maxTokens: number,
  render: (paperText: string) => Messages,
  outputSetting: string | null = "Output tokens",
  outputMinimum: number | null = null,
): FittedPaper {
  try {
    return fitWithin(paper, generator, maxTokens, render, outputSetting);
  } catch (error) {
    throw withModelLimitAdvice(error, paper, generator, maxTokens, render, outputSetting, outputMinimum);
  }
}

function fitWithin(paper: PaperForGeneration, generator: TokenBudget, maxTokens: number, render: (paperText: string) => Messages, outputSetting: string | null): FittedPaper {
  const count = (text: string) => generator.countTokens(text);
  const { reserve, budget: first } = withFixedAnswerAdvice(() => paperBudget(generator, maxTokens, render, outputSetting), outputSetting, () => buildPaperContext(paper, 0, count).tokens);
  let budget = first;
  // Tokens where the paper meets the instructions need not add up exactly: when the rendered
  // request comes out over, the paper budget shrinks by the excess and is fitted once more.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (budget < MIN_PAPER_TOKENS) break;
    const context = buildPaperContext(paper, budget, count);
    const messages = render(context.text);
    const total = count(messages.system) + count(messages.prompt) + TEMPLATE_MARGIN + reserve;
    if (total <= generator.contextSize) return { ...messages, context, maxTokens: reserve };
    budget -= total - generator.contextSize;
  }
  // The room passed the minimum, yet the paper did not fit: its part that is always shown (title,
  // abstract, keywords) takes more than that room, and the error says so rather than "at least 256".
  throw tooSmall(generator, reserve, first, outputSetting, maxTokens, buildPaperContext(paper, 0, count).tokens);
}

/**
 * With no output setting to lower (the judge's), the error's advice is a context length; it must
 * count the part of the paper always shown (title, abstract, keywords), or a model of the length
 * it names fails the same way. Other errors pass unchanged, their messages as before.
 */
function withFixedAnswerAdvice<T>(fit: () => T, outputSetting: string | null, headerTokens: () => number): T {
  try {
    return fit();
  } catch (error) {
    if (outputSetting !== null || !(error instanceof ContextTooSmallError) || error.answerTokens === undefined) throw error;
    throw new ContextTooSmallError({
      contextSize: error.contextSize,
      reservedForAnswer: error.reservedForAnswer,
      instructionTokens: error.instructionTokens,
      minimumPaperTokens: error.minimumPaperTokens,
      outputSetting,
      answerTokens: error.answerTokens,
      paperHeaderTokens: headerTokens(),
    });
  }
}

/**
 * At the model's largest context, "Raise Context size" cannot help: the error says instead
 * whether lowering the answer's room to a value the setting takes would fit the paper (found by
 * fitting it), or that only a model with a longer context will. Below the model's largest, or
 * with no output setting (the judge's fixed answer, advised above), the error passes unchanged.
 */
function withModelLimitAdvice(
  error: unknown,
  paper: PaperForGeneration,
  generator: TokenBudget,
  maxTokens: number,
  render: (paperText: string) => Messages,
  outputSetting: string | null,
  outputMinimum: number | null,
): unknown {
  const max = generator.maxContextSize;
  if (!(error instanceof ContextTooSmallError) || outputSetting === null || max == null || generator.contextSize < max) return error;
  const floor = outputFloor(outputMinimum);
  const at = { countTokens: (text: string) => generator.countTokens(text), contextSize: generator.contextSize };
  const fits = (output: number) => {
    try {
      fitWithin(paper, at, output, render, outputSetting);
      return true;
    } catch (inner) {
      if (inner instanceof ContextTooSmallError) return false;
      throw inner;
    }
  };
  return new ContextTooSmallError({
    contextSize: error.contextSize,
    reservedForAnswer: error.reservedForAnswer,
    instructionTokens: error.instructionTokens,
    minimumPaperTokens: error.minimumPaperTokens,
    outputSetting,
    ...(error.answerTokens !== undefined && { answerTokens: error.answerTokens }),
    ...(error.paperHeaderTokens !== undefined && { paperHeaderTokens: error.paperHeaderTokens }),
    limitAdvice: longerModelAdvice(max, outputSetting, floor, largestFittingOutput(fits, maxTokens, floor)),
  });
}

function tooSmall(generator: TokenBudget, reserve: number, budget: number, outputSetting: string | null, answerTokens: number, paperHeaderTokens?: number): ContextTooSmallError {
  return new ContextTooSmallError({
    contextSize: generator.contextSize,
    reservedForAnswer: reserve,
    instructionTokens: generator.contextSize - reserve - budget,
    minimumPaperTokens: MIN_PAPER_TOKENS,
    outputSetting,
    answerTokens,
    ...(paperHeaderTokens !== undefined && { paperHeaderTokens }),
  });
}

/**
 * Tokens the paper text may take in a request `render` builds: the context less the reserved
 * answer and the instructions (measured on the rendered text with no paper in it). Throws
 * ContextTooSmallError when that leaves less than `MIN_PAPER_TOKENS`.
 */
export function paperBudget(generator: TokenBudget, maxTokens: number, render: (paperText: string) => Messages, outputSetting: string | null = "Output tokens"): { budget: number; reserve: number } {
  const reserve = outputTokens(maxTokens, generator.contextSize);
  const frame = render("");
  const overhead = generator.countTokens(frame.system) + generator.countTokens(frame.prompt) + TEMPLATE_MARGIN;
  const budget = generator.contextSize - reserve - overhead;
  if (budget < MIN_PAPER_TOKENS) throw tooSmall(generator, reserve, budget, outputSetting, maxTokens);
  return { budget, reserve };
}

/** What a QA records about the paper text its prompt held, so shortening is never silent. */
export function describeContext(context: PaperContext): Record<string, unknown> {
  // The passages shown are kept too, so an export can say exactly which paragraphs the model read.
  return { policy: context.policy, includedSections: context.includedSections, omittedSections: context.omittedSections, paperTokens: context.tokens, passageIds: context.passageIds };
}
