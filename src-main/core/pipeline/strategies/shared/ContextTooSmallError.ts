import { runOptionTitle } from "../../../../contract/runOptions.ts";

export interface ContextTooSmallFacts {
  contextSize: number;
  reservedForAnswer: number;
  instructionTokens: number;
  minimumPaperTokens: number;
  /**
   * The fewest tokens this paper can be shown in (its title, abstract and keywords are always
   * kept), when that is more than the room left: then that, not the minimum, is what does not
   * fit. Defaults to none (the minimum is what was missing).
   */
  paperHeaderTokens?: number;
  /**
   * The title of the strategy's output-tokens setting, as the run form shows it; null when the
   * answer's room is fixed (the judge keeps 512 tokens, and no form sets it), so the message
   * names no setting the user could not find.
   */
  outputSetting: string | null;
  /** The answer's tokens asked for (kept in full once the context is at least twice that). Defaults to the reserved answer. */
  answerTokens?: number;
  /**
   * What helps when the context is already the model's largest (see `longerModelAdvice`): then
   * raising "Context size" cannot, and this advice takes its place. Defaults to none.
   */
  limitAdvice?: string;
}

/**
 * The model's context cannot hold a paper-level prompt next to the answer it must leave room for.
 * It fails the same way on every attempt, so the item fails at once (see permanentErrors.ts).
 */
export class ContextTooSmallError extends Error {
  override readonly name = "ContextTooSmallError";
  readonly contextSize: number;
  readonly reservedForAnswer: number;
  readonly instructionTokens: number;
  readonly minimumPaperTokens: number;
  readonly answerTokens: number | undefined;
  readonly paperHeaderTokens: number | undefined;

  constructor(facts: ContextTooSmallFacts) {
    const { contextSize, reservedForAnswer, instructionTokens, minimumPaperTokens, outputSetting, paperHeaderTokens } = facts;
    const answer = Math.max(reservedForAnswer, facts.answerTokens ?? 0);
    const left = Math.max(0, contextSize - reservedForAnswer - instructionTokens);
    const n = (value: number) => value.toLocaleString("en-US");
    // The room left may pass the minimum and still not hold the part of the paper always shown.
    const lacking =
      paperHeaderTokens !== undefined && paperHeaderTokens > left
        ? `leaving ${n(left)} for the paper, fewer than its title, abstract and keywords take (${n(paperHeaderTokens)}; they are always shown)`
        : `leaving ${n(left)} for the paper (at least ${n(minimumPaperTokens)} needed)`;
    // With a fixed answer only a longer context helps: say how long, as the least the prompt needs
    // (the answer keeps all its tokens once the context is twice as long).
    const needed = Math.max(2 * answer, answer + instructionTokens + Math.max(minimumPaperTokens, paperHeaderTokens ?? 0));
    const remedy =
      facts.limitAdvice !== undefined
        ? facts.limitAdvice
        : outputSetting === null
        ? `The answer's ${n(answer)} tokens cannot be lowered, so only a longer context helps: pick a model that takes at least ${n(needed)} tokens.`
        : `Raise "${runOptionTitle("contextSize")}", or lower "${outputSetting}" (the answer is kept at most half the context).`;
    super(
      `The model's context (${n(contextSize)} tokens) is too small for a paper-level prompt: ${n(reservedForAnswer)} tokens are kept for the answer ` +
        `and ${n(instructionTokens)} for the instructions, ${lacking}. ${remedy}`,
    );
    this.contextSize = contextSize;
    this.reservedForAnswer = reservedForAnswer;
    this.instructionTokens = instructionTokens;
    this.minimumPaperTokens = minimumPaperTokens;
    this.answerTokens = facts.answerTokens;
    this.paperHeaderTokens = paperHeaderTokens;
  }
}
