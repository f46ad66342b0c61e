// An author's note mark set in full size (a dagger, double dagger or section sign after a name)
// that tesseract read as a letter: the scan of CeON-example3 (a Portland Press paper) read
// "ZAMORA§," as "ZAMORAS," and "CHIBALE†" as "CHIBALET". The page is drawn as the 300 dpi scan
// measured it: capitals 27 px tall on a 19 px x-height, the marks rising 5 px over the capitals
// and reaching 7-8 px below the baseline, tesseract's box of the mark reaching below it too.
import { describe, expect, it } from "vitest";
import type { Block } from "tesseract.js";
import { ocrPageText } from "../../../src-main/core/documents/ocr/ocrPageText.ts";

const WIDTH = 900;
const HEIGHT = 300;
const BASELINE = 200;
const CAP = 27;
const SCALE = 300 / 72;

type Glyph =
  | { kind: "capital"; text: string }
  /** A full-size note mark: a stem from over the capitals to below the baseline, with a bar. */
  | { kind: "mark"; text: string }
  /** A capital T: a bar over a stem that stands on the baseline. */
  | { kind: "tee" }
  /** A comma standing apart, or touching the letter before it (its foot at the letter's side). */
  | { kind: "comma"; touching?: boolean; underArm?: boolean };

function draw(data: Uint8Array, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * WIDTH + x] = 0;
}

/** One line of words drawn on a page, and what tesseract would say of it, as a PGM and its blocks. */
function scan(words: Glyph[][]): { blocks: Block[]; pgm: Uint8Array } {
  const data = new Uint8Array(WIDTH * HEIGHT).fill(255);
  let x = 20;
  const made = words.map((glyphs) => {
    const symbols: { text: string; bbox: { x0: number; y0: number; x1: number; y1: number }; confidence: number }[] = [];
    for (const glyph of glyphs) symbols.push(symbol(glyph, symbols.at(-1)));
    function symbol(glyph: Glyph, before: (typeof symbols)[number] | undefined): (typeof symbols)[number] {
      if (glyph.kind === "capital") {
        // A capital's outline: two stems and two bars, on the baseline.
        draw(data, x, BASELINE - CAP, x + 4, BASELINE);
        draw(data, x + 14, BASELINE - CAP, x + 18, BASELINE);
        draw(data, x, BASELINE - CAP, x + 18, BASELINE - CAP + 4);
        draw(data, x, BASELINE - 4, x + 18, BASELINE);
        const box = { x0: x, y0: BASELINE - CAP, x1: x + 18, y1: BASELINE };
        x += 23;
        return { text: glyph.text, bbox: box, confidence: 95 };
      }
      if (glyph.kind === "mark") {
        draw(data, x + 6, BASELINE - CAP - 5, x + 10, BASELINE + 8);
        draw(data, x, BASELINE - 22, x + 16, BASELINE - 19);
        const box = { x0: x, y0: BASELINE - CAP, x1: x + 16, y1: BASELINE + 8 };
        x += 21;
        return { text: glyph.text, bbox: box, confidence: 85 };
      }
      if (glyph.kind === "tee") {
        draw(data, x, BASELINE - CAP, x + 21, BASELINE - CAP + 2);
        draw(data, x + 8, BASELINE - CAP, x + 11, BASELINE);
        // Tesseract's box of the T reached down over the comma's tail, as on the scan.
        const box = { x0: x, y0: BASELINE - CAP, x1: x + 21, y1: BASELINE + 6 };
        x += 17;
        return { text: "T", bbox: box, confidence: 99 };
      }
      if (glyph.underArm) {
        // A comma kerned under the T's arm: its head in the arm's last columns (one run of ink
        // with the T), its tail hanging below the baseline right of the T's stem.
        draw(data, x, BASELINE - 4, x + 5, BASELINE + 2);
        draw(data, x - 1, BASELINE + 2, x + 2, BASELINE + 7);
        const box = { x0: x - 2, y0: BASELINE - CAP, x1: x + 8, y1: BASELINE + 6 };
        x += 12;
        return { text: ",", bbox: box, confidence: 99 };
      }
      if (glyph.touching) {
        // Tesseract's box of the letter takes in the comma's foot, as it did on the scan.
        x -= 5;
        if (before) before.bbox = { ...before.bbox, y1: BASELINE + 7 };
      }
      draw(data, x, BASELINE - 4, x + 5, BASELINE + 7);
      const box = { x0: x, y0: BASELINE - 4, x1: x + 5, y1: BASELINE + 7 };
      x += 10;
      return { text: ",", bbox: box, confidence: 95 };
    }
    const bbox = { x0: symbols[0]!.bbox.x0, y0: Math.min(...symbols.map((s) => s.bbox.y0)), x1: symbols.at(-1)!.bbox.x1, y1: Math.max(...symbols.map((s) => s.bbox.y1)) };
    x += 20;
    return { text: symbols.map((s) => s.text).join(""), bbox, confidence: 90, symbols };
  });
  const text = made.map((w) => w.text).join(" ");
  const lineBox = { x0: made[0]!.bbox.x0, y0: BASELINE - CAP - 5, x1: made.at(-1)!.bbox.x1, y1: BASELINE + 8 };
  const line = { text, bbox: lineBox, confidence: 90, baseline: { x0: lineBox.x0, y0: BASELINE, x1: lineBox.x1, y1: BASELINE }, rowAttributes: { rowHeight: 37, ascenders: 9, descenders: 9 }, words: made };
  const blocks = [{ text, bbox: lineBox, confidence: 90, blocktype: 1, paragraphs: [{ text, bbox: lineBox, confidence: 90, lines: [line] }] }] as unknown as Block[];
  const header = new TextEncoder().encode(`P5\n${WIDTH} ${HEIGHT}\n255\n`);
  const pgm = new Uint8Array(header.length + data.length);
  pgm.set(header);
  pgm.set(data, header.length);
  return { blocks, pgm };
}

