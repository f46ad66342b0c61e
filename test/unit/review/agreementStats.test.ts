import { describe, expect, it } from "vitest";
import { retChemQaClass } from "../../../src-main/contract/agreement.ts";
import { cohensKappa } from "../../../src-main/core/review/agreement/cohensKappa.ts";
import { krippendorffAlpha } from "../../../src-main/core/review/agreement/krippendorffAlpha.ts";
import { labelAgreement } from "../../../src-main/core/review/agreement/labelAgreement.ts";
import { retChemQaTable } from "../../../src-main/core/review/agreement/retChemQaTable.ts";
import { averageRanks, spearman } from "../../../src-main/core/review/agreement/spearman.ts";
import { verdictVsHuman } from "../../../src-main/core/review/agreement/verdictVsHuman.ts";

/** `count` copies of one pair of labels. */
const times = <L>(count: number, a: L, b: L): [L, L][] => Array.from({ length: count }, () => [a, b]);

describe("Cohen's kappa", () => {
  it("gives 0.4 on Wikipedia's worked example of 50 grant proposals", () => {
    // Both yes 20, A yes B no 5, A no B yes 10, both no 15. Observed agreement 35/50 = 0.7;
    // A says yes 25/50 = 0.5, B 30/50 = 0.6, so chance agreement 0.5*0.6 + 0.5*0.4 = 0.5;
    // kappa = (0.7 - 0.5) / (1 - 0.5) = 0.4.
    const pairs = [...times(20, "yes", "yes"), ...times(5, "yes", "no"), ...times(10, "no", "yes"), ...times(15, "no", "no")];
    expect(cohensKappa(pairs)).toBeCloseTo(0.4, 12);
  });

  it("gives 0.1304 on Wikipedia's second example, where the same 60% agreement means less", () => {
    // 45 / 15 / 25 / 15: observed 0.6; A yes 0.6, B yes 0.7; chance 0.42 + 0.12 = 0.54;
    // kappa = 0.06 / 0.46 = 0.13043...
    const pairs = [...times(45, "yes", "yes"), ...times(15, "yes", "no"), ...times(25, "no", "yes"), ...times(15, "no", "no")];
    expect(cohensKappa(pairs)).toBeCloseTo(0.06 / 0.46, 12);
  });

  it("is 1 for perfect agreement and undefined when both raters only ever used one label", () => {
    expect(cohensKappa([["keep", "keep"], ["drop", "drop"]])).toBe(1);
    expect(cohensKappa([["keep", "keep"], ["keep", "keep"]])).toBeNull();
    expect(cohensKappa([])).toBeNull();
  });
});

describe("Krippendorff's alpha (nominal)", () => {
  it("gives 0.743 on Krippendorff's (2011) example: 4 observers, 12 units, missing values", () => {
    // "Computing Krippendorff's Alpha-Reliability", section C (nominal data, any number of
    // observers, missing data). Unit 12 has one value only and drops out, leaving 40 pairable
    // values (9 of value 1, 13 of 2, 10 of 3, 5 of 4, 3 of 5). Observed disagreement: units 2
    // and 8 (three against one) give 6 unlike ordered pairs / 3 = 2 each, unit 6 (all differ)
    // 12 / 3 = 4: 8 / 40 = 0.2. Chance: (40^2 - 81 - 169 - 100 - 25 - 9) / (40 * 39) = 1216 / 1560.
    // alpha = 1 - 0.2 / (1216 / 1560) = 0.7434.
    const _ = null;
    const observers = [
      [1, 2, 3, 3, 2, 1, 4, 1, 2, _, _, _],
      [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, _, 3],
      [_, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, _],
      [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, _],
    ];
    const units = observers[0]!.map((_v, u) => observers.map((o) => o[u]));
    expect(krippendorffAlpha(units)).toBeCloseTo(0.743, 3);
  });

  it("gives 0.6 on a small case worked by hand", () => {
    // Units {a,a,a}, {a,a,b}, {b,b,b}: 9 pairable values, 5 a and 4 b. Only unit 2 disagrees:
    // 4 ordered unlike pairs / (3-1) = 2, so observed disagreement 2/9. Chance: 2*5*4 / (9*8) = 5/9.
    // alpha = 1 - (2/9) / (5/9) = 0.6.
    expect(krippendorffAlpha([["a", "a", "a"], ["a", "a", "b"], ["b", "b", "b"]])).toBeCloseTo(0.6, 12);
  });

  it("ignores units with fewer than two labels and is undefined without variation", () => {
    expect(krippendorffAlpha([["a", "a", "a"], ["a", "a", "b"], ["b", "b", "b"], ["b"], [null, "a"]])).toBeCloseTo(0.6, 12);
    expect(krippendorffAlpha([["a", "a"], ["a", "a"]])).toBeNull();
    expect(krippendorffAlpha([["a"], []])).toBeNull();
  });
});

