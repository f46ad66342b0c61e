// The "about N s left" of a scan's import. Its pace used to be the time since the import started
// over the pages read: the first page's time holds the start-up (workers, the PDF, the OCR engine
// and its model), and with two workers on a file one worker's first page stood for the pace of
// both, so the first estimates were about twice the truth (round 35). The pace is now taken from
// the pages read after the first OCR page, once two have been. Times here are a two-worker read
// of an 8-page scan: the first worker starts reading at 10 s and reads a page in 5 s; the second
// joins when OCR starts and reads its first page 3 s behind.
import { describe, expect, it } from "vitest";
import { ocrTimeLeft } from "../../../src-main/core/documents/ocrTimeLeft.ts";

const pageEnds = [15, 18, 20, 23, 25, 28, 30, 33];
const total = pageEnds.length;
const end = pageEnds.at(-1)!;

function estimates(pages: number[], ocr: (done: number) => number): (number | null)[] {
  const timeLeft = ocrTimeLeft();
  return pages.map((at, i) => timeLeft({ done: i + 1, total, ocrPages: ocr(i + 1) }, at * 1000));
}

describe("ocrTimeLeft", () => {
  it("says nothing until two pages are read after the first, then is near the time left", () => {
    const said = estimates(pageEnds, (done) => done);
    expect(said.slice(0, 2)).toEqual([null, null]);
    for (const [i, s] of said.entries()) {
      if (i < 2 || i === total - 1) continue;
      const truth = end - pageEnds[i]!;
      // Within a page time of each worker (5 s), where round 35's said 33 s at page 3 for 13 left.
      expect(Math.abs(s! - truth)).toBeLessThanOrEqual(5);
    }
    expect(said[2]).toBe(13);
    expect(said.at(-1)).toBe(0);
  });

  it("leaves out the text pages read before OCR's first page from the pace", () => {
    // Pages 1-3 have a text layer, read in milliseconds; OCR reads 4-8, one a 5 s after 10 s of start.
    const ends = [0.1, 0.2, 0.3, 15, 20, 25, 30, 35];
    const said = estimates(ends, (done) => Math.max(0, done - 3));
    expect(said.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(said[5]).toBe(10);
    expect(said[6]).toBe(5);
  });
});