const capitals = (text: string): Glyph[] => [...text].map((c) => ({ kind: "capital", text: c }));

function read(words: Glyph[][]): string {
  const { blocks, pgm } = scan(words);
  const { text } = ocrPageText(blocks, { pageNumber: 1, width: WIDTH / SCALE, height: HEIGHT / SCALE, rotate: 0, scale: SCALE, pgm });
  return text.runs.map((r) => r.text).join("");
}

describe("a full-size note mark after a name, read as a letter on a scan", () => {
  it("is a mark, not the name's last letter, before a comma and at the word's end", () => {
    const text = read([[...capitals("ZAMORA"), { kind: "mark", text: "S" }, { kind: "comma" }], [...capitals("CHIBALE"), { kind: "mark", text: "T" }]]);
    expect(text).not.toContain("ZAMORAS");
    expect(text).not.toContain("CHIBALET");
    expect(text).toContain("ZAMORA");
    expect(text).toContain("CHIBALE");
  });

  it("is set raised and smaller, as a text layer sets an affiliation mark", () => {
    const { blocks, pgm } = scan([[...capitals("ZAMORA"), { kind: "mark", text: "S" }, { kind: "comma" }]]);
    const runs = ocrPageText(blocks, { pageNumber: 1, width: WIDTH / SCALE, height: HEIGHT / SCALE, rotate: 0, scale: SCALE, pgm }).text.runs;
    const name = runs.find((r) => r.text.startsWith("ZAMORA"))!;
    const mark = runs.find((r) => r !== name)!;
    expect(mark.size).toBeLessThan(name.size);
    expect(mark.y).toBeLessThan(name.y);
  });

  it("leaves a capital that sits on the baseline as the name's letter", () => {
    expect(read([[...capitals("ZAMORAS"), { kind: "comma" }]])).toContain("ZAMORAS,");
  });

  it("leaves a letter whose comma touches it (the foot at its side) as it is", () => {
    expect(read([[...capitals("JONES"), { kind: "comma", touching: true }]])).toContain("JONES,");
  });

  // Shared paper 94's 300 dpi scan read "HFD-FMT," in its abstract's last sentence: the comma's
  // head sits under the T's arm (one run of ink), its tail 5 px below the baseline, and the T
  // was taken for a dagger, the abstract losing a letter.
  it("leaves a T whose comma is kerned under its arm as the word's letter", () => {
    expect(read([[...capitals("FM"), { kind: "tee" }, { kind: "comma", underArm: true }]])).toContain("FMT,");
  });
});
