import { describe, expect, it } from "vitest";
import type { LabelAgreement } from "../../../src-main/contract/agreement.ts";
import { describeLabelAgreement, MIN_QAS_FOR_AGREEMENT } from "../../../src-main/contract/agreementWords.ts";

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
