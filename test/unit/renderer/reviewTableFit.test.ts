import { describe, expect, it } from "vitest";
import { fitColumns, minTableWidth, TABLE_CHROME, type ColumnFit } from "../../../src-renderer/src/features/review/fitColumns.ts";
import { agreementOf, describeOthers } from "../../../src-renderer/src/features/review/agreement.ts";

// The review table's columns as BulkTable declares them (select, id, question, verdict and the
// decisions always; the rest by priority), at the widths the table gets in a 1440 and a 1024
// pixel wide window (the sidebar and the view's padding taken off).
const COLUMNS: ColumnFit[] = [
  { id: "select", min: 36, priority: null },
  { id: "id", min: 56, priority: null },
  { id: "paper", min: 120, priority: 3 },
  { id: "strategy", min: 84, priority: 6 },
  { id: "question", min: 220, priority: null },
  { id: "answer", min: 150, priority: 1 },
  { id: "type", min: 100, priority: 5 },
  { id: "difficulty", min: 86, priority: 4 },
  { id: "verdict", min: 100, priority: null },
  { id: "score-numeric-source", min: 92, priority: 2 },
  { id: "score-dseper", min: 92, priority: 2.01 },
  { id: "decision", min: 108, priority: null },
  { id: "others", min: 104, priority: null },
];

describe("the review table's columns", () => {
  it("always show the verdict and both decisions, and never need more width than the table has", () => {
    for (const width of [1212, 796, 700]) {
      const shown = fitColumns(COLUMNS, width);
      expect(shown).toEqual(expect.arrayContaining(["question", "verdict", "decision", "others"]));
      if (width >= 796) expect(minTableWidth(COLUMNS, shown) + TABLE_CHROME).toBeLessThanOrEqual(width);
    }
  });

  it("bring optional columns in by priority, in display order", () => {
    expect(fitColumns(COLUMNS, 796)).toEqual(["select", "id", "question", "answer", "verdict", "decision", "others"]);
    expect(fitColumns(COLUMNS, 1212)).toEqual(["select", "id", "paper", "question", "answer", "difficulty", "verdict", "score-numeric-source", "score-dseper", "decision", "others"]);
  });
});

describe("other reviewers' decisions against yours", () => {
  it("says whether they agree", () => {
    expect(agreementOf("keep", { kept: 0, dropped: 0 })).toBe("no-others");
    expect(agreementOf("pending", { kept: 1, dropped: 0 })).toBe("only-others");
    expect(agreementOf("keep", { kept: 2, dropped: 0 })).toBe("agree");
    expect(agreementOf("keep", { kept: 1, dropped: 1 })).toBe("disagree");
    expect(agreementOf("drop", { kept: 1, dropped: 0 })).toBe("disagree");
    expect(describeOthers("drop", { kept: 1, dropped: 0 })).toBe("Another reviewer: 1 kept it. They disagree with you.");
    expect(describeOthers("pending", { kept: 2, dropped: 1 })).toBe("Other reviewers: 2 kept it, 1 dropped it.");
  });
});
