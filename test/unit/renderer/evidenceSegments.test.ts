import { describe, expect, it } from "vitest";
import { evidenceBlocks, highlightSegments } from "../../../src-renderer/src/features/review/evidenceSegments.ts";

describe("evidence highlighting", () => {
  it("highlights spans inside their passage, merging overlaps", () => {
    const text = "Films were annealed at 400 K. The band gap was 1.5 eV. Grains grew.";
    expect(highlightSegments(text, [{ start: 30, end: 54 }])).toEqual([
      { text: "Films were annealed at 400 K. ", highlighted: false },
      { text: "The band gap was 1.5 eV.", highlighted: true },
      { text: " Grains grew.", highlighted: false },
    ]);
    expect(highlightSegments("abcdef", [{ start: 3, end: 6 }, { start: 0, end: 2 }, { start: 1, end: 4 }])).toEqual([{ text: "abcdef", highlighted: true }]);
    expect(highlightSegments("abc", [{ start: 2, end: 99 }, { start: 2, end: 2 }])).toEqual([
      { text: "ab", highlighted: false },
      { text: "c", highlighted: true },
    ]);
  });

  it("shows a passage once for several quotes and unlocated quotes on their own", () => {
    const passage = "One. Two. Three.";
    const blocks = evidenceBlocks([
      { text: "One.", page: 1, passageId: 5, start: 0, end: 4, passageText: passage, table: null },
      { text: "not found", page: null, passageId: null, start: null, end: null, passageText: null, table: null },
      { text: "Three.", page: 1, passageId: 5, start: 10, end: 16, passageText: passage, table: null },
    ]);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatchObject({ passageId: 5, quotes: 2 });
    expect(blocks[0]!.segments.filter((s) => s.highlighted).map((s) => s.text)).toEqual(["One.", "Three."]);
    expect(blocks[1]).toEqual({ passageId: null, page: null, segments: [{ text: "not found", highlighted: true }], quotes: 1, places: [] });
  });
});
