import { shownText } from "../../../contract/shownName.ts";

/** A run or an import named a filter that does not exist (or cannot apply to its method); nothing was stored. */
export class UnknownFilterError extends Error {
  override readonly name = "UnknownFilterError";
  readonly filters: readonly string[];

  constructor(unknown: readonly string[], known: readonly string[], method: string) {
    super(`${unknown.map((f) => `"${shownText(f)}"`).join(", ")} ${unknown.length === 1 ? "is not a filter" : "are not filters"} that ${method} can run; its filters are ${known.join(", ")}. Nothing was started.`);
    this.filters = unknown;
  }
}
