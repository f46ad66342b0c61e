import type { Line, Word } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { numberLettersWord } from "../../../src-main/core/documents/ocr/numberLetters.ts";
import { urlWords } from "../../../src-main/core/documents/ocr/urlSpaces.ts";

// Digits read as letters inside numbers, and web addresses read as two words, decided on the
// symbol boxes tesseract gave. The boxes are the ones measured on the scratch scans (Round 25's
// 21 publishers' first pages) and on the generated page of test/process/documents/ocrNumberWords.test.ts.

type Box = [text: string, x0: number, x1: number, y0?: number, y1?: number];

function word(...symbols: Box[]): Word {
  const read = symbols.map(([text, x0, x1, y0 = 1072, y1 = 1101]) => ({ text, confidence: 97, bbox: { x0, y0, x1, y1 } }));
  const bbox = { x0: read[0]!.bbox.x0, y0: 1072, x1: read[read.length - 1]!.bbox.x1, y1: 1101 };
  return { text: read.map((s) => s.text).join(""), confidence: 97, bbox, symbols: read } as unknown as Word;
}

/** A word of letters spelled out with even boxes, for the words of a line. */
function plain(text: string, x0: number, step = 10): Word {
  return word(...[...text].map((c, i): Box => [c, x0 + i * step, x0 + i * step + step - 2]));
}

const line = (words: Word[]): Line => ({ words, rowAttributes: { rowHeight: 33, ascenders: 9, descenders: 8 } }) as unknown as Line;
const text = (w: Word) => w.text;

describe("a digit read as a letter inside a number", () => {
  it("reads a one after a decimal point, before a unit, as a 1", () => {
    // acl-main.447 at 200 dpi: "81.1M" read "81.IM" (the I 29 px tall, the 1 before the point 27).
    expect(text(numberLettersWord(word(["8", 373, 390], ["1", 397, 405, 1072, 1099], [".", 415, 436], ["I", 433, 453], ["M", 444, 478, 1072, 1099])))).toBe("81.1M");
    expect(text(numberLettersWord(word(["2", 100, 118], [".", 120, 125], ["l", 128, 136], ["5", 140, 158])))).toBe("2.15");
  });

  it("reads a one or a zero between digits as a digit", () => {
    expect(text(numberLettersWord(word(["1", 100, 110], ["O", 114, 132], ["5", 136, 154])))).toBe("105");
    expect(text(numberLettersWord(word(["1", 100, 110], ["l", 114, 122], ["0", 128, 146], [".", 150, 154], ["5", 158, 176])))).toBe("110.5");
  });

  it("drops a stroke boxed inside the letter after a number: that letter's stem read twice", () => {
    // The generated page at 200 dpi askew: "81.1M" read "81.1IM", the I's box inside the M's.
    const twice = word(["8", 2401, 2419], ["1", 2425, 2434], [".", 2445, 2449], ["1", 2457, 2466], ["I", 2473, 2482], ["M", 2473, 2506]);
    expect(text(numberLettersWord(twice))).toBe("81.1M");
  });

  it("leaves words that are no number before the letter, and letters a word starts with", () => {
    for (const spelled of ["Il", "IO", "H2O2", "S2ORC", "CO2", "3D", "A1O", "x1l"]) expect(text(numberLettersWord(plain(spelled, 100)))).toBe(spelled);
    // A footnote's "3" before "Institute" (the 3 raised and smaller), a missing space after "1." and a heading in capitals.
    expect(text(numberLettersWord(word(["3", 698, 708, 1074, 1093], ["I", 712, 723], ["n", 724, 744], ["s", 747, 760])))).toBe("3Ins");
    expect(text(numberLettersWord(plain("1.In", 100)))).toBe("1.In");
    expect(text(numberLettersWord(plain("2.INTRODUCTION", 100)))).toBe("2.INTRODUCTION");
    // A number followed by a capital without a decimal point ("3I", "2O") is left: the letter may be a word's.
    expect(text(numberLettersWord(plain("3I", 100)))).toBe("3I");
    expect(text(numberLettersWord(plain("H2O", 100)))).toBe("H2O");
  });

  it("leaves a letter of another height than the digits (a letter set in another size)", () => {
    expect(text(numberLettersWord(word(["2", 100, 118, 1080, 1101], [".", 120, 125], ["I", 128, 136, 1060, 1101], ["M", 140, 170])))).toBe("2.IM");
  });
});

describe("a web address read as two words", () => {
  it("joins a scheme and the slashes after it, closer than an x-height", () => {
    // acl-main.447: "https:" then "//github.com/..." 12 px on, on a 33 px row (x-height 16).
    const read = urlWords([plain("https:", 400), plain("//github.com/", 472)], line([]));
    expect(read.map(text)).toEqual(["https://github.com/"]);
  });

  it("joins an address ending in a slash and a word whose box touches it", () => {
    // CeON-test6: the slash's box cut where "VESPA." starts (overreachingBoxes), so the two touch.
    const read = urlWords([plain("http://www.mol-evol.org/", 820), plain("VESPA.", 1060)], line([]));
    expect(read.map(text)).toEqual(["http://www.mol-evol.org/VESPA."]);
  });

  it("leaves a word set a space after an address, and words of prose with slashes", () => {
    expect(urlWords([plain("http://x.org/", 100), plain("for", 240)], line([])).map(text)).toEqual(["http://x.org/", "for"]);
    expect(urlWords([plain("and/", 100), plain("or", 140)], line([])).map(text)).toEqual(["and/", "or"]);
    expect(urlWords([plain("doi:", 100), plain("10.1371/x", 150)], line([])).map(text)).toEqual(["doi:", "10.1371/x"]);
    expect(urlWords([plain("https:", 100), plain("//a.org", 200)], line([])).map(text)).toEqual(["https:", "//a.org"]);
  });
});
