// A code listing set in a typewriter face between paragraphs on a scan. Tesseract sizes a line by
// its letters, and a typewriter face's short letters read it a fifth small: boxes as measured on a
// 300 dpi scan of science-parse's map-reduce paper, page 2 (Courier beside a Times body; the text
// layer says 9 pt against 10, the scan 7.2 against 9.1). Read so, the listing's narrow lines were
// taken for a figure's labels and the second function was left out of the paper.
import { describe, expect, it } from "vitest";
import type { Block } from "../../../src-main/core/documents/layout/blocks.ts";
import { classify } from "../../../src-main/core/documents/layout/blockRoles.ts";
import { OCR_FONT, type Line } from "../../../src-main/core/documents/layout/types.ts";

const BODY = 9.1;
const COLUMN = { column: 0, colLeft: 72.24, colRight: 296.64, spanning: false };

function line(text: string, x0: number, x1: number, baseline: number, size: number, font: string): Line {
  return { page: 2, text, spans: [], x0, x1, top: baseline - size, bottom: baseline, baseline, size, font, ...COLUMN };
}

function block(lines: Line[]): Block {
  const text = lines.map((l) => l.text).join(" ");
  return { lines, text, lineStarts: [0], page: 2, column: 0, spanning: false, size: lines[0]!.size, font: lines[0]!.font };
}

const listing = (font: string, pitch = 11.04, size = 7.2) =>
  block(
    [
      ["reduce (String key, Iterator values):", 83.5, 274.6],
      ["// key: a word", 94.6, 168.7],
      ["// values: a list of counts", 94.6, 237.8],
      ["int result = 0;", 94.3, 171.8],
      ["for each v in values:", 94.6, 204.5],
      ["result += ParseInt (v);", 105.1, 220.6],
      ["Emit (AsString (result));", 93.8, 215.3],
    ].map(([text, x0, x1], i) => line(text as string, x0 as number, x1 as number, 512.64 + i * pitch, size, font)),
  );

const before = block([line("Consider the problem of counting the number of occurrences of each word in a large", 72.24, 296.6, 400, BODY, OCR_FONT), line("collection of documents. The user would write code similar to the following pseudo-code.", 72.24, 296.6, 412, BODY, OCR_FONT)]);
const after = block([line("The map function emits each word plus an associated count of occurrences (just one in", 82.1, 296.6, 599.4, BODY, OCR_FONT), line("this simple example). The reduce function sums together all counts emitted for a word.", 72.24, 296.6, 611.4, BODY, OCR_FONT)]);

const roleOf = (listed: Block) => classify([before, listed, after], [null, null, null], 0, BODY, [792, 792])[1]!.role;

describe("a code listing in a typewriter face on a scan", () => {
  it("is body text when its lines' pitch shows type about the body's size", () => {
    expect(roleOf(listing(OCR_FONT))).toBe("paragraph");
  });

  it("stays left out when its lines' pitch is that of small type, or is no one pitch", () => {
    // Lines 8.6 points apart are set in type that small: a figure's labels or a note.
    expect(roleOf(listing(OCR_FONT, 8.6))).toBe("float");
    // Labels stacked at uneven steps are no block of text set line under line.
    const uneven = listing(OCR_FONT);
    uneven.lines.forEach((l, i) => (l.baseline += i % 2 === 0 ? 0 : 3));
    expect(roleOf(uneven)).toBe("float");
  });

  it("leaves a text layer's sizes as they are: the same lines in a font of the PDF stay what they were", () => {
    expect(roleOf(listing("g_d0_f9"))).toBe("float");
  });
});
