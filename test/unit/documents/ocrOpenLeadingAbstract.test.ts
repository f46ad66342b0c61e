import type { Block, Line } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { lineTypeSizes } from "../../../src-main/core/documents/ocr/lineSizes.ts";
import { ocrPageText } from "../../../src-main/core/documents/ocr/ocrPageText.ts";
import { paperFromPages } from "../../../src-main/core/documents/parsePdf.ts";

// A small abstract set on open leading, scanned at 200 dpi, as tesseract measured one (docs/ocr.md,
// "Round 19: what scans lose"): rows 31 px with 19-20 px of white between them, baselines 52-53 px
// apart; its short last line, with few ascenders or descenders, read as a paragraph of its own and
// measured 27 px, its baseline 51 px under the line above. Its box stands 21 px under the line
// above, more than a line gap (0.6 of a row), so only the paragraph's own line step says it is the
// abstract's next line. Sized on its own, it reads half a point smaller than the abstract, which
// then ends a line early without a full stop.

const DPI = 200;
const SCALE = DPI / 72;
const PAGE = { width: 612, height: 792 };
const LEFT = 250;
const RIGHT = 1450;

interface Row {
  rowHeight: number;
  ascenders: number;
  descenders: number;
}

/**
 * Tesseract's line (as its hOCR is read: descenders positive) of `text` on `baseline`, words spread
 * from `left`; the words' boxes reach a pixel past the row's measures, as inked letters do.
 */
function line(text: string, baseline: number, row: Row, left = LEFT, right = RIGHT): Line {
  const top = baseline - row.rowHeight + row.descenders - 1;
  const bottom = baseline + row.descenders + 1;
  const parts = text.split(" ");
  const letters = parts.reduce((n, w) => n + w.length + 1, 0);
  const perLetter = Math.min(22, (right - left) / letters);
  let x = left;
  const words = parts.map((w) => {
    const x0 = x;
    x += w.length * perLetter;
    const word = { text: w, confidence: 95, bbox: { x0, y0: top, x1: x, y1: bottom } };
    x += perLetter;
    return word;
  });
  return {
    text: `${text}\n`,
    confidence: 95,
    bbox: { x0: left, y0: top, x1: x - perLetter, y1: bottom },
    baseline: { x0: left, y0: baseline, x1: x - perLetter, y1: baseline, has_baseline: true },
    rowAttributes: row,
    words,
  } as unknown as Line;
}

const paragraph = (lines: Line[]) => ({ lines });
const blocks = (...paragraphs: { lines: Line[] }[][]) => paragraphs.map((ps) => ({ paragraphs: ps })) as unknown as Block[];

const ABSTRACT_ROW: Row = { rowHeight: 31, ascenders: 9, descenders: 7 };
/** The same type (x-height 15 px) on a line with few ascenders and descenders: a row 4 px short. */
const SHORT_ROW: Row = { rowHeight: 27, ascenders: 6, descenders: 6 };
const BODY_ROW: Row = { rowHeight: 36, ascenders: 10, descenders: 8 };

const ABSTRACT = [
  "We describe a survey of how field ecologists keep their notes from the first",
  "season of sampling to the published article, drawing on interviews with forty",
  "researchers at eleven stations. Most kept paper notebooks for the field and moved",
  "their records into spreadsheets only when a paper was being written. Few could",
  "find the notes behind an older figure, and fewer still could say which version",
  "of a dataset a table was made from. We suggest small habits that make it easier",
];
const LAST = "to trace these results.";
/** Baselines down the abstract: steps of 53 and 52 px (a 31 px row and 19-20 px of white). */
const ABSTRACT_BASELINES = [560, 613, 665, 718, 770, 823];
const LAST_BASELINE = 823 + 51;

function abstractLines(): { lines: Line[]; last: Line } {
  return { lines: ABSTRACT.map((text, i) => line(text, ABSTRACT_BASELINES[i]!, ABSTRACT_ROW)), last: line(LAST, LAST_BASELINE, SHORT_ROW, LEFT, 750) };
}

const BODY = [
  "Notes taken in the field are the first record of most ecological data, yet they are",
  "rarely kept with the data they describe. A reader who wants to know how a count was",
  "made, or why a plot was left out, must find the person who made it. We asked how the",
  "researchers who take such notes keep them, and what they would need to keep them",
  "with their data from the start. This section sets out the questions we asked them.",
];

/** A first page: a title, an author line, the abstract (its last line a paragraph of its own) and the body. */
function firstPage(): Block[] {
  const { lines, last } = abstractLines();
  const title = line("Keeping Field Notes with the Data", 250, { rowHeight: 70, ascenders: 20, descenders: 14 }, 350, 1350);
  const authors = line("Ada Moss and Ben Reed", 360, { rowHeight: 45, ascenders: 13, descenders: 10 }, 550, 1150);
  const heading = line("1 Introduction", 1000, { rowHeight: 45, ascenders: 13, descenders: 10 }, LEFT, 700);
  const body = BODY.map((text, i) => line(text, 1070 + 60 * i, BODY_ROW));
  return blocks([paragraph([title])], [paragraph([authors])], [paragraph(lines), paragraph([last])], [paragraph([heading])], [paragraph(body)]);
}

describe("a scanned abstract set small on open leading", () => {
  it("an abstract's short last line on open leading stays in the abstract: it is read at the abstract's size", () => {
    const { lines, last } = abstractLines();
    const sizes = lineTypeSizes(blocks([paragraph(lines), paragraph([last])]));
    expect(lines.map((l) => sizes.get(l))).toEqual(lines.map(() => 31));
    expect(sizes.get(last)).toBe(31);

    // What the reader is given: every word of the abstract, its last line's too, at one size in points.
    const { text } = ocrPageText(blocks([paragraph(lines), paragraph([last])]), { pageNumber: 1, ...PAGE, rotate: 0, scale: SCALE });
    const lastRuns = text.runs.filter((r) => r.y === LAST_BASELINE / SCALE);
    expect(lastRuns.map((r) => r.text.trim())).toEqual(LAST.split(" "));
    expect(new Set(text.runs.map((r) => r.size))).toEqual(new Set([31 / SCALE]));
  });

  it("a line a line step under the abstract but set in a larger type keeps its own size", () => {
    // The rule is one of neighbours of one type: a line at the same step with a larger x-height
    // (a heading under the abstract) is no line of the abstract.
    const { lines } = abstractLines();
    const heading = line("1 Introduction", LAST_BASELINE, { rowHeight: 45, ascenders: 13, descenders: 10 }, LEFT, 700);
    const sizes = lineTypeSizes(blocks([paragraph(lines), paragraph([heading])]));
    expect(sizes.get(heading)).toBe(45);
  });

  it("the paper's abstract is found whole, ending with its last line's full stop", () => {
    const { text, report } = ocrPageText(firstPage(), { pageNumber: 1, ...PAGE, rotate: 0, scale: SCALE });
    const paper = paperFromPages({ pages: [text], info: {}, outline: [] }, "field-notes-scan.pdf", { languages: ["eng"], pages: [report] });
    expect(paper.abstract).toMatch(/^We describe a survey of how field ecologists/);
    expect(paper.abstract).toMatch(/make it easier to trace these results\.$/);
  });
});
