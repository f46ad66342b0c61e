import { shownText } from "../../../contract/shownName.ts";

/** A strategy name the registry does not know (a typo on the command line, an old run). */
export class UnknownStrategyError extends Error {
  override readonly name = "UnknownStrategyError";
  readonly requested: string;
  readonly available: readonly string[];

  constructor(requested: string, available: readonly string[]) {
    super(`There is no strategy named "${shownText(requested)}". Available strategies: ${available.join(", ")}.`);
    this.requested = requested;
    this.available = available;
  }
}
