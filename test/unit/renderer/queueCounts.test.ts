import { describe, expect, it } from "vitest";
import { queueCount, reviewedCount } from "../../../src-renderer/src/features/review/queueCounts.ts";
import { QUEUE_TABS } from "../../../src-renderer/src/features/review/reviewFilters.ts";

const counts = { reviewer: "me", total: 10, pending: 5, kept: 3, dropped: 2 };

describe("the review queue counts", () => {
  it("counts as reviewed what you kept or dropped, never what is pending", () => {
    expect(reviewedCount(counts)).toBe(5);
    expect(reviewedCount({ ...counts, kept: 0, dropped: 0 })).toBe(0);
  });

  it("gives each tab its own count, and All every QA", () => {
    expect(Object.fromEntries(QUEUE_TABS.map((tab) => [tab.id, queueCount(counts, tab.id)]))).toEqual({ pending: 5, reviewed: 5, kept: 3, dropped: 2, all: 10 });
  });
});
