// Every strategy keeps a written QA by one rule: both fields tidied, and neither a placeholder.
import { describe, expect, it } from "vitest";
import { usablePair } from "../../../../src-main/core/pipeline/strategies/shared/outputText.ts";

describe("usablePair", () => {
  it("gives the question and answer with their whitespace tidied", () => {
    expect(usablePair({ question: "  What was\n measured? ", answer: "Soil  nitrogen." })).toEqual({ question: "What was measured?", answer: "Soil nitrogen." });
  });

  it("gives nothing when either field holds only a placeholder", () => {
    expect(usablePair({ question: "What was measured?", answer: "N/A" })).toBeNull();
    expect(usablePair({ question: "<question>", answer: "Soil nitrogen." })).toBeNull();
    expect(usablePair({ question: "   ", answer: "Soil nitrogen." })).toBeNull();
  });
});
