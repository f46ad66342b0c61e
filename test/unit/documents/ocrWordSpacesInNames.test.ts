import type { Block, Line as OcrLine, Word } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { ocrPageText } from "../../../src-main/core/documents/ocr/ocrPageText.ts";
import { paperFromPages } from "../../../src-main/core/documents/parsePdf.ts";
import { linePieces } from "../../../src-main/core/documents/layout/linePieces.ts";
import { OCR_FONT, type Line } from "../../../src-main/core/documents/layout/types.ts";

// The title and byline of a Journal of Statistical Software paper (a GROBID test fixture) as
// tesseract read its 300 dpi scan: word boxes and confidences as measured, in pixels. The two
// authors stand side by side on one row, set wide: the word spaces inside "Katharine M. Mullen"
// measure 23-25 px between the inks, 0.53-0.58 of the size the line is given (43 px, its row),
// and the reader took a space over 0.55 of the size for the place of a raised mark the text
// left out, so it read "Katharine M.; Mullen; Ivo H.; van Stokkum".

type Box = [number, number, number, number];
interface MeasuredLine { baseline: number; row: [number, number, number]; words: [string, number, Box][] }

const TITLE: MeasuredLine[] = [
  { baseline: 976, row: [66, 18, 15], words: [
    ["TIMP:", 96, [457, 926, 666, 975]],
    ["An", 92, [702, 925, 803, 975]],
    ["R", 92, [838, 925, 879, 975]],
    ["Package", 96, [912, 925, 1187, 990]],
    ["for", 96, [1219, 925, 1312, 976]],
    ["Modeling", 93, [1344, 925, 1670, 990]],
    ["Multi-way", 87, [1701, 925, 2056, 989]],
  ] },
  { baseline: 1067, row: [64, 18, 13], words: [
    ["Spectroscopic", 96, [753, 1016, 1226, 1080]],
    ["Measurements", 95, [1258, 1017, 1761, 1067]],
  ] },
];

const BYLINE: MeasuredLine[] = [
  { baseline: 1198, row: [40, 12, 5], words: [
    ["Katharine", 93, [583, 1163, 826, 1198]],
    ["M.", 88, [849, 1163, 911, 1198]],
    ["Mullen", 95, [936, 1163, 1105, 1198]],
    ["Ivo", 93, [1379, 1163, 1453, 1198]],
    ["H.", 91, [1475, 1163, 1528, 1198]],
    ["M.", 92, [1553, 1163, 1616, 1198]],
    ["van", 93, [1640, 1175, 1722, 1198]],
    ["Stokkum", 90, [1745, 1163, 1959, 1198]],
  ] },
  { baseline: 1255, row: [43, 12, 10], words: [
    ["Vrije", 96, [551, 1223, 644, 1264]],
    ["Universiteit", 96, [661, 1223, 889, 1255]],
    ["Amsterdam", 95, [908, 1221, 1137, 1255]],
    ["Vrije", 96, [1376, 1223, 1468, 1264]],
    ["Universiteit", 95, [1486, 1223, 1714, 1255]],
    ["Amsterdam", 96, [1733, 1222, 1962, 1255]],
  ] },
];

function word(text: string, confidence: number, [x0, y0, x1, y1]: Box): Word {
  return { text, confidence, bbox: { x0, y0, x1, y1 }, symbols: [] } as unknown as Word;
}

function line(measured: MeasuredLine): OcrLine {
  const words = measured.words.map(([text, confidence, box]) => word(text, confidence, box));
  const bbox = { x0: words[0]!.bbox.x0, y0: Math.min(...words.map((w) => w.bbox.y0)), x1: words.at(-1)!.bbox.x1, y1: Math.max(...words.map((w) => w.bbox.y1)) };
  const [rowHeight, ascenders, descenders] = measured.row;
  return {
    text: `${words.map((w) => w.text).join(" ")}\n`,
    confidence: 90,
    bbox,
    baseline: { x0: bbox.x0, y0: measured.baseline, x1: bbox.x1, y1: measured.baseline, has_baseline: true },
    rowAttributes: { rowHeight, ascenders, descenders },
    words,
  } as unknown as OcrLine;
}

