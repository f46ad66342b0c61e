// The face of a scanned line told from its strokes: the page is drawn as letters' stems of known
// widths (3 px for the body, as a 300 dpi scan of a 10 pt roman measured 3.7-4.2 px, and 5-6 px for
// bold), so the rule is given what the tuning scans measured and nothing tesseract decides.
import { describe, expect, it } from "vitest";
import type { Block, Line } from "tesseract.js";
import { boldLines } from "../../../src-main/core/documents/ocr/boldLines.ts";
import type { GreyPixels } from "../../../src-main/core/documents/ocr/inkHeights.ts";

const WIDTH = 1200;
const HEIGHT = 1400;

interface WordSpec {
  text: string;
  stem: number;
}

/** A page of lines, each a list of words whose letters are stems of the given width, `height` px tall. */
function page(lines: { words: WordSpec[]; height?: number }[]): { blocks: Block[]; pixels: GreyPixels; sizes: Map<Line, number>; lines: Line[] } {
  const data = new Uint8Array(WIDTH * HEIGHT).fill(255);
  const made: Line[] = [];
  const sizes = new Map<Line, number>();
  let y = 20;
  for (const spec of lines) {
    const height = spec.height ?? 20;
    let x = 20;
    const words = spec.words.map((word) => {
      const x0 = x;
      // One stem per letter, 12 px apart, the width of the face.
      for (let i = 0; i < word.text.length; i++) {
        for (let row = y; row < y + height; row++) for (let col = x + i * 12; col < x + i * 12 + word.stem; col++) data[row * WIDTH + col] = 0;
      }
      x += word.text.length * 12 + 20;
      return { text: word.text, bbox: { x0, y0: y, x1: x - 20, y1: y + height } };
    });
    const line = { text: spec.words.map((w) => w.text).join(" "), bbox: { x0: 20, y0: y, x1: x, y1: y + height }, words } as unknown as Line;
    made.push(line);
    sizes.set(line, height);
    y += height + 12;
  }
  const blocks = [{ paragraphs: [{ lines: made }] }] as unknown as Block[];
  return { blocks, pixels: { data, width: WIDTH, height: HEIGHT }, sizes, lines: made };
}

const body = (stem = 3): { words: WordSpec[] } => ({ words: ["which", "orchards", "visited", "every", "season"].map((text) => ({ text, stem })) });

describe("lines set in a bold face on a scan", () => {
  it("finds a heading whose stems are far thicker than the body's, in the body's size", () => {
    const read = page([body(), body(), { words: [{ text: "Study", stem: 5 }, { text: "population", stem: 5 }] }, body(), body(), body(), body(), body()]);
    const bold = boldLines(read.blocks, read.sizes, read.pixels);
    expect([...bold].map((l) => l.text)).toEqual(["Study population"]);
  });

  it("leaves the body alone, whatever its stems, when every line strokes alike", () => {
    const read = page([body(4), body(4), body(4), body(4), body(4), body(4), body(4)]);
    expect(boldLines(read.blocks, read.sizes, read.pixels).size).toBe(0);
  });

  it("leaves a line that only opens bold (a run-in heading) as body", () => {
    const runIn = { words: [{ text: "Extraction", stem: 6 }, { text: "Isolation.", stem: 6 }, { text: "The", stem: 3 }, { text: "powdered", stem: 3 }] };
    const read = page([body(), body(), runIn, body(), body(), body(), body()]);
    expect(boldLines(read.blocks, read.sizes, read.pixels).size).toBe(0);
  });

  it("takes a larger line's thicker strokes for its size, not a bold face", () => {
    // A heading half as large again as the body, in the roman face: its stems are 4 px to the body's 3.
    const large = { words: [{ text: "Methods", stem: 4 }, { text: "used", stem: 4 }], height: 30 };
    const read = page([large, body(), body(), body(), body(), body(), body()]);
    expect(boldLines(read.blocks, read.sizes, read.pixels).size).toBe(0);
  });

  it("finds nothing on a page too short to measure its body", () => {
    const read = page([{ words: [{ text: "Short", stem: 6 }] }, { words: [{ text: "page", stem: 3 }] }]);
    expect(boldLines(read.blocks, read.sizes, read.pixels).size).toBe(0);
  });
});
