import { describe, expect, it } from "vitest";
import { readScoreLimit, scoreLimitFor, undecidedByLimitWords } from "../../../src-main/contract/scoreLimits.ts";

describe("a limit on a score, as the export form takes it", () => {
  it("keeps the good end of each metric: at least for higher-is-better, at most for lower-is-better", () => {
    expect(scoreLimitFor("numeric-source")).toMatchObject({ side: "min", unit: "%", prompt: "at least, %" });
    expect(scoreLimitFor("near-duplicate")).toMatchObject({ side: "max", unit: "%", prompt: "at most, %" });
    expect(scoreLimitFor("context-dependence")).toMatchObject({ side: "max", whole: true });
    expect(scoreLimitFor("relevance")).toMatchObject({ side: "min", lowest: 1, highest: 3 });
    expect(scoreLimitFor("definitional")).toMatchObject({ kind: "flag" });
  });

  it("reads percentages as Review shows them and stores shares, keeping checks that had nothing to check", () => {
    expect(readScoreLimit("numeric-source", "80")).toEqual({ range: { metric: "numeric-source", min: 0.8, orNothingToCheck: true } });
    expect(readScoreLimit("near-duplicate", "50 %")).toEqual({ range: { metric: "near-duplicate", max: 0.5, orNothingToCheck: true } });
    expect(readScoreLimit("context-dependence", "0")).toEqual({ range: { metric: "context-dependence", max: 0, orNothingToCheck: true } });
    expect(readScoreLimit("answer-length", "yes")).toEqual({ range: { metric: "answer-length", max: 0, orNothingToCheck: true } });
    expect(readScoreLimit("numeric-source", " ")).toBeNull();
  });

  it("refuses a limit outside the scale, saying why", () => {
    expect(readScoreLimit("numeric-source", "150")).toEqual({ error: "150% is above 100%, the highest this score can be." });
    expect(readScoreLimit("near-duplicate", "-5")).toEqual({ error: "-5% is below 0%, the lowest this score can be." });
    expect(readScoreLimit("relevance", "4")).toEqual({ error: "4 is above 3, the highest this score can be." });
    expect(readScoreLimit("context-dependence", "1.5")).toEqual({ error: "Type a whole number." });
    expect(readScoreLimit("evidence-found", "most")).toEqual({ error: "Type a number from 0 to 100." });
  });

  it("says which scores a limit leaves out because it cannot place them, only for a metric that stores such scores", () => {
    expect(undecidedByLimitWords("near-duplicate")).toBe("A QA whose score is known only as “below a repeat” (not measured) is left out: this limit cannot tell where it stands.");
    expect(undecidedByLimitWords("numeric-source")).toBeNull();
    expect(undecidedByLimitWords("relevance")).toBeNull();
  });
});
