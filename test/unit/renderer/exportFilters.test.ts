import { describe, expect, it } from "vitest";
import { badMinScores, buildExportFilter, defaultExportForm, exportFileName, saveDialogFilters } from "../../../src-renderer/src/features/export/exportFilters.ts";

describe("export form", () => {
  it("excludes dropped QAs by default and sends only the filters in use", () => {
    expect(buildExportFilter(defaultExportForm)).toEqual({ acceptedOnly: false, excludeDropped: true });
  });

  it("turns the form into an export filter", () => {
    const form = { ...defaultExportForm, paperIds: [1, 2], runIds: [4], strategies: ["retchem"], acceptedOnly: true, excludeDropped: false, minScores: { dseper: "0.2", empty: "", bad: "x" } };
    expect(buildExportFilter(form)).toEqual({ paperIds: [1, 2], runIds: [4], strategies: ["retchem"], acceptedOnly: true, excludeDropped: false, minScores: { dseper: 0.2 } });
    expect(badMinScores(form)).toEqual(["bad"]);
  });

  it("names the file by format and date", () => {
    expect(exportFileName("jsonl", new Date("2025-03-01T12:00:00Z"))).toBe("distillate-qas-2025-03-01.jsonl");
    expect(saveDialogFilters("json")).toEqual([{ name: "JSON", extensions: ["json"] }]);
  });
});
