import { shownText } from "../../../../contract/shownName.ts";
import { runOptionTitle } from "../../../../contract/runOptions.ts";

/**
 * Not one row of a table fits the model's context beside the table item's instructions and the
 * room kept for its answer. It fails the same way on every attempt (see permanentErrors.ts).
 */
export class TableDoesNotFitError extends Error {
  override readonly name = "TableDoesNotFitError";
  readonly table: string;
  readonly contextSize: number;
  readonly neededTokens: number;

  /** `maxContextSize`: the most the model was trained for, when known; a context already that large cannot be raised. */
  constructor(facts: { table: string; contextSize: number; neededTokens: number; maxContextSize?: number | null }) {
    const n = (value: number) => value.toLocaleString("en-US");
    const max = facts.maxContextSize;
    const remedy =
      max != null && facts.contextSize >= max
        ? `This model takes at most ${n(max)} tokens: pick a model with a longer context.`
        : `Raise "${runOptionTitle("contextSize")}".`;
    super(
      `Not one row of ${shownText(facts.table)} fits the model's context (${n(facts.contextSize)} tokens) beside the instructions and the answer: ` +
        `its longest row alone needs about ${n(facts.neededTokens)}. ${remedy}`,
    );
    this.table = facts.table;
    this.contextSize = facts.contextSize;
    this.neededTokens = facts.neededTokens;
  }
}
