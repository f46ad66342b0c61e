import type { Word } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { capitalOWord, digitWidths } from "../../../src-main/core/documents/ocr/capitalO.ts";

// A capital O read as the digit zero, decided on the symbol boxes tesseract gave. The boxes below
// are the ones measured on the scans of the tuning papers (300 and 200 dpi) and of the generated
// page in test/process/documents/ocrCapitalO.test.ts.

type Box = [text: string, x0: number, x1: number, y0?: number, y1?: number];

function word(...symbols: Box[]): Word {
  const read = symbols.map(([text, x0, x1, y0 = 100, y1 = 129]) => ({ text, confidence: 98, bbox: { x0, y0, x1, y1 } }));
  const bbox = { x0: read[0]!.bbox.x0, y0: 100, x1: read[read.length - 1]!.bbox.x1, y1: 129 };
  return { text: read.map((s) => s.text).join(""), confidence: 98, bbox, symbols: read } as unknown as Word;
}

const text = (w: Word) => w.text;

describe("a capital O read as the digit zero", () => {
  it("reads a round zero between a digit and a capital as an O", () => {
    // "S2ORC" read "S20RC": the zero 27 px wide on a 29 px row, the 2 beside it 18 px.
    const read = word(["S", 788, 807], ["2", 813, 831], ["0", 836, 863], ["R", 867, 894], ["C", 897, 922]);
    expect(text(capitalOWord(read, digitWidths([read])))).toBe("S2ORC");
  });

  it("leaves a zero as narrow as a digit, beside a capital or not", () => {
    // "A0" sheets and "RP910": the zeros are 19 px ovals, as wide as the line's other digits.
    const sheet = word(["A", 100, 128], ["0", 131, 150]);
    const number = word(["R", 200, 226], ["P", 229, 251], ["9", 254, 273], ["1", 276, 290], ["0", 293, 312]);
    const digits = digitWidths([sheet, number]);
    expect(text(capitalOWord(sheet, digits))).toBe("A0");
    expect(text(capitalOWord(number, digits))).toBe("RP910");
  });

  it("leaves a round zero whose line's digits are as wide (a font of round digits)", () => {
    const read = word(["K", 100, 126], ["2", 130, 157], ["0", 160, 187], ["D", 190, 216]);
    // Beside the line's 18-19 px digits, the 27 px zero is an O; on a line without other digits its shape decides.
    expect(text(capitalOWord(read, [18, 19, 18]))).toBe("K2OD");
    expect(text(capitalOWord(read, []))).toBe("K2OD");
    // The same zero on a line whose digits are 27 px wide (round zeros are left out of the measure) is a digit of that font.
    const line = word(["2", 300, 327], ["0", 330, 357], ["1", 360, 387], ["5", 390, 417]);
    expect(digitWidths([line])).toEqual([27, 27, 27]);
    expect(text(capitalOWord(read, digitWidths([line])))).toBe("K20D");
  });

  it("leaves a round zero that is no capital's height (a ring in a figure) and one beside small letters", () => {
    const ring = word(["T", 100, 126], ["0", 130, 265, 10, 129]);
    const lower = word(["y", 100, 118], ["0", 121, 150], [".", 152, 157], ["7", 160, 178]);
    expect(text(capitalOWord(ring, []))).toBe("T0");
    expect(text(capitalOWord(lower, []))).toBe("y0.7");
  });

  it("drops a piece boxed inside the round letter, read as a second letter", () => {
    // "S20ORC": tesseract boxed the O once as "0" (27 px) and again as "O" (13 px, 9 px of it inside).
    const twice = word(["S", 1685, 1703], ["2", 1709, 1727], ["0", 1732, 1759], ["O", 1750, 1763], ["R", 1764, 1790], ["C", 1794, 1819]);
    expect(text(capitalOWord(twice, digitWidths([twice])))).toBe("S2ORC");
    // "S2ZORC": a sliver of the O read as a Z (7 of its 13 px inside the O).
    const sliver = word(["S", 787, 807], ["2", 813, 831], ["Z", 833, 846], ["O", 835, 862], ["R", 867, 892], ["C", 897, 922]);
    expect(text(capitalOWord(sliver, digitWidths([sliver])))).toBe("S2ORC");
  });

  it("keeps letters that merely touch an O, as kerned type does", () => {
    const kerned = word(["T", 100, 126], ["O", 122, 151], ["P", 154, 176]);
    expect(capitalOWord(kerned, [])).toBe(kerned);
  });
});
