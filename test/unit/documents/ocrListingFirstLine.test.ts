// A code listing's first line on a scan. Tesseract measures a typewriter face's short letters a
// fifth small, so a listing in Courier 9 pt set at 11 points reads 7.2 points on lines 1.5 to 1.57
// of that measure apart, just over and under the 1.55 sizes that part two blocks. Lines as read on
// a 300 dpi scan of science-parse's map-reduce paper, page 2 (the first function, after the body's
// "... pseudo-code:"): the header line "map (String key, String value):" stood 1.57 sizes over the
// next and was parted from its function, a one-line fragment the paper then left out.
import { describe, expect, it } from "vitest";
import { buildBlocks } from "../../../src-main/core/documents/layout/blocks.ts";
import { HyphenVocabulary } from "../../../src-main/core/documents/layout/hyphenation.ts";
import { OCR_FONT, type Line } from "../../../src-main/core/documents/layout/types.ts";

const BODY = 9.1;
const COLUMN = { column: 0, colLeft: 72.24, colRight: 296.64, spanning: false };

function line(text: string, x0: number, x1: number, baseline: number, size: number, font = OCR_FONT): Line {
  return { page: 2, text, spans: [], x0, x1, top: baseline - size, bottom: baseline, baseline, size, font, ...COLUMN };
}

const body = [line("ments. The user would write code similar to the follow-", 72, 296, 414.7, BODY), line("ing pseudo-code:", 72, 140, 426.7, BODY)];
const measured: [string, number, number, number][] = [
  ["map (String key, String value):", 83, 242, 446.8],
  ["// key: document name", 95, 206, 458.0],
  ["// value: document contents", 95, 238, 469.0],
  ["for each word w in value:", 95, 226, 479.6],
  ['EmitIntermediate (w, "1");', 105, 237, 490.6],
];
const listing = (font = OCR_FONT, stretch = 1) => measured.map(([text, x0, x1, baseline]) => line(text, x0, x1, 446.8 + (baseline - 446.8) * stretch, 7.2, font));

const blocksOf = (lines: Line[]) => buildBlocks(lines, BODY, OCR_FONT, new HyphenVocabulary()).map((b) => b.lines.map((l) => l.text));

describe("the first line of a listing in a typewriter face on a scan", () => {
  it("stays with the lines under it when all stand at one pitch", () => {
    const blocks = blocksOf([...body, ...listing()]);
    expect(blocks).toHaveLength(2);
    expect(blocks[1]).toEqual(measured.map(([text]) => text));
  });

  it("is parted when the lines under it stand at another pitch or at a manuscript's double spacing", () => {
    // The next steps 1.25 times the first: no one pitch tells the type's size.
    const uneven = listing();
    for (const l of uneven.slice(2)) l.baseline += 3;
    expect(blocksOf([...body, ...uneven])[1]).toEqual([measured[0]![0]]);
    // Lines twice their size apart, evenly: double spacing, left as it was read.
    expect(blocksOf([...body, ...listing(OCR_FONT, 1.3)])[1]).toEqual([measured[0]![0]]);
  });

  it("leaves a text layer's lines as they were: its sizes are the PDF's own", () => {
    expect(blocksOf([...body, ...listing("g_d0_f9")])[1]).toEqual([measured[0]![0]]);
  });
});
