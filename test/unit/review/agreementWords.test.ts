import { describe, expect, it } from "vitest";
import type { LabelAgreement } from "../../../src-main/contract/agreement.ts";
import { describeJudgeAgreement, describeLabelAgreement, MIN_QAS_FOR_AGREEMENT, sameLabelWords } from "../../../src-main/contract/agreementWords.ts";

const label = (compared: number, value: number | null, reason: string | null = null): LabelAgreement => ({
  label: "decision",
  method: "cohen-kappa",
  value,
  alpha: value,
  observedAgreement: compared === 0 ? null : 0.5,
  compared,
  reason,
});

describe("an agreement figure in words", () => {
  it("shows the figure with the n it rests on from the minimum up", () => {
    expect(describeLabelAgreement(label(14, 0.6234))).toEqual({ measured: true, text: "Cohen's kappa 0.62 over 14 QAs" });
    expect(describeLabelAgreement(label(MIN_QAS_FOR_AGREEMENT, -0.1)).measured).toBe(true);
  });

  it("says too few QAs below it, however extreme the value (two QAs and one disagreement give kappa −1)", () => {
    expect(describeLabelAgreement(label(2, -1))).toEqual({ measured: false, text: `too few QAs to measure (2 compared; ${MIN_QAS_FOR_AGREEMENT} needed)` });
    expect(describeLabelAgreement(label(MIN_QAS_FOR_AGREEMENT - 1, 1)).measured).toBe(false);
  });

  it("gives the core's reason when there is no value at all", () => {
    expect(describeLabelAgreement(label(0, null, "fewer than two reviewers gave this label")).text).toBe("fewer than two reviewers gave this label");
  });
});

describe("a share of reviewed QAs", () => {
  it("says the same-label share back as its count below the minimum", () => {
    expect(sameLabelWords(label(2, -1))).toBe("1 of 2");
    expect(sameLabelWords(label(14, 0.6))).toBe("50%");
    expect(sameLabelWords(label(0, null))).toBe("—");
  });

  it("puts the judge's rates on their own wholes, and says too few before them below the minimum", () => {
    const judge = (passedKept: number, passedDropped: number, failedDropped: number, failedKept: number) => {
      const compared = passedKept + passedDropped + failedDropped + failedKept;
      return { compared, passedKept, passedDropped, failedDropped, failedKept, accuracy: null, precision: null, recall: null, rankCorrelation: 0.5 };
    };
    expect(describeJudgeAgreement(judge(2, 0, 0, 1))).toBe(`On 3 QAs, too few to measure (${MIN_QAS_FOR_AGREEMENT} needed): accuracy 2 of 3, precision 2 of 2, recall 2 of 3.`);
    expect(describeJudgeAgreement(judge(8, 2, 3, 1))).toBe("On 14 QAs: accuracy 79%, precision 80%, recall 8 of 9; rank correlation 0.50.");
  });
});
