import { describe, expect, it } from "vitest";
import type { FilterRate } from "../../../src-main/contract/reportParts.ts";
import { filterVerdictCells } from "../../../src-renderer/src/features/report/filterVerdictCells.ts";

const rate = (counts: Partial<FilterRate>): FilterRate => ({ metric: "numeric-source", scored: 0, passed: 0, failed: 0, nothingToCheck: 0, measured: 0, acceptRate: null, ...counts });

describe("the Passed and Failed columns of the report's filters", () => {
  it("count the verdicts of a filter that decided", () => {
    expect(filterVerdictCells(rate({ scored: 1203, passed: 1200, failed: 3, acceptRate: 0.9975 }))).toEqual({ passed: "1,200", failed: "3", why: null });
    expect(filterVerdictCells(rate({ scored: 3, failed: 3, acceptRate: 0 }))).toEqual({ passed: "0", failed: "3", why: null });
  });

  it("show a dash, not 0 and 0, for a filter that only scored or had nothing to check", () => {
    // Before: "0" passed and "0" failed beside "measured on 17" (the run's bar not yet set).
    const scoredOnly = filterVerdictCells(rate({ metric: "faithfulness", scored: 17, measured: 17 }));
    expect([scoredOnly.passed, scoredOnly.failed]).toEqual(["—", "—"]);
    expect(scoredOnly.why).toMatch(/passed or failed none/);
    const nothingToCheck = filterVerdictCells(rate({ scored: 9, nothingToCheck: 9 }));
    expect([nothingToCheck.passed, nothingToCheck.failed]).toEqual(["—", "—"]);
  });
});
