import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  buildQaQuery,
  emptyFilters,
  indexAfterDecision,
  queryKey,
  staysInQueue,
  toggleValue,
} from "../../../src-renderer/src/features/review/reviewFilters.ts";

describe("review filters", () => {
  it("leaves every unused filter out of the query", () => {
    expect(buildQaQuery(emptyFilters, "all")).toEqual({});
    expect(buildQaQuery(emptyFilters, "pending")).toEqual({ queue: "pending" });
    expect(activeFilterCount(emptyFilters)).toBe(0);
  });

  it("turns the form into a query", () => {
    const query = buildQaQuery(
      {
        ...emptyFilters,
        paperIds: [3],
        strategies: ["sciqag"],
        runIds: [7],
        types: ["causal"],
        verdicts: ["accepted"],
        difficulties: ["hard"],
        scoreRanges: { "numeric-source": { min: "100", max: "" }, dseper: { min: "", max: "0.5" }, empty: { min: " ", max: "" }, bad: { min: "abc", max: "" } },
        contextWrong: "no",
        search: "  band gap ",
        sort: "paper",
        order: "desc",
      },
      "kept",
    );
    expect(query).toEqual({
      paperIds: [3],
      runIds: [7],
      strategies: ["sciqag"],
      verdicts: ["accepted"],
      types: ["causal"],
      difficulties: ["hard"],
      queue: "kept",
      scoreRanges: [{ metric: "dseper", max: 0.5 }, { metric: "numeric-source", min: 1 }],
      contextWrong: false,
      search: "band gap",
      sort: "paper",
      order: "desc",
    });
    expect(activeFilterCount({ ...emptyFilters, search: "x", contextWrong: "yes", sort: "question" })).toBe(2);
  });

  it("gives equal queries the same cache key whatever their key order", () => {
    expect(queryKey({ queue: "pending", strategies: ["a"] })).toBe(queryKey({ strategies: ["a"], queue: "pending" }));
    expect(queryKey({ queue: "pending" })).not.toBe(queryKey({ queue: "kept" }));
  });

  it("knows when a decided QA leaves its queue", () => {
    expect(staysInQueue("pending", "keep")).toBe(false);
    expect(staysInQueue("pending", "pending")).toBe(true);
    expect(staysInQueue("reviewed", "drop")).toBe(true);
    expect(staysInQueue("kept", "drop")).toBe(false);
    expect(staysInQueue("all", "drop")).toBe(true);
  });

  it("advances past a QA that stays, or onto the one that takes its place", () => {
    expect(indexAfterDecision(4, "all", "keep", 10)).toBe(5);
    expect(indexAfterDecision(4, "pending", "keep", 10)).toBe(4);
    expect(indexAfterDecision(9, "pending", "drop", 10)).toBe(8);
    expect(indexAfterDecision(9, "all", "drop", 10)).toBe(9);
    expect(indexAfterDecision(0, "pending", "keep", 1)).toBe(0);
  });

  it("toggles multi-choice values", () => {
    expect(toggleValue(["a"], "b")).toEqual(["a", "b"]);
    expect(toggleValue(["a", "b"], "a")).toEqual(["b"]);
  });
});
