import { describe, expect, it } from "vitest";
import type { PaperReading } from "../../../src-main/contract/paperDetail.ts";
import {
  boxesInRange,
  clipBox,
  evidencePage,
  evidenceRectsByPage,
  marksByPassage,
  scaleRect,
  splitMarks,
  type Evidence,
} from "../../../src-renderer/src/features/paper/evidence.ts";
import { fitWidthScale, stepZoom } from "../../../src-renderer/src/features/paper/pageScale.ts";
import { passagesBySection } from "../../../src-renderer/src/features/paper/passagesBySection.ts";

// A passage of two lines: "Films were annealed at 400 K." on line one (chars 0-29) and
// "The band gap was 1.5 eV." on line two (chars 30-54), one text item per line, on page 2.
const TEXT = "Films were annealed at 400 K. The band gap was 1.5 eV.";
const reading: PaperReading = {
  paperId: 1,
  pages: [
    { number: 1, width: 600, height: 800 },
    { number: 2, width: 600, height: 800 },
  ],
  sections: [
    { id: 10, heading: "Methods", number: "2", level: 1, page: 2 },
    { id: 11, heading: "Results", number: "3", level: 1, page: 2 },
  ],
  passages: [
    { id: 100, sectionId: null, kind: "abstract", page: 1, text: "We study films.", boxes: [{ page: 1, x: 50, y: 60, w: 150, h: 12, start: 0, end: 15 }] },
    {
      id: 101,
      sectionId: 10,
      kind: "paragraph",
      page: 2,
      text: TEXT,
      boxes: [
        { page: 2, x: 72, y: 100, w: 290, h: 12, start: 0, end: 29 },
        { page: 2, x: 72, y: 114, w: 240, h: 12, start: 30, end: 54 },
      ],
    },
    { id: 102, sectionId: 11, kind: "caption", page: 2, text: "Figure 1. Gap against temperature.", boxes: [] },
  ],
  references: [],
};

const evidence = (e: Partial<Evidence>): Evidence => ({ text: "", page: null, paragraphId: null, start: null, end: null, table: null, ...e });

describe("evidence in the extracted text", () => {
  it("splits a passage into the text before, the evidence, and the text after", () => {
    expect(splitMarks(TEXT, [{ start: 30, end: 54 }])).toEqual([
      { text: "Films were annealed at 400 K. ", mark: false },
      { text: "The band gap was 1.5 eV.", mark: true },
    ]);
    expect(splitMarks("abcdef", [{ start: 2, end: 4 }])).toEqual([
      { text: "ab", mark: false },
      { text: "cd", mark: true },
      { text: "ef", mark: false },
    ]);
  });

  it("joins overlapping evidence, ignores empty ranges and clamps ranges that run past the text", () => {
    expect(splitMarks("abcdef", [{ start: 3, end: 9 }, { start: 1, end: 4 }, { start: 5, end: 5 }])).toEqual([
      { text: "a", mark: false },
      { text: "bcdef", mark: true },
    ]);
    expect(splitMarks("abc", [])).toEqual([{ text: "abc", mark: false }]);
    expect(splitMarks("", [])).toEqual([{ text: "", mark: false }]);
  });

  it("marks only the passages the evidence names; evidence without offsets marks its whole passage", () => {
    const marks = marksByPassage(
      [evidence({ paragraphId: 101, start: 30, end: 54 }), evidence({ paragraphId: 100 }), evidence({ paragraphId: null, text: "unmatched" })],
      reading.passages,
    );
    expect([...marks.keys()].sort()).toEqual([100, 101]);
    expect(marks.get(101)).toEqual([{ start: 30, end: 54 }]);
    expect(marks.get(100)).toEqual([{ start: 0, end: 15 }]);
  });

  it("groups passages under their sections, text before the first heading first", () => {
    const groups = passagesBySection(reading);
    expect(groups.map((g) => [g.section?.heading ?? null, g.passages.map((p) => p.id)])).toEqual([
      [null, [100]],
      ["Methods", [101]],
      ["Results", [102]],
    ]);
  });
});

describe("evidence on the rendered page", () => {
  it("picks the boxes whose characters overlap the evidence range", () => {
    const boxes = reading.passages[1]!.boxes;
    expect(boxesInRange(boxes, { start: 30, end: 54 })).toEqual([boxes[1]]);
    expect(boxesInRange(boxes, { start: 20, end: 35 })).toEqual(boxes);
    expect(boxesInRange(boxes, { start: 29, end: 30 })).toEqual([]); // the space between the items
  });

  it("cuts a box where the evidence starts or ends inside it, by the characters' share of its width", () => {
    const box = { page: 1, x: 100, y: 50, w: 200, h: 10, start: 0, end: 20 };
    expect(clipBox(box, { start: 0, end: 20 })).toEqual({ x: 100, y: 50, w: 200, h: 10 });
    expect(clipBox(box, { start: 5, end: 15 })).toEqual({ x: 150, y: 50, w: 100, h: 10 });
    expect(clipBox(box, { start: 10, end: 99 })).toEqual({ x: 200, y: 50, w: 100, h: 10 });
  });

  it("scales page rectangles to screen pixels", () => {
    expect(scaleRect({ x: 72, y: 114, w: 240, h: 12 }, 1.5)).toEqual({ left: 108, top: 171, width: 360, height: 18 });
  });

  it("gives each page the rectangles of the evidence it shows, and opens the first such page", () => {
    const qa = [evidence({ paragraphId: 101, page: 2, start: 30, end: 54 })];
    const rects = evidenceRectsByPage(qa, reading.passages);
    expect([...rects.keys()]).toEqual([2]);
    expect(rects.get(2)).toEqual([{ x: 72, y: 114, w: 240, h: 12 }]);
    expect(evidencePage(qa, reading.passages)).toBe(2);
    expect(evidencePage([evidence({ paragraphId: 100 }), ...qa], reading.passages)).toBe(1);
  });

  it("falls back to the page the evidence names, or its passage's page, when there are no boxes", () => {
    expect(evidenceRectsByPage([evidence({ paragraphId: 102, start: 0, end: 9 })], reading.passages).size).toBe(0);
    expect(evidencePage([evidence({ paragraphId: 102, start: 0, end: 9 })], reading.passages)).toBe(2);
    expect(evidencePage([evidence({ paragraphId: null, page: 1 })], reading.passages)).toBe(1);
    expect(evidencePage([evidence({ paragraphId: null })], reading.passages)).toBeNull();
  });

  it("fits the page to the pane width and steps zoom through fixed levels", () => {
    expect(fitWidthScale(900, 600)).toBe(1.5);
    expect(fitWidthScale(0, 600)).toBe(1);
    expect(fitWidthScale(100, 600)).toBe(0.25);
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1.37, -1)).toBe(1.25);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(0.5, -1)).toBe(0.5);
  });
});
