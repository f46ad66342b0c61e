import type { Line, Word } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { capitalIBesideCapitalsWord } from "../../../src-main/core/documents/ocr/capitalIBesideCapitals.ts";
import { urlWords } from "../../../src-main/core/documents/ocr/urlSpaces.ts";

// "AI" read "Al", decided on the symbol boxes tesseract gave. The boxes are the ones measured on
// the scans of the generated page in test/process/documents/ocrCapitalIBesideCapitals.test.ts
// (Helvetica-like abstract, 300 dpi) and of the publishers' first pages (sp-mooney05's Times,
// grobid-submission_161's "AlGaAs").

type Box = [text: string, x0: number, y0: number, x1: number, y1: number];

function word(...symbols: Box[]): Word {
  const read = symbols.map(([text, x0, y0, x1, y1]) => ({ text, confidence: 95, bbox: { x0, y0, x1, y1 } }));
  const bbox = { x0: read[0]!.bbox.x0, y0: Math.min(...read.map((s) => s.bbox.y0)), x1: read[read.length - 1]!.bbox.x1, y1: Math.max(...read.map((s) => s.bbox.y1)) };
  return { text: read.map((s) => s.text).join(""), confidence: 95, bbox, symbols: read } as unknown as Word;
}

const lineOf = (...words: Word[]) => ({ words }) as unknown as Line;
const read = (w: Word, line: Line) => capitalIBesideCapitalsWord(w, line).text;

describe("a capital I read as an l after capitals", () => {
  it("reads the stroke as I where the line's l's stand a pixel taller (Helvetica-like, 300 dpi)", () => {
    // "We study how Al support ...": the stroke 26 px, the line's l's and ascenders 27.
    const ai = word(["A", 545, 759, 569, 785], ["l", 573, 759, 576, 785]);
    const study = word(["s", 100, 765, 115, 785], ["t", 117, 762, 125, 785], ["u", 127, 765, 142, 785], ["d", 144, 758, 160, 785]);
    const labs = word(["l", 700, 758, 703, 785], ["a", 706, 765, 720, 785], ["b", 722, 758, 738, 785]);
    const hold = word(["h", 800, 758, 815, 785], ["o", 817, 765, 832, 785], ["l", 835, 758, 838, 785], ["d", 841, 758, 857, 785]);
    expect(read(ai, lineOf(study, ai, labs, hold))).toBe("AI");
    // "AI-assisted" (its first letters): the stroke 26 px again, the hyphen and the rest kept.
    const assisted = word(["A", 1636, 809, 1661, 835], ["l", 1664, 809, 1668, 835], ["-", 1673, 824, 1682, 827], ["a", 1685, 815, 1705, 836], ["s", 1706, 815, 1722, 836]);
    const doped = word(["A", 481, 809, 505, 835], ["l", 508, 808, 512, 835], ["-", 516, 824, 525, 827], ["d", 528, 808, 545, 836]);
    const formula = word(["A", 1030, 809, 1055, 835], ["l", 1057, 808, 1061, 835], ["2", 1065, 809, 1082, 835]);
    const line = lineOf(doped, formula, assisted, hold, labs);
    expect(read(assisted, line)).toBe("AI-as");
    // On the same line aluminium's l stands 27 px, as tall as the other l's: left as read.
    expect(read(doped, line)).toBe("Al-d");
    expect(read(formula, line)).toBe("Al2");
  });

  it("reads a serifed I as wide as its serifs where the line has only ascenders to measure against", () => {
    // sp-mooney05 "in which Al researchers": the stroke 30 px tall and 13 wide, the h's 31.
    const ai = word(["A", 1751, 1080, 1782, 1111], ["l", 1784, 1081, 1797, 1111]);
    const which = word(["w", 1500, 1090, 1530, 1111], ["h", 1532, 1080, 1554, 1111], ["i", 1556, 1080, 1567, 1111], ["c", 1569, 1089, 1587, 1111], ["h", 1589, 1080, 1611, 1111]);
    const researchers = word(["r", 1815, 1090, 1830, 1111], ["c", 1900, 1089, 1918, 1111], ["h", 1920, 1080, 1942, 1111]);
    expect(read(ai, lineOf(which, ai, researchers))).toBe("AI");
  });

  it("leaves an l as tall as the line's l's, one the page cannot measure, and words of other forms", () => {
    // grobid-submission_161 "wide AlGaAs parabolic": a formula, every l of the line 28 px.
    const algaas = word(["A", 1477, 1066, 1506, 1094], ["l", 1508, 1066, 1517, 1094], ["G", 1520, 1066, 1548, 1095], ["a", 1550, 1075, 1567, 1095]);
    const parabolic = word(["p", 1700, 1075, 1717, 1103], ["l", 1800, 1066, 1809, 1094], ["i", 1811, 1066, 1818, 1094]);
    const well = word(["w", 1900, 1075, 1930, 1094], ["l", 1932, 1066, 1941, 1094], ["l", 1943, 1066, 1952, 1094]);
    expect(read(algaas, lineOf(algaas, parabolic, well))).toBe("AlGa");
    // A short stroke with nothing on the line to measure it against is left.
    const alone = word(["A", 100, 100, 125, 126], ["l", 128, 101, 131, 126]);
    expect(read(alone, lineOf(alone))).toBe("Al");
    // "Alic(e)": an l before lower-case letters is a word's l, whatever its height.
    const alice = word(["A", 100, 100, 125, 126], ["l", 128, 101, 131, 126], ["i", 134, 100, 137, 126], ["c", 140, 107, 154, 126]);
    expect(read(alice, lineOf(alice, well, parabolic))).toBe("Alic");
  });
});

describe("a web address split after its www.", () => {
  const line = { words: [], rowAttributes: { rowHeight: 33, ascenders: 8, descenders: 6 } } as unknown as Line;
  const box = (text: string, x0: number, x1: number) => ({ text, confidence: 90, bbox: { x0, y0: 854, x1, y1: 888 }, symbols: [] }) as unknown as Word;
  const joined = (...words: Word[]) => urlWords(words, line).map((w) => w.text);

  it("joins www. and the host name closer than an x-height", () => {
    // An x-height of 19 px; the dot's side bearing left 14 px, as after an e-mail's split dot.
    expect(joined(box("at", 100, 140), box("www.", 154, 250), box("semanticscholar.org.", 264, 700))).toEqual(["at", "www.semanticscholar.org."]);
    expect(joined(box("(www.", 154, 260), box("example.org/data)", 274, 600))).toEqual(["(www.example.org/data)"]);
  });

  it("leaves www. before a word of prose, or a host a column away", () => {
    expect(joined(box("www.", 154, 250), box("and", 264, 320))).toEqual(["www.", "and"]);
    expect(joined(box("www.", 154, 250), box("example.org", 400, 700))).toEqual(["www.", "example.org"]);
  });
});