describe("Spearman's rank correlation", () => {
  it("gives tied values their average rank", () => {
    expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
    expect(averageRanks([3, 1, 3, 3])).toEqual([3, 1, 3, 3]);
  });

  it("equals the hand-computed value with ties: 3 / sqrt(10)", () => {
    // Ranks x = 1, 2.5, 2.5, 4 and y = 1, 3, 2, 4; around the mean rank 2.5 the products sum to
    // 4.5, the squares to 4.5 and 5, so rho = 4.5 / sqrt(4.5 * 5) = 3 / sqrt(10) = 0.9487.
    expect(spearman([1, 2, 2, 3], [1, 3, 2, 4])).toBeCloseTo(3 / Math.sqrt(10), 12);
  });

  it("is +1 / -1 for same / opposite order and undefined when one side never varies", () => {
    expect(spearman([1, 2, 3], [10, 40, 90])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    expect(spearman([1, 2, 3], [1, 1, 1])).toBeNull();
    expect(spearman([1], [1])).toBeNull();
  });
});

describe("the judge's verdict against the reviewers", () => {
  it("counts kept as positive and leaves disputed and undecided QAs out of the table", () => {
    const qas = [
      { passed: true, score: 3, kept: 2, dropped: 0 }, // passed, kept
      { passed: true, score: 2.8, kept: 1, dropped: 0 }, // passed, kept
      { passed: true, score: 2.4, kept: 0, dropped: 1 }, // passed, dropped
      { passed: false, score: 1.2, kept: 0, dropped: 2 }, // failed, dropped
      { passed: false, score: 2, kept: 1, dropped: 0 }, // failed, kept
      { passed: true, score: 2.2, kept: 1, dropped: 1 }, // disputed: rank correlation only
      { passed: true, score: 2.6, kept: 0, dropped: 0 }, // nobody decided: nowhere
    ];
    const result = verdictVsHuman(qas);
    expect(result).toMatchObject({ compared: 5, passedKept: 2, passedDropped: 1, failedDropped: 1, failedKept: 1 });
    expect(result.accuracy).toBeCloseTo(3 / 5, 12);
    expect(result.precision).toBeCloseTo(2 / 3, 12);
    expect(result.recall).toBeCloseTo(2 / 3, 12);
    // Scores 3, 2.8, 2.4, 1.2, 2, 2.2 rank 6, 5, 4, 1, 2, 3; kept shares 1, 1, 0, 0, 1, 0.5 rank
    // 5, 5, 1.5, 1.5, 5, 3. Around 3.5: products 3.75 + 2.25 - 1 + 5 - 2.25 + 0.25 = 8, squares
    // 17.5 and 15, so rho = 8 / sqrt(262.5) = 0.4938.
    expect(result.rankCorrelation).toBeCloseTo(8 / Math.sqrt(262.5), 12);
  });
});

describe("RetChemQA's TP / FP / TN / FN table", () => {
  it("classifies by answerable first, then answer correct, and leaves 'unsure' unclassified", () => {
    expect(retChemQaClass(true, "yes")).toBe("TP");
    expect(retChemQaClass(true, "no")).toBe("FP");
    expect(retChemQaClass(false, "yes")).toBe("TN");
    expect(retChemQaClass(false, "no")).toBe("FN");
    expect(retChemQaClass(true, "unsure")).toBeNull();
    expect(retChemQaClass(null, "yes")).toBeNull();
  });

  it("gives the paper's four rates on a hand-counted set", () => {
    // 6 TP, 2 FP, 1 TN, 1 FN, 1 unsure: accuracy (6+1)/10, precision 6/10 (RetChemQA divides
    // by all), hallucination rate 2/10, capture rate 1/2.
    const labels = [
      ...Array.from({ length: 6 }, () => ({ answerable: true, answerCorrect: "yes" as const })),
      ...Array.from({ length: 2 }, () => ({ answerable: true, answerCorrect: "no" as const })),
      { answerable: false, answerCorrect: "yes" as const },
      { answerable: false, answerCorrect: "no" as const },
      { answerable: true, answerCorrect: "unsure" as const },
    ];
    expect(retChemQaTable("ana", labels)).toEqual({
      reviewer: "ana",
      TP: 6,
      FP: 2,
      TN: 1,
      FN: 1,
      unclassified: 1,
      accuracy: 0.7,
      precision: 0.6,
      hallucinationRate: 0.2,
      hallucinationCaptureRate: 0.5,
    });
    expect(retChemQaTable("ben", [])).toMatchObject({ accuracy: null, hallucinationCaptureRate: null });
  });
});

describe("agreement on one label", () => {
  it("uses Cohen's kappa for two reviewers (QAs both labelled) and Krippendorff's alpha for three", () => {
    const two = [
      new Map([["ana", "keep"], ["ben", "keep"]]),
      new Map([["ana", "drop"], ["ben", "drop"]]),
      new Map([["ana", "keep"], ["ben", "drop"]]),
      new Map([["ana", "keep"]]),
    ];
    // Three compared: observed 2/3; ana keep 2/3, ben keep 1/3: chance 2/9 + 2/9 = 4/9;
    // kappa = (2/3 - 4/9) / (5/9) = 0.4.
    expect(labelAgreement("decision", two)).toMatchObject({ method: "cohen-kappa", compared: 3, reason: null });
    expect(labelAgreement("decision", two).value).toBeCloseTo(0.4, 12);
    expect(labelAgreement("decision", two).observedAgreement).toBeCloseTo(2 / 3, 12);

    const three = [new Map([["a", "x"], ["b", "x"], ["c", "x"]]), new Map([["a", "x"], ["b", "x"], ["c", "y"]]), new Map([["a", "y"], ["b", "y"], ["c", "y"]])];
    expect(labelAgreement("answerCorrect", three)).toMatchObject({ method: "krippendorff-alpha", compared: 3 });
    expect(labelAgreement("answerCorrect", three).value).toBeCloseTo(0.6, 12);
  });

  it("says why there is no figure", () => {
    expect(labelAgreement("answerable", [new Map([["ana", true]])]).reason).toBe("fewer than two reviewers gave this label");
    expect(labelAgreement("answerable", [new Map([["ana", true]]), new Map([["ben", false]])]).reason).toBe("no QA has this label from two reviewers yet");
  });
});
