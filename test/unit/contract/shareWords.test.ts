import { describe, expect, it } from "vitest";
import { describeAcceptRate } from "../../../src-main/contract/reportWords.ts";
import { MIN_FOR_PERCENT, shareWords } from "../../../src-main/contract/shareWords.ts";
import { filterRate } from "../../support/reportRates.ts";

const rate = (passed: number, failed: number) => filterRate("dseper", passed, failed, 0);

describe("a share of a few things", () => {
  it("is a percentage from the minimum up and the counts below it, so a percent of 3 is never shown", () => {
    expect(shareWords(2, 3)).toBe("2 of 3");
    expect(shareWords(0, MIN_FOR_PERCENT - 1)).toBe(`0 of ${MIN_FOR_PERCENT - 1}`);
    expect(shareWords(7, MIN_FOR_PERCENT)).toBe("70%");
    expect(shareWords(0, 0)).toBe("—");
  });

  it("gives a filter's accept rate over one QA as 1 of 1, not 100%, and over twenty as a percent of 20", () => {
    expect(describeAcceptRate(rate(1, 0))).toBe("1 of 1");
    expect(describeAcceptRate(rate(0, 3))).toBe("0 of 3");
    expect(describeAcceptRate(rate(15, 5))).toBe("75% of 20");
  });
});
