import type { Block } from "tesseract.js";
import type { PageText, SidewaysRun } from "../layout/types.ts";
import { MIN_SIDEWAYS_CHARACTERS } from "../tables/tableFrames.ts";
import { withoutMergedTableRows } from "./mergedTableRows.ts";
import { ocrPageText } from "./ocrPageText.ts";
import { withSidewaysLinesAside } from "./sidewaysLines.ts";
import { turnedPgm } from "./turnedPicture.ts";

/**
 * Tesseract may turn a block of sideways text the wrong way: it read a generated table printed
 * bottom to top, and papers-more 67's Table 1, top to bottom, upside down ("Harbour" as
 * "Inoqrey", "2021" as "120T"); it read papers-more 63's the right way. Read upside down, its
 * words' mean confidence is low (garbage); read the right way, words come out at 80-95. Below
 * this, its direction is taken for the wrong one.
 */
const RIGHT_WAY_CONFIDENCE = 60;
/** How far, in points, a word read on the turned picture may stand outside the sideways lines' span and still be theirs. */
const SPAN_SLACK = 6;

interface PagePicture {
  pgm: Uint8Array;
  width: number;
  height: number;
  scale: number;
}

/**
 * A scanned page's table printed sideways, read as its text layer's would be: tesseract's first
 * reading may give such a table as whole lines on end (one run a line, the cells' gaps lost),
 * upside down. When the sideways lines carry as much text as a table (the bar
 * a turned table frame takes), the picture is turned so they read upright (the way tesseract read
 * them when it was sure of its words, the other way when it was not) and read again; its words
 * are the page's sideways runs, a run a word as on the upright page, placed where they lie on the
 * page. Margin stamps (fewer characters) keep their first reading. The page is returned as it was
 * when there is no such table or the turned reading is no surer than the first.
 */
export async function withSidewaysTableRead(text: PageText, blocks: readonly Block[], picture: PagePicture, read: (pgm: Uint8Array) => Promise<Block[]>): Promise<PageText> {
  const { aside } = withSidewaysLinesAside(blocks);
  const lines = aside.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const words = lines.flatMap((l) => l.words).filter((w) => w.text.trim());
  const characters = words.reduce((n, w) => n + w.text.trim().length, 0);
  if (characters < MIN_SIDEWAYS_CHARACTERS) return text;
  const firstConfidence = words.reduce((n, w) => n + w.confidence * w.text.trim().length, 0) / characters;
  // The way tesseract read most of the lines: down the page (270) or up it (90).
  const down = lines.filter((l) => l.words.length > 1 && l.words.at(-1)!.bbox.y0 > l.words[0]!.bbox.y0).length;
  const up = lines.filter((l) => l.words.length > 1 && l.words.at(-1)!.bbox.y0 < l.words[0]!.bbox.y0).length;
  const tesseractWay: 90 | 270 = down >= up ? 270 : 90;
  const angle: 90 | 270 = firstConfidence >= RIGHT_WAY_CONFIDENCE ? tesseractWay : tesseractWay === 90 ? 270 : 90;
  const turned = turnedPgm(picture.pgm, angle);
  if (!turned) return text;
  const W = picture.width;
  const H = picture.height;
  const blocksTurned = await read(turned);
  const frameSize = { pageNumber: text.pageNumber, width: H, height: W, rotate: 0, scale: picture.scale, pgm: turned };
  // Whether the turned reading is surer is judged on all it read; its lines set across several rows are then left out.
  const { report } = ocrPageText(blocksTurned, frameSize);
  if (report.confidence === null || report.confidence <= firstConfidence) return text;
  const { text: frame } = ocrPageText(withoutMergedTableRows(blocksTurned), frameSize);
  // The span on the page of the lines read sideways, in points: words read elsewhere on the turned picture are the page's upright text seen on end.
  const s = picture.scale;
  const span = { x0: Math.min(...lines.map((l) => l.bbox.x0)) / s - SPAN_SLACK, x1: Math.max(...lines.map((l) => l.bbox.x1)) / s + SPAN_SLACK, y0: Math.min(...lines.map((l) => l.bbox.y0)) / s - SPAN_SLACK, y1: Math.max(...lines.map((l) => l.bbox.y1)) / s + SPAN_SLACK };
  const sideways: SidewaysRun[] = [];
  for (const r of frame.runs) {
    // Frame (fx, fy) is page (fy, H - fx) for 90 and (W - fy, fx) for 270; the run's far end along its baseline follows from w.
    const [x, y] = angle === 90 ? [r.y, H - r.x] : [W - r.y, r.x];
    const run: SidewaysRun = { text: r.text, x, y, w: r.w, size: r.size, font: r.font, angle };
    const b = boxOf(run);
    if ((b.x0 + b.x1) / 2 < span.x0 || (b.x0 + b.x1) / 2 > span.x1 || (b.y0 + b.y1) / 2 < span.y0 || (b.y0 + b.y1) / 2 > span.y1) continue;
    sideways.push(run);
  }
  if (sideways.length === 0) return text;
  // Sideways text the turned reading did not cover (a margin stamp beside the table) keeps its first reading.
  const boxes = sideways.map(boxOf);
  const covered = { x0: Math.min(...boxes.map((b) => b.x0)), x1: Math.max(...boxes.map((b) => b.x1)), y0: Math.min(...boxes.map((b) => b.y0)), y1: Math.max(...boxes.map((b) => b.y1)) };
  const kept = text.sideways.filter((r) => {
    const b = boxOf(r);
    return b.x1 < covered.x0 || b.x0 > covered.x1 || b.y1 < covered.y0 || b.y0 > covered.y1;
  });
  const all = [...kept, ...sideways];
  return { ...text, sideways: all, rotated: all.map((r) => r.text) };
}

/** Where a sideways run's letters lie on the page: across its baseline by its size, along it by its length. */
function boxOf(r: SidewaysRun): { x0: number; x1: number; y0: number; y1: number } {
  return r.angle === 90 ? { x0: r.x - r.size, x1: r.x, y0: r.y - r.w, y1: r.y } : { x0: r.x, x1: r.x + r.size, y0: r.y, y1: r.y + r.w };
}
