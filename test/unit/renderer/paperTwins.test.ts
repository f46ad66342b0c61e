import { describe, expect, it } from "vitest";
import { twinLabels } from "../../../src-renderer/src/shared/paperTwins.ts";

describe("telling apart two papers of one name", () => {
  it("labels only the papers whose name another paper of the list shares, by file, never by the library's numbers", () => {
    const labels = twinLabels([
      { id: 1, name: "Ionic conductivity of YSZ", fileName: "ysz.pdf" },
      { id: 2, name: "ionic conductivity of YSZ ", fileName: "ysz-locked.pdf" },
      { id: 3, name: "Another paper", fileName: "other.pdf" },
      // Untitled: its name is its file name, which is not said twice; the import order tells them apart.
      { id: 4, name: "scan.pdf", fileName: "scan.pdf" },
      { id: 5, name: "scan.pdf", fileName: "scan.pdf" },
    ]);
    expect([...labels]).toEqual([
      [1, "ysz.pdf"],
      [2, "ysz-locked.pdf"],
      [4, "copy 1 of 2"],
      [5, "copy 2 of 2"],
    ]);
    expect([...labels.values()].join(" ")).not.toMatch(/paper \d/);
  });

  it("says when each was imported when their files are named alike", () => {
    const labels = twinLabels([
      { id: 7, name: "Strain", fileName: "strain.pdf", importedAt: "2026-03-01T10:00:00Z" },
      { id: 9, name: "Strain", fileName: "strain.pdf", importedAt: "2026-03-04T10:00:00Z" },
    ]);
    // In the one date format of the app (a run's start time's): "1 Mar 10:00", the year only when not this one.
    expect(labels.get(7)).toMatch(/^strain\.pdf · imported \d{1,2} [A-Z][a-z]{2}( \d{4})? \d\d:\d\d$/);
    expect(labels.get(7)).not.toBe(labels.get(9));
  });
});
