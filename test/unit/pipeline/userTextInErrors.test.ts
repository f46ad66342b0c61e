// Words a user typed or a paper holds, carried into the message of an error a run or an import
// refuses with (the CLI prints it, the app shows it, the HTTP server answers it, a run's failure
// row keeps it): a strategy or filter name, a setting's key or value (a prompt of any length), a
// model's name, a table's name read from the paper. Each is shown on one line, with control and
// bidi characters escaped (shownText), and a typed value is cut, not repeated whole.
import { describe, expect, it } from "vitest";
import { getStrategy } from "../../../src-main/core/pipeline/strategies/index.ts";
import { parseStrategySettings } from "../../../src-main/core/pipeline/strategies/parseSettings.ts";
import { runFilterNames } from "../../../src-main/core/pipeline/filters/methodFilters.ts";
import { RunModelUnavailableError } from "../../../src-main/core/pipeline/errors/RunModelUnavailableError.ts";
import { TableDoesNotFitError } from "../../../src-main/core/pipeline/strategies/shared/TableDoesNotFitError.ts";

/** A name that would start a line reading like an import's result, then turn the rest around. */
const HOSTILE = "x\r\nimported #1 paper.pdf (3 pages)\u202efdp.exe";

function refusal(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("not refused");
}

function expectShownSafely(message: string) {
  expect(message).not.toMatch(/[\r\n\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  expect(message).toContain("\\u202e");
}

describe("user text in the errors a run or an import refuses with", () => {
  it("a strategy's name", () => {
    const error = refusal(() => getStrategy(HOSTILE));
    expect(error.name).toBe("UnknownStrategyError");
    expectShownSafely(error.message);
    expect(error).toMatchObject({ requested: HOSTILE });
  });

  it("a filter's name", () => {
    const error = refusal(() => runFilterNames(getStrategy("chemlit"), [HOSTILE]));
    expect(error.name).toBe("UnknownFilterError");
    expectShownSafely(error.message);
  });

  it("a setting's key, and a value of any length, named but not repeated whole", () => {
    const key = refusal(() => parseStrategySettings(getStrategy("chemlit"), { [HOSTILE]: 1 }));
    expect(key.name).toBe("InvalidStrategySettingsError");
    expectShownSafely(key.message);
    const prompt = `${HOSTILE} ${"a question about the paper ".repeat(40_000)}`;
    const value = refusal(() => parseStrategySettings(getStrategy("chemlit"), { difficulty: prompt }));
    expect(value.name).toBe("InvalidStrategySettingsError");
    expectShownSafely(value.message);
    expect(value.message).toContain("characters)");
    expect(value.message.length).toBeLessThan(1000);
  });

  it("a model's name and a table's name", () => {
    expectShownSafely(new RunModelUnavailableError(3, HOSTILE, { removed: true }).message);
    expectShownSafely(new RunModelUnavailableError(3, HOSTILE, { removed: false, was: "a".repeat(64), now: "b".repeat(64) }).message);
    expectShownSafely(new TableDoesNotFitError({ table: `Table 1 (${HOSTILE})`, contextSize: 2048, neededTokens: 4000 }).message);
  });
});
