import type { Word } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { smallCapitalWords } from "../../../src-main/core/documents/ocr/smallCapitals.ts";

// A line read all in capitals is given the case its letters' heights show, decided on the symbol
// boxes tesseract gave. The heights below are those tesseract.js measured on the generated scans of
// test/process/documents/ocrSmallCapitalsTitle.test.ts at 300 dpi: capitals 51 px (overshoot to
// 53), small capitals 39-42 px, a colon 27 px.

/** A word of letters, each [text, height]; every letter stands on one baseline at 417 px. */
function word(...letters: [string, number][]): Word {
  const symbols = letters.map(([text, h], i) => ({ text, confidence: 95, bbox: { x0: i * 30, y0: 417 - h, x1: i * 30 + 26, y1: 417 } }));
  return { text: letters.map(([t]) => t).join(""), confidence: 95, bbox: { x0: 0, y0: 366, x1: letters.length * 30, y1: 417 }, symbols } as unknown as Word;
}
const spelled = (text: string, heights: (letter: string, i: number) => number) => word(...[...text].map((t, i): [string, number] => [t, heights(t, i)]));
const smallCaps = (text: string) => spelled(text, (t, i) => (i === 0 ? 51 : t === ":" ? 27 : "COS".includes(t) ? 42 : 39));
const read = (...words: Word[]) => smallCapitalWords(words).map((w) => w.text).join(" ");

describe("a line printed in small capitals", () => {
  it("gives the tall letters capitals and the short ones lower case", () => {
    expect(read(smallCaps("PAPER"), smallCaps("PLAIN:"), smallCaps("READING"), word(["O", 41], ["F", 39]), smallCaps("TODAY"))).toBe("Paper Plain: Reading of Today");
  });

  it("keeps a word of capitals inside a small-capitals line (an acronym) in capitals", () => {
    expect(read(smallCaps("MODELS"), word(["F", 39], ["O", 41], ["R", 39]), spelled("DNA", () => 51), smallCaps("REPAIR"))).toBe("Models for DNA Repair");
  });

  it("sets an unmeasured Q or J after a small letter small", () => {
    expect(read(smallCaps("QUANTUM"), spelled("PROJECTS", (t, i) => (i === 0 ? 51 : t === "J" ? 55 : 39)))).toBe("Quantum Projects");
  });

  it("leaves capitals of one height, with their overshoot, in capitals", () => {
    expect(read(spelled("PAPER", (t) => ("COS".includes(t) ? 53 : 51)), spelled("PLAIN", () => 51), spelled("CODES", (t) => ("COS".includes(t) ? 53 : 51)))).toBe("PAPER PLAIN CODES");
  });

  it("recases the small-capitals words of a line that goes on in mixed case, and leaves the mixed-case words as read", () => {
    const rethinking = spelled("Rethinking", (t) => (t === "R" || t === "h" || t === "k" ? 51 : t === "t" || t === "i" ? 44 : 34));
    expect(read(smallCaps("PAPER"), smallCaps("PLAIN:"), rethinking, word(["o", 30], ["f", 52]))).toBe("Paper Plain: Rethinking of");
    // Tesseract reads a small capital O or S in lower case ("NoTEs"): the heights still decide.
    expect(read(smallCaps("FIELD"), spelled("NoTEs:", (t, i) => (i === 0 ? 51 : t === ":" ? 27 : 39)), rethinking)).toBe("Field Notes: Rethinking");
  });

  it("leaves an acronym or lower-case words beside capitals on a mixed line as read", () => {
    const the = spelled("the", (t) => (t === "e" ? 34 : 51));
    expect(read(the, spelled("DNA", () => 51), spelled("sow", () => 34), the)).toBe("the DNA sow the");
    expect(read(the, spelled("MODELS", (t) => ("OS".includes(t) ? 53 : 51)), the)).toBe("the MODELS the");
    // A lone word in small capitals inside a sentence, or opening one, is a name the text layer prints in capitals too.
    expect(read(the, smallCaps("SCISSOR"), the)).toBe("the SCISSOR the");
    expect(read(smallCaps("SCISSOR"), the)).toBe("SCISSOR the");
  });

  it("leaves heights spread between two classes, or tall letters inside words", () => {
    // 51 to 39 px in even steps: no two heights.
    expect(read(spelled("GRADUAL", (_, i) => 51 - 2 * i), spelled("SIZES", (_, i) => 47 - 2 * i))).toBe("GRADUAL SIZES");
    // Tall letters at words' ends, not starts: no small capitals.
    expect(read(spelled("ABCDE", (_, i) => (i === 4 ? 51 : 39)), spelled("FGHIK", (_, i) => (i === 4 ? 51 : 39)))).toBe("ABCDE FGHIK");
  });

  it("leaves a line with a drop capital far taller than the rest", () => {
    expect(read(spelled("THE", (_, i) => (i === 0 ? 120 : 39)), spelled("STUDY", () => 39))).toBe("THE STUDY");
  });
});
