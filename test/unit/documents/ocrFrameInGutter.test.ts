import type { Block, Line } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { ocrPageText } from "../../../src-main/core/documents/ocr/ocrPageText.ts";
import { buildLines } from "../../../src-main/core/documents/layout/buildLines.ts";

// A boxed figure in the left column beside the right column's text, with the word boxes tesseract
// gave on the 300 dpi scan of science-parse's bunescu-acl07, page 2 (docs/ocr.md, "Round 40"):
// the figure's line ends on "video-" at 1214 px, its frame's right edge is a 2 px rule at 1228,
// and the right column's line on that row starts at 1307 ("setting", baseline 13 px higher). The
// gap is 2.3 of the line's heights, few enough for the rule that closes a letter tesseract left
// unread; the frame's corner was taken for that letter, "setting" was moved back to 1215, and the
// reader read the two columns' lines as one line across the gutter: the right column was read
// below the figure from there on, and both lines were lost.

const SCALE = 300 / 72;
const PAGE = { width: 612, height: 792 };
const WIDTH = Math.round(PAGE.width * SCALE);
const HEIGHT = Math.round(PAGE.height * SCALE);

const data = new Uint8Array(WIDTH * HEIGHT).fill(255);
const ink = (x0: number, y0: number, x1: number, y1: number) => {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * WIDTH + x] = 0;
};

/** Tesseract's line of measured words ([text, x0, x1]) on `baseline`, its letters drawn as stems. */
function line(words: [string, number, number][], baseline: number, height: number): Line {
  const top = baseline - height + 8;
  const read = words.map(([text, x0, x1]) => {
    for (let x = x0; x + 3 <= x1; x += 17) ink(x, baseline - 19, x + 3, baseline);
    return { text, confidence: 95, bbox: { x0, y0: top, x1, y1: baseline + 8 }, symbols: [{ text: text[0], confidence: 95, bbox: { x0, y0: baseline - 19, x1: x0 + 14, y1: baseline } }] };
  });
  const x0 = words[0]![1];
  const x1 = words.at(-1)![2];
  return { text: `${words.map((w) => w[0]).join(" ")}\n`, confidence: 95, bbox: { x0, y0: top, x1, y1: baseline + 8 }, baseline: { x0, y0: baseline, x1, y1: baseline, has_baseline: true }, rowAttributes: { rowHeight: height, ascenders: 8, descenders: 8 }, words: read } as unknown as Line;
}

const figureLine = line([["+/S1:", 332, 427], ["Search", 463, 563], ["engine", 584, 681], ["giant", 703, 776], ["Google", 797, 907], ["has", 928, 976], ["bought", 997, 1100], ["video-", 1121, 1214]], 2048, 37);
const columnLine = line([["setting", 1307, 1425], ["using", 1446, 1542], ["various", 1563, 1693], ["multi-instance", 1715, 1973], ["kernels.", 1993, 2132], ["Two", 2172, 2249]], 2036, 41);
// The figure's frame as scanned: its right edge between the two lines, its top edge a pixel high
// at the height of the right line's letters, so the gap holds 15 px of ink where a letter is looked for.
ink(1228, 2007, 1230, 2900);
ink(310, 2007, 1230, 2008);
const pgm = (() => {
  const header = new TextEncoder().encode(`P5\n${WIDTH} ${HEIGHT}\n255\n`);
  const out = new Uint8Array(header.length + data.length);
  out.set(header);
  out.set(data, header.length);
  return out;
})();
const blocks = [{ paragraphs: [{ lines: [figureLine] }] }, { paragraphs: [{ lines: [columnLine] }] }] as unknown as Block[];

describe("a boxed figure's frame in the gap between two columns' lines on one row", () => {
  it("is no unread letter: the right column's line stays where it was read, a line of its own", () => {
    const { text } = ocrPageText(blocks, { pageNumber: 2, ...PAGE, rotate: 0, scale: SCALE, pgm });
    const setting = text.runs.find((r) => r.text.startsWith("setting"))!;
    expect(Math.round(setting.x * SCALE)).toBe(1307);
    const lines = buildLines(text).map((l) => l.text);
    expect(lines.some((l) => l.includes("video-") && l.includes("setting"))).toBe(false);
    expect(lines).toContain("setting using various multi-instance kernels. Two");
  });
});