function block(lines: OcrLine[]): Block {
  const bbox = { x0: Math.min(...lines.map((l) => l.bbox.x0)), y0: lines[0]!.bbox.y0, x1: Math.max(...lines.map((l) => l.bbox.x1)), y1: lines.at(-1)!.bbox.y1 };
  return { text: lines.map((l) => l.text).join(""), confidence: 90, bbox, paragraphs: [{ text: "", confidence: 90, bbox, lines }] } as unknown as Block;
}

/** A row of words of one size in the given font, as the reader's Line: `gap` (in the size) after the second word, 0.45 elsewhere. */
function row(words: string[], gap: number, font: string, size = 10): Line {
  let text = "";
  let x = 50;
  const spans = words.map((w, i) => {
    const start = text.length;
    text += `${w} `;
    const span = { start, end: start + w.length, x, top: 100, w: w.length * 0.5 * size, h: size, font };
    x += span.w + (i === 1 ? gap : 0.45) * size;
    return span;
  });
  return { page: 1, text: text.trimEnd(), spans, x0: 50, x1: x, top: 100, bottom: 100 + size, baseline: 108, size, font, column: 0, colLeft: 0, colRight: 600, spanning: false };
}

describe("word spaces on a scanned author row", () => {
  it("reads two names set wide side by side as two names, not four pieces", () => {
    const read = [block(TITLE.map(line)), block(BYLINE.map(line))];
    const { text, report } = ocrPageText(read, { pageNumber: 1, width: 612, height: 792, rotate: 0, scale: 300 / 72 });
    const paper = paperFromPages({ pages: [text], info: {}, outline: [] }, "jss-scan.pdf", { languages: ["eng"], pages: [report] });
    expect(paper.authors).toEqual(["Katharine M. Mullen", "Ivo H. M. van Stokkum"]);
  });

  it("still reads a scanned space as wide as a dropped raised mark as a break between names", () => {
    // A mark tesseract glued to a name or left unread leaves a space of 0.87-1.07 of the size on the scans measured.
    expect(linePieces(row(["Kyle", "Lo", "Zejiang", "Shen"], 0.95, OCR_FONT))[0]!.listText).toBe("Kyle Lo, Zejiang Shen");
    expect(linePieces(row(["Kyle", "Lo", "Zejiang", "Shen"], 0.6, OCR_FONT))[0]!.listText).toBe("Kyle Lo Zejiang Shen");
  });

  it("leaves a text layer's measure alone: a space over 0.55 em there is where a marker stood", () => {
    expect(linePieces(row(["Yang", "Liu", "Yuri", "Wolf"], 0.6, "Times-Roman"))[0]!.listText).toBe("Yang Liu, Yuri Wolf");
  });

  it("parts two scanned names at a word of signs between them, as at a raised mark", () => {
    // science-parse's sp-6c46de8a at 300 dpi: "Kowalski’ ~~ Eyal Nussbaum? ~~ Michael Segal", each
    // "~~" a mark tesseract could not read, boxed past the row, 0.56 of the size before the next name.
    const names = row(["Dariusz", "Kowalski", "~~", "Eyal", "Nussbaum"], 0.45, OCR_FONT);
    expect(linePieces(names)[0]!.listText).toBe("Dariusz Kowalski, Eyal Nussbaum");
    expect(linePieces(names)[0]!.text).toBe("Dariusz Kowalski ~~ Eyal Nussbaum");
    expect(linePieces(row(["Yu", "Huang", "&", "Yang", "Yang"], 0.45, OCR_FONT))[0]!.listText).toBe("Yu Huang & Yang Yang");
  });
});
