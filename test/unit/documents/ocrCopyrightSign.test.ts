import type { Word } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { thetaWord } from "../../../src-main/core/documents/ocr/copyrightSign.ts";

// A capital Theta that tesseract's English model read as "©", told from a true copyright sign by
// what follows it. The words below are the ones read on the OCR tuning scans (300 and 200 dpi).

function word(text: string, symbols = true): Word {
  const read = [...text].map((c, i) => ({ text: c, confidence: 90, bbox: { x0: 10 * i, y0: 0, x1: 10 * i + 9, y1: 20 } }));
  return { text, confidence: 90, bbox: { x0: 0, y0: 0, x1: 10 * text.length, y1: 20 }, symbols: symbols ? read : [] } as unknown as Word;
}

const read = (text: string, next?: string, symbols = true) => thetaWord(word(text, symbols), next === undefined ? undefined : word(next)).text;

describe("a copyright sign that opens no notice", () => {
  it("reads a sign followed by punctuation or a lower-case word as a Theta", () => {
    expect(read("©;", "is")).toBe("Θ;");
    expect(read("©;.", "Finally,")).toBe("Θ;.");
    expect(read("p(zi;]©;)", "are")).toBe("p(zi;]Θ;)");
    expect(read("©", "and")).toBe("Θ");
  });

  it("keeps the symbols in step with the word", () => {
    const theta = thetaWord(word("©;"), word("is"));
    expect(theta.symbols.map((s) => s.text).join("")).toBe("Θ;");
  });

  it("reads a word without symbols the same way", () => {
    expect(read("©;", "is", false)).toBe("Θ;");
  });

  it("leaves a sign that opens a notice", () => {
    // "© 2014 The Author(s)", "©2008 IOP Publishing", "(©2008", "© Copyright", "Copyright © 2010 ...".
    expect(read("©", "2014")).toBe("©");
    expect(read("©2008", "IOP")).toBe("©2008");
    expect(read("(©2008", "IOP")).toBe("(©2008");
    expect(read("©", "Copyright")).toBe("©");
    expect(read("©", "The")).toBe("©");
  });

  it("leaves a sign last on its line, with nothing after it to tell", () => {
    expect(read("©")).toBe("©");
  });

  it("leaves words without the sign as they are", () => {
    const plain = word("distribution");
    expect(thetaWord(plain, undefined)).toBe(plain);
  });
});
