// Round 27's page rules timed alone on the input that costs each most, at 1x, 2x and 4x, with
// how the time grows (linear or not). Only the rule's own body: the pages that would hold such
// input cost pdf.js or tesseract far more, so on a page the growth hides (see docs/limits.md,
// round 28). The figures are CPU-bound; run it niced on a quiet machine.
//   node bench/pageRuleBodies.ts
import { OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Line as OcrLine } from "tesseract.js";
import { findItalicGaps, joinItalicLetters } from "../src-main/core/documents/layout/italicGaps.ts";
import type { OperatorList } from "../src-main/core/documents/layout/operatorList.ts";
import type { Line, PageText } from "../src-main/core/documents/layout/types.ts";
import { withSidewaysLinesAside } from "../src-main/core/documents/ocr/sidewaysLines.ts";
import { subscriptMarks } from "../src-main/core/documents/ocr/subscriptDigits.ts";
import { captionsBesideTables, type UnnamedTable } from "../src-main/core/documents/tables/captionBesideTable.ts";
import type { TableCaption } from "../src-main/core/documents/tables/tableCaptions.ts";

const SCALES = [1, 2, 4];

function seconds(f: () => unknown): number {
  const started = performance.now();
  f();
  return (performance.now() - started) / 1000;
}

function line(top: number, text: string): Line {
  return { page: 1, text, spans: [], x0: 50, x1: 300, top, bottom: top + 10, baseline: top + 9, size: 10, font: "f", column: 0, colLeft: 50, colRight: 300, spanning: false };
}

/** n captions each over a one-line table, down one column: every caption touches its table (captionBesideTable.ts). */
function captionsOverTables(n: number): number {
  const captions: TableCaption[] = [];
  const unnamed: UnnamedTable<number>[] = [];
  const lines: Line[] = [];
  for (let i = 0; i < n; i++) {
    const top = i * 40;
    const own = line(top, `Table ${i}`);
    lines.push(own, line(top + 15, "a b c"));
    captions.push({ label: `Table ${i}`, key: String(i), continued: false, text: "", lines: [own], x0: 50, x1: 300, top, bottom: top + 10 });
    unnamed.push({ region: { x0: 50, x1: 300, top: top + 15, bottom: top + 25, edges: [], textOnly: true }, table: i });
  }
  return seconds(() => captionsBesideTables(captions, unnamed, lines));
}

/** n fonts each set close (one 0.12 em kern between two letters), beside a text font's wider word spaces (italicGaps.ts). */
function closeFonts(n: number): number {
  const fnArray: number[] = [OPS.setFont];
  const argsArray: unknown[] = [["text", 10]];
  const runs: { text: string; font: string }[] = [];
  for (let w = 0; w < 2 * n + 20; w++) {
    fnArray.push(OPS.showText);
    argsArray.push([[{ unicode: "a" }, -300 - (w % 20) * 10, { unicode: "b" }]]);
    runs.push({ text: "a b", font: "text" });
  }
  for (let f = 0; f < n; f++) {
    fnArray.push(OPS.setFont, OPS.showText);
    argsArray.push([`f${f}`, 10], [[{ unicode: "S" }, -120, { unicode: "D" }]]);
    runs.push({ text: "S D", font: `f${f}` });
  }
  return seconds(() => joinItalicLetters({ runs } as unknown as PageText, findItalicGaps({ fnArray, argsArray } as unknown as OperatorList)));
}

/** One OCR word of n symbols, "A,A,A,...": every comma a candidate subscript after a capital (subscriptDigits.ts). */
function longFormulaWord(n: number): number {
  const symbols = Array.from({ length: n }, (_, i) => ({ text: i % 2 ? "," : "A", bbox: { x0: i * 10, y0: 0, x1: i * 10 + 9, y1: 20 }, confidence: 90 }));
  const word = { text: symbols.map((s) => s.text).join(""), symbols, bbox: { x0: 0, y0: 0, x1: n * 10, y1: 20 } };
  const ocrLine = { words: [word], bbox: word.bbox, baseline: { x0: 0, y0: 20, x1: n * 10, y1: 20 }, rowAttributes: { rowHeight: 20, ascenders: 5, descenders: 5 } } as unknown as OcrLine;
  const width = n * 10;
  return seconds(() => subscriptMarks(ocrLine, { width, height: 30, data: new Uint8Array(width * 30).fill(255) }));
}

/**
 * n sideways lines down one strip and n upright marks under it, beyond its span (sidewaysLines.ts):
 * a page set sideways whole with its upright footer lines, every mark tested against every strip
 * and kept upright. Each sideways line is one word on end.
 */
function sidewaysStrip(n: number): number {
  const ocrLine = (x0: number, y0: number, x1: number, y1: number, text: string) => {
    const bbox = { x0, y0, x1, y1 };
    return { words: [{ text, bbox, symbols: [] }], bbox, baseline: { x0, y0: y1, x1, y1 } };
  };
  const lines = [];
  for (let i = 0; i < n; i++) lines.push(ocrLine(0, i * 60, 20, i * 60 + 50, "arXiv"), ocrLine(5, (n + i) * 60 + 100, 15, (n + i) * 60 + 110, "12"));
  const blocks = [{ paragraphs: [{ lines }] }] as unknown as Parameters<typeof withSidewaysLinesAside>[0];
  return seconds(() => withSidewaysLinesAside(blocks));
}

const CASES: [string, number, (n: number) => number][] = [
  ["captions each over a table (captionsBesideTables)", 8000, captionsOverTables],
  ["fonts each set close (findItalicGaps + joinItalicLetters)", 8000, closeFonts],
  ["symbols in one OCR word (subscriptMarks)", 8000, longFormulaWord],
  ["sideways lines and marks in one margin strip (withSidewaysLinesAside)", 1000, sidewaysStrip],
];
for (const [name, base, time] of CASES) {
  const times = SCALES.map((s) => time(base * s));
  const k = Math.log(times.at(-1)! / times[0]!) / Math.log(SCALES.at(-1)! / SCALES[0]!);
  console.log(`${name}: ${SCALES.map((s, i) => `${(base * s).toLocaleString("en")} ${times[i]!.toFixed(3)} s`).join(", ")}; grows as size^${k.toFixed(2)}`);
}
