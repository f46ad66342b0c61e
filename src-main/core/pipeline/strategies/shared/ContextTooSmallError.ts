import { runOptionTitle } from "../../../../contract/runOptions.ts";

export interface ContextTooSmallFacts {
  contextSize: number;
  reservedForAnswer: number;
  instructionTokens: number;
  minimumPaperTokens: number;
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
    const { contextSize, reservedForAnswer, instructionTokens, minimumPaperTokens, outputSetting } = facts;
    const left = contextSize - reservedForAnswer - instructionTokens;
    const n = (value: number) => value.toLocaleString("en-US");
    super(
      `The model's context (${n(contextSize)} tokens) is too small for a paper-level prompt: ${n(reservedForAnswer)} tokens are kept for the answer ` +
        `and ${n(instructionTokens)} for the instructions, leaving ${n(Math.max(0, left))} for the paper (at least ${n(minimumPaperTokens)} needed). ` +
        `Raise "${runOptionTitle("contextSize")}", or lower "${outputSetting}" (the answer is kept at most half the context).`,
    );
    this.contextSize = contextSize;
    this.reservedForAnswer = reservedForAnswer;
    this.instructionTokens = instructionTokens;
    this.minimumPaperTokens = minimumPaperTokens;
  }
}
