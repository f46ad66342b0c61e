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
  /** The title of the strategy's output-tokens setting, as the run form shows it. */
  outputSetting: string;
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

  constructor(facts: ContextTooSmallFacts) {
    const { contextSize, reservedForAnswer, instructionTokens, minimumPaperTokens, outputSetting, paperHeaderTokens } = facts;
    const left = Math.max(0, contextSize - reservedForAnswer - instructionTokens);
    const n = (value: number) => value.toLocaleString("en-US");
    // The room left may pass the minimum and still not hold the part of the paper always shown.
    const lacking =
      paperHeaderTokens !== undefined && paperHeaderTokens > left
        ? `leaving ${n(left)} for the paper, fewer than its title, abstract and keywords take (${n(paperHeaderTokens)}; they are always shown)`
        : `leaving ${n(left)} for the paper (at least ${n(minimumPaperTokens)} needed)`;
    super(
      `The model's context (${n(contextSize)} tokens) is too small for a paper-level prompt: ${n(reservedForAnswer)} tokens are kept for the answer ` +
        `and ${n(instructionTokens)} for the instructions, ${lacking}. ` +
        `Raise "${runOptionTitle("contextSize")}", or lower "${outputSetting}" (the answer is kept at most half the context).`,
    );
    this.contextSize = contextSize;
    this.reservedForAnswer = reservedForAnswer;
    this.instructionTokens = instructionTokens;
    this.minimumPaperTokens = minimumPaperTokens;
  }
}
