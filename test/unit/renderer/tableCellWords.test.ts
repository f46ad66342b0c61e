import { describe, expect, it } from "vitest";
import { cellRuns } from "../../../src-renderer/src/features/paper/cellWords.ts";

describe("a table cell's words kept whole", () => {
  it("keeps a short hyphenated name on one line and leaves the rest free to wrap", () => {
    expect(cellRuns("PCR-RFLP")).toEqual([{ text: "PCR-RFLP", whole: true }]);
    expect(cellRuns("PCR-RFLP and TaqMan")).toEqual([
      { text: "PCR-RFLP", whole: true },
      { text: " and TaqMan", whole: false },
    ]);
    expect(cellRuns("IL-6, TNF-α levels").filter((r) => r.whole).map((r) => r.text)).toEqual(["IL-6,", "TNF-α"]);
  });

  it("lets a long compound, a lone dash and a minus sign break as before", () => {
    expect(cellRuns("state-of-the-art-baseline")).toEqual([{ text: "state-of-the-art-baseline", whole: false }]);
    expect(cellRuns("a - b")).toEqual([{ text: "a - b", whole: false }]);
    expect(cellRuns("-0.42")).toEqual([{ text: "-0.42", whole: false }]);
  });

  it("gives back the text unchanged, spaces and all, so copying a cell copies what was read", () => {
    for (const text of ["", "  PCR-RFLP  x ", "Kantarci", "1,024 (PCR-RFLP; n = 12)"]) expect(cellRuns(text).map((r) => r.text).join("")).toBe(text);
  });
});
