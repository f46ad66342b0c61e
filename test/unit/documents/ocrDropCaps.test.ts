// Which word of a tesseract line is a drop cap (ocr/dropCaps.ts), on word boxes as tesseract
// measured them on a 300 dpi scan: a 34 point "R" (91 px tall) among 10 point words (27-37 px).
import { describe, expect, it } from "vitest";
import type { Word } from "tesseract.js";
import { dropCapPlace } from "../../../src-main/core/documents/ocr/dropCaps.ts";

const word = (text: string, x0: number, y0: number, y1: number) => ({ text, bbox: { x0, y0, x1: x0 + 20 * text.length, y1 } }) as unknown as Word;

describe("drop caps on a scan", () => {
  const line = [word("R", 225, 621, 712), word("on", 300, 692, 712), word("the", 380, 680, 712), word("bed.", 470, 680, 712)];

  it("gives a tall capital at the line's start its own size and baseline", () => {
    const place = dropCapPlace(line[0]!, line);
    expect(place?.baseline).toBe(712);
    expect(place!.size).toBeCloseTo(91 / 0.7, 0);
  });

  it("leaves a capital of the line's own height, a later word, and a short line alone", () => {
    const plain = [word("A", 225, 680, 712), ...line.slice(1)];
    expect(dropCapPlace(plain[0]!, plain)).toBeNull();
    expect(dropCapPlace(line[1]!, line)).toBeNull();
    expect(dropCapPlace(line[0]!, line.slice(0, 3))).toBeNull();
  });
});
