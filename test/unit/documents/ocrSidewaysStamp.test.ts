import type { Block, Line } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { ocrPageText } from "../../../src-main/core/documents/ocr/ocrPageText.ts";

// The left margin of the 300 dpi scan of an Elsevier preprint (allenai-key-error-585bcfc6 of the
// publishers' fixtures) as tesseract.js read it: the arXiv stamp printed bottom to top came back
// as lines whose words stand on end ("app-ph] 31 Jan 2022", "2201.13352v1 [ph", "arxiv") and the
// stamp's logo as upright marks ("Q", "wa", ">>") in the same strip. The first stamp line's middle
// is at the height of the abstract's short last line, and as an upright line it joined it. The
// boxes below are the scan's (pixels); the abstract's lines are cut to a few words each.

const SCALE = 300 / 72;
const PAGE = { pageNumber: 1, width: 612, height: 792, rotate: 0, scale: SCALE };

type Box = [string, number, number, number, number];

function line(words: Box[], upward = false): Line {
  const read = words.map(([text, x0, y0, x1, y1]) => {
    const tall = y1 - y0 > x1 - x0;
    const n = text.length;
    const symbols = [...text].map((c, i) => ({
      text: c,
      confidence: 90,
      bbox: tall ? { x0, x1, y0: y1 - ((i + 1) * (y1 - y0)) / n, y1: y1 - (i * (y1 - y0)) / n } : { y0, y1, x0: x0 + (i * (x1 - x0)) / n, x1: x0 + ((i + 1) * (x1 - x0)) / n },
    }));
    return { text, confidence: 90, bbox: { x0, y0, x1, y1 }, symbols, choices: [{ text, confidence: 90 }], font_name: "" };
  });
  const bbox = { x0: Math.min(...read.map((w) => w.bbox.x0)), y0: Math.min(...read.map((w) => w.bbox.y0)), x1: Math.max(...read.map((w) => w.bbox.x1)), y1: Math.max(...read.map((w) => w.bbox.y1)) };
  const base = upward ? { x0: bbox.x1 - 18, y0: bbox.y1, x1: bbox.x1 - 19, y1: bbox.y0 } : { x0: bbox.x0, y0: bbox.y1 - 9, x1: bbox.x1, y1: bbox.y1 - 9 };
  return { text: `${read.map((w) => w.text).join(" ")}\n`, confidence: 90, bbox, baseline: base, rowAttributes: { rowHeight: 29, ascenders: 9, descenders: 9 }, words: read } as unknown as Line;
}

const block = (lines: Line[], blocktype = 1): Block => ({ text: lines.map((l) => l.text).join(""), confidence: 90, bbox: lines[0]!.bbox, blocktype, paragraphs: [{ text: "", confidence: 90, bbox: lines[0]!.bbox, is_ltr: true, lines }] }) as unknown as Block;

const STAMP = [
  line([["app-ph]", 77, 1445, 151, 1693], ["31", 77, 1374, 134, 1445], ["Jan", 79, 1258, 134, 1366], ["2022", 77, 995, 134, 1157]], true),
  line([["2201.13352v1", 77, 2046, 134, 2513], ["[ph", 77, 1885, 151, 1987]], true),
  line([["arxiv", 77, 2541, 134, 2725]], true),
];
const LOGO = [line([["Q", 77, 1753, 134, 1803]]), line([["wa", 95, 1814, 134, 1838]]), line([[">>", 96, 1845, 151, 1882]])];
const ABSTRACT = [
  line([["-28.72", 158, 1246, 263, 1274], ["nA/°C.", 283, 1248, 396, 1284], ["This", 416, 1247, 487, 1275], ["implementation", 507, 1247, 766, 1284], ["includes", 786, 1247, 922, 1275]]),
  line([["consumption", 158, 1296, 370, 1334], ["between", 390, 1305, 527, 1334], ["20", 547, 1305, 586, 1334], ["and", 606, 1305, 664, 1334], ["150", 684, 1305, 741, 1334], ["uW.", 723, 1298, 790, 1334]]),
  line([["Keywords:", 157, 1375, 329, 1412], ["Strain,", 349, 1376, 454, 1410], ["Piezoresistivity,", 474, 1375, 733, 1413]]),
];

describe("a scan's sideways margin stamp", () => {
  it("is set aside as sideways text, with the logo's marks, and the abstract's lines read as printed", () => {
    const { text } = ocrPageText([block(STAMP.slice(0, 2), 7), block(LOGO), block(ABSTRACT), block(STAMP.slice(2), 7)], PAGE);
    const upright = text.runs.map((r) => r.text).join("");
    expect(upright).toContain("consumption between 20 and 150 uW.");
    expect(upright).not.toMatch(/Jan|2022|arxiv|13352|\bQ\b|wa|>>/);
    expect(text.sideways.map((r) => r.text)).toEqual(["app-ph] 31 Jan 2022", "2201.13352v1 [ph", "Q", "wa", ">>", "arxiv"]);
    // Read upward, as the stamp is printed: a quarter turn to the left, as pdf.js gives such a run.
    expect(text.sideways.slice(0, 2).map((r) => r.angle)).toEqual([90, 90]);
  });

  it("leaves upright a formula with a tall bracketed word, and a lone tall mark beside the text", () => {
    // smola10's display formula at 200 dpi: "n(t" stands taller than wide, as brackets make it.
    const formula = line([["L(8,", 512, 2692, 582, 2768], ["+", 602, 2721, 622, 2747], ["n(t", 635, 2692, 684, 2768], ["=", 704, 2730, 723, 2739], ["iw", 738, 2718, 793, 2751]]);
    const bar = line([["|", 100, 1300, 108, 1334]]);
    const { text } = ocrPageText([block([formula]), block([bar]), block(ABSTRACT)], PAGE);
    expect(text.sideways).toEqual([]);
    const upright = text.runs.map((r) => r.text).join("");
    expect(upright).toContain("n(t");
    expect(upright).toContain("consumption between 20 and 150 uW.");
  });
});
