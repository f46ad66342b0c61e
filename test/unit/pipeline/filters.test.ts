import { describe, expect, it } from "vitest";
import { contextDependence, definitional } from "../../../src-main/core/pipeline/filters/contextDependence.ts";
import { nearDuplicates } from "../../../src-main/core/pipeline/filters/nearDuplicates.ts";
import { findNumbers } from "../../../src-main/core/pipeline/filters/numbers.ts";
import { numericSource } from "../../../src-main/core/pipeline/filters/numericSource.ts";

const SOURCE = `Incorporation of 1.67 mol% of PEA2PbI4 into FAPbI3 enables phase-pure films. A stabilized PCE of
20.64% was reached at 300 K with a short-circuit current density of 24 mA cm−2 and a VOC of 1.130 V.
The intensity rose from 4.3 × 10^5 to 2.3×10⁶ counts, and 1,000 devices were made over 72 h.`;

describe("context-dependence rules", () => {
  it("flags questions and answers that need the paper in hand, and says which phrase", () => {
    const cases: [string, string, RegExp][] = [
      ["What does Figure 3b show about the films?", "A rise in PL intensity.", /figure \("Figure 3b"\)/],
      ["Which value is reported in Table 2?", "20.64%.", /a table/],
      ["What did this study find about ion migration?", "It is suppressed.", /the paper itself/],
      ["Why is the cubic phase stable?", "As shown in Eq. (4), the formation energy is lower.", /answer refers to an equation/],
      ["What do the authors propose?", "A 2D/3D mixture.", /the authors/],
      ["How was stability improved?", "By passivating grain boundaries [12, 13].", /citation number/],
    ];
    for (const [question, answer, why] of cases) {
      const verdict = contextDependence(question, answer);
      expect(verdict.verdict, question).toBe("fail");
      expect(verdict.reason).toMatch(why);
    }
  });

  it("passes self-contained scientific QAs", () => {
    const verdict = contextDependence(
      "Why does adding a small amount of a 2D perovskite stabilise the cubic phase of formamidinium lead iodide?",
      "The large organic cations segregate to grain boundaries, lowering the surface energy that drives the transition to the hexagonal phase.",
    );
    expect(verdict).toMatchObject({ verdict: "pass", value: 0 });
  });

  it("flags purely definitional questions only", () => {
    expect(definitional("What is a perovskite?").verdict).toBe("fail");
    expect(definitional("What does PCE stand for?").verdict).toBe("fail");
    expect(definitional("Why does the bandgap of FAPbI3 make it attractive for single-junction cells?").verdict).toBe("pass");
  });
});

describe("numeric source validation", () => {
  it("reads numbers however they are written and skips names that contain digits", () => {
    expect(findNumbers("1,000 devices; 1000; 1e3; 1.5×10^3; 2.3×10⁶; 300K; 20.64%").map((n) => n.value)).toEqual([1000, 1000, 1000, 1500, 2.3e6, 300, 20.64]);
    expect(findNumbers("FAPbI3 and PEA2PbI4 in 2D films during COVID-19")).toEqual([]);
    expect(findNumbers("0,43 e 1.130 V").map((n) => n.value)).toEqual([0.43, 1.13]);
  });

  it("passes answers whose numbers all occur in the paper, in any format", () => {
    const verdict = numericSource("About 1000 devices reached 20.64 % at 300K, with intensity up to 2.3e6.", SOURCE);
    expect(verdict).toMatchObject({ verdict: "pass", value: 1 });
  });

  it("fails an invented number and names it", () => {
    const verdict = numericSource("The PCE reached 22.7% with 1.67 mol% additive.", SOURCE);
    expect(verdict.verdict).toBe("fail");
    expect(verdict.value).toBeCloseTo(0.5);
    expect(verdict.reason).toContain("22.7%");
  });

  it("has nothing to check when the answer states no number", () => {
    expect(numericSource("Grain boundaries are passivated.", SOURCE)).toMatchObject({ verdict: "pass", value: null });
  });
});

describe("near-duplicate questions", () => {
  it("fails a reworded repeat and keeps the first, naming it", () => {
    const verdicts = nearDuplicates([
      { id: 1, question: "How does the 2D perovskite improve the moisture stability of FAPbI3 films?" },
      { id: 2, question: "What limits the open-circuit voltage of the devices?" },
      { id: 3, question: "How does a 2D perovskite improve moisture stability of the FAPbI3 film?" },
    ]);
    expect(verdicts.get(1)!.verdict).toBe("pass");
    expect(verdicts.get(2)!.verdict).toBe("pass");
    // The reason quotes the question it repeats, in words a reader knows (ids mean nothing to them).
    expect(verdicts.get(3)).toMatchObject({
      verdict: "fail",
      reason: expect.stringMatching(/^repeats an earlier question about this paper, "How does the 2D perovskite improve the moisture stability of FAPbI3 films\?" \(\d+% of their words in common\)$/),
    });
    expect(verdicts.get(1)!.reason).toBe("the first question about this paper");
    expect(verdicts.get(2)!.reason).toMatch(/^the most similar earlier question, "How does the 2D perovskite.*", shares \d+% of their words$/);
  });
});
