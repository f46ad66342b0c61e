import type { Block, Line } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { lineTypeSizes } from "../../../src-main/core/documents/ocr/lineSizes.ts";
import { ocrPageText } from "../../../src-main/core/documents/ocr/ocrPageText.ts";
import { paperFromPages } from "../../../src-main/core/documents/parsePdf.ts";

// A two-line title scanned at 300 dpi, as tesseract measured it (docs/ocr.md, "Round 31"): the
// first line has no descenders, so its box ends on its baseline and its row measured 61 px; the
// second ("populations") measured 70 px, its "p" hanging 15 px under its baseline. Both rows
// have an x-height of 38 px. The boxes stand 41 px apart, more than a line gap (0.6 of the
// shorter row, 37 px), though the leading is the title's own: the white under the first line was
// set for descenders it happens not to have. Sized apart, the title stopped at "vulnerable".

const DPI = 300;
const SCALE = DPI / 72;
const PAGE = { width: 595, height: 792 };

interface Row {
  rowHeight: number;
  ascenders: number;
  descenders: number;
}

/**
 * Tesseract's line of `text` between `left` and `right`, its box from `top` to `bottom` (the ink,
 * as tesseract boxes it) on `baseline`, with the row measures tesseract fitted.
 */
function line(text: string, box: { left: number; top: number; right: number; bottom: number }, baseline: number, row: Row): Line {
  const parts = text.split(" ");
  const letters = parts.reduce((n, w) => n + w.length + 1, 0);
  const perLetter = (box.right - box.left) / letters;
  let x = box.left;
  const words = parts.map((w) => {
    const x0 = x;
    x += w.length * perLetter;
    const word = { text: w, confidence: 95, bbox: { x0, y0: box.top, x1: x, y1: box.bottom } };
    x += perLetter;
    return word;
  });
  return {
    text: `${text}\n`,
    confidence: 95,
    bbox: { x0: box.left, y0: box.top, x1: box.right, y1: box.bottom },
    baseline: { x0: box.left, y0: baseline, x1: box.right, y1: baseline, has_baseline: true },
    rowAttributes: row,
    words,
  } as unknown as Line;
}

const paragraph = (lines: Line[]) => ({ lines });
const blocks = (...paragraphs: { lines: Line[] }[][]) => paragraphs.map((ps) => ({ paragraphs: ps })) as unknown as Block[];

/** The title's first line: no descenders, its box ends on its baseline (518), as measured. */
const firstTitleLine = () =>
  line("COVID-19 vaccination and treatment in vulnerable", { left: 193, top: 464, right: 1967, bottom: 518 }, 518, { rowHeight: 61.4, ascenders: 16, descenders: 7.4 });
/** The title's last line, its descenders 15 px deep, as measured. */
const lastTitleLine = () => line("populations", { left: 191, top: 559, right: 604, bottom: 629 }, 614, { rowHeight: 70, ascenders: 17, descenders: 15 });

const BODY_ROW: Row = { rowHeight: 39, ascenders: 9, descenders: 9 };
const BODY = [
  "As the pandemic continues to roll on, it has been an interesting time to be an immunologist.",
  "Variants of concern raise questions about the efficacy of vaccines or monoclonal antibodies,",
  "and testing availability, cost and speed remain critical barriers to our understanding of",
  "how to tackle this pandemic. Which people are at greatest risk of severe disease after it,",
  "and which treatments shorten the illness, are questions this issue takes up in its reviews.",
];

function firstPage(): Block[] {
  const label = line("EDITORIAL", { left: 191, top: 296, right: 465, bottom: 322 }, 321, { rowHeight: 34, ascenders: 8.5, descenders: 8.5 });
  const body = BODY.map((text, i) => line(text, { left: 190, top: 761 + 54 * i, right: 2289, bottom: 800 + 54 * i }, 791 + 54 * i, BODY_ROW));
  return blocks([paragraph([label])], [paragraph([firstTitleLine()])], [paragraph([lastTitleLine()])], [paragraph(body)]);
}

describe("a scanned title whose first line has no descenders", () => {
  it("both lines of the title are read at one size", () => {
    const first = firstTitleLine();
    const last = lastTitleLine();
    const sizes = lineTypeSizes(blocks([paragraph([first])], [paragraph([last])]));
    expect(sizes.get(first)).toBe(70);
    expect(sizes.get(last)).toBe(70);
  });

  it("the paper's title keeps its last line", () => {
    const { text, report } = ocrPageText(firstPage(), { pageNumber: 1, ...PAGE, rotate: 0, scale: SCALE });
    const paper = paperFromPages({ pages: [text], info: {}, outline: [] }, "editorial-scan.pdf", { languages: ["eng"], pages: [report] });
    expect(paper.title).toBe("COVID-19 vaccination and treatment in vulnerable populations");
  });

  it("a first line with descenders of its own, as far above, is no line of the same paragraph", () => {
    // The white under a line whose box already reaches its descenders is all leading: at 41 px
    // (more than a line gap) the two lines are set apart, as before.
    const first = line("COVID-19 vaccination and therapy in vulnerable", { left: 193, top: 464, right: 1967, bottom: 518 }, 503, { rowHeight: 61.4, ascenders: 16, descenders: 7.4 });
    const last = lastTitleLine();
    const sizes = lineTypeSizes(blocks([paragraph([first])], [paragraph([last])]));
    expect(sizes.get(first)).toBe(61.4);
    expect(sizes.get(last)).toBe(70);
  });

  it("ink hanging deeper than the lower line's row (a subscript, a bracket) is not its type's depth", () => {
    // The same lower line with a mark 40 px under its baseline: only the 15 px of descenders
    // tesseract fitted to its row count, so a line 60 px above stays apart.
    const first = line("COVID-19 vaccination and treatment in vulnerable", { left: 193, top: 445, right: 1967, bottom: 499 }, 499, { rowHeight: 61.4, ascenders: 16, descenders: 7.4 });
    const last = line("populations", { left: 191, top: 559, right: 604, bottom: 654 }, 614, { rowHeight: 70, ascenders: 17, descenders: 15 });
    const sizes = lineTypeSizes(blocks([paragraph([first])], [paragraph([last])]));
    expect(sizes.get(first)).toBe(61.4);
  });
});
