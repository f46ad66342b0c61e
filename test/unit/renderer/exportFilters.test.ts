import { describe, expect, it } from "vitest";
import { presetQuery } from "../../../src-main/contract/qaSelection.ts";
import {
  badMinJudge,
  buildExportQuery,
  defaultExportForm,
  describeReviewQuery,
  exportFileName,
  exportTheseParams,
  reviewQueryFromParams,
  saveDialogFilters,
  scoreLimitErrors,
} from "../../../src-renderer/src/features/export/exportFilters.ts";

describe("export form", () => {
  it("starts from what any reviewer kept", () => {
    expect(buildExportQuery(defaultExportForm, null)).toEqual({ statuses: ["kept", "disputed"] });
  });

  it("narrows the preset by runs, strategies, papers and score limits, each in its good direction and Review's units", () => {
    const scoreLimits = { dseper: "0.2", "near-duplicate": "50", "numeric-source": "150", definitional: "yes", empty: "", bad: "x" };
    const form = { ...defaultExportForm, choice: "accepted" as const, paperIds: [1, 2], runIds: [4], strategies: ["retchem"], scoreLimits };
    expect(buildExportQuery(form, null)).toEqual({
      verdicts: ["accepted"],
      paperIds: [1, 2],
      runIds: [4],
      strategies: ["retchem"],
      scoreRanges: [
        { metric: "definitional", max: 0, orNothingToCheck: true },
        { metric: "dseper", min: 0.2, orNothingToCheck: true },
        { metric: "near-duplicate", max: 0.5, orNothingToCheck: true },
      ],
    });
    expect(Object.keys(scoreLimitErrors(form))).toEqual(["numeric-source", "bad"]);
  });

  it("asks the judge for the typed score on every criterion, and flags a score that is not a number", () => {
    const form = { ...defaultExportForm, choice: "judge" as const, minJudge: "3" };
    expect(buildExportQuery(form, null)).toEqual(presetQuery("judge", { minJudgeScore: 3 }));
    expect(badMinJudge(form)).toBe(false);
    expect(badMinJudge({ ...form, minJudge: "high" })).toBe(true);
  });

  it("exports Review's query as it came, whatever else the form holds", () => {
    const review = { queue: "pending" as const, search: "perovskite", scoreRanges: [{ metric: "faithfulness", min: 0.5, max: 0.9 }], sort: "question" as const };
    const params = new URLSearchParams(exportTheseParams(review));
    const parsed = reviewQueryFromParams(params);
    expect(parsed).toEqual(review);
    expect(buildExportQuery({ ...defaultExportForm, choice: "review", runIds: [3] }, parsed)).toEqual(review);
    expect(describeReviewQuery(review)).toBe("your Pending queue, matching “perovskite”, with 1 more filter");
    expect(reviewQueryFromParams(new URLSearchParams({ query: "{not json" }))).toBeNull();
    expect(reviewQueryFromParams(new URLSearchParams({ query: '{"acceptedOnly":true}' }))).toBeNull();
  });

  it("names the file by format and date", () => {
    expect(exportFileName("jsonl", new Date("2025-03-01T12:00:00Z"))).toBe("distillate-qas-2025-03-01.jsonl");
    expect(saveDialogFilters("json")).toEqual([{ name: "JSON", extensions: ["json"] }]);
    // The chat format is one JSON Lines file; a Hugging Face dataset is a folder, saved without a file filter.
    expect(exportFileName("chat", new Date("2025-03-01T12:00:00Z"))).toBe("distillate-qas-2025-03-01.jsonl");
    expect(saveDialogFilters("chat")).toEqual([{ name: "JSON Lines", extensions: ["jsonl"] }]);
    expect(exportFileName("huggingface", new Date("2025-03-01T12:00:00Z"))).toBe("distillate-qas-2025-03-01-huggingface");
    expect(saveDialogFilters("huggingface")).toEqual([]);
  });
});
