import { describe, expect, it } from "vitest";
import { twinLabels } from "../../../src-renderer/src/shared/paperTwins.ts";

describe("telling apart two papers of one name", () => {
  it("labels only the papers whose name another paper of the list shares, by number and file", () => {
    const labels = twinLabels([
      { id: 1, name: "Ionic conductivity of YSZ", fileName: "ysz.pdf" },
      { id: 2, name: "ionic conductivity of YSZ ", fileName: "ysz-locked.pdf" },
      { id: 3, name: "Another paper", fileName: "other.pdf" },
      // Untitled: its name is its file name, which is not said twice.
      { id: 4, name: "scan.pdf", fileName: "scan.pdf" },
      { id: 5, name: "scan.pdf", fileName: "scan.pdf" },
    ]);
    expect([...labels]).toEqual([
      [1, "paper 1 · ysz.pdf"],
      [2, "paper 2 · ysz-locked.pdf"],
      [4, "paper 4"],
      [5, "paper 5"],
    ]);
  });
});
