import { describe, expect, it } from "vitest";
import { SplitOptionsSchema } from "../../../src-main/contract/exportFormat.ts";
import { defaultSplitForm, splitOptions, splitProblems } from "../../../src-renderer/src/features/export/exportSplit.ts";

describe("the export view's split choices", () => {
  it("starts from the splits an export uses when none are given", () => {
    expect(splitOptions(defaultSplitForm)).toEqual({ ratios: [80, 10, 10], seed: 1 });
  });

  it("sends what was typed, spaces and all, as options the contract accepts", () => {
    const options = splitOptions({ shares: [" 70", "0", "30 "], seed: " 42 ", stratify: true });
    expect(options).toEqual({ ratios: [70, 0, 30], seed: 42, stratifyByStrategy: true });
    expect(SplitOptionsSchema.safeParse(options).success).toBe(true);
  });

  it("says what is wrong with shares or a shuffle number it cannot use, and sends nothing then", () => {
    const bad = [
      { shares: ["", "10", "10"], seed: "1" },
      { shares: ["-5", "10", "10"], seed: "1" },
      { shares: ["eighty", "10", "10"], seed: "1" },
    ] as const;
    for (const form of bad) {
      expect(splitProblems({ ...defaultSplitForm, ...form, shares: [...form.shares] })).toEqual({ shares: "Each share must be a number, 0 or more." });
      expect(splitOptions({ ...defaultSplitForm, ...form, shares: [...form.shares] })).toBeUndefined();
    }
    expect(splitProblems({ ...defaultSplitForm, shares: ["0", "0", "0"] })).toEqual({ shares: "At least one share must be more than 0." });
    for (const seed of ["", "1.5", "seven", "99999999999999999999"]) expect(splitProblems({ ...defaultSplitForm, seed })).toEqual({ seed: "The shuffle number must be a whole number." });
  });
});
