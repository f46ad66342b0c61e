import type { Block, Line } from "tesseract.js";

/** A line whose words stand this many times taller than the sure lines' words spans several rows of type. */
const ROWS_TALL = 2;
/** Below this mean confidence (tesseract's 0-100, by characters), such a line's words are not the page's. */
const GARBLED_CONFIDENCE = 40;
/** From this mean confidence a line is read surely enough to set the type's height. */
const SURE_CONFIDENCE = 60;

/**
 * A sideways table's turned reading without the lines tesseract set across several of its rows:
 * in a shaded row whose cells wrap over three or four lines, it may take the row for one line of
 * type four times the cells' height and read it as garbage ("Maas Ime Mm WC sonore", words 2.7
 * times the sure lines' height, at 23 on average: papers-more 67 Table 1 at 300 dpi). Its words
 * then lie across the table's columns and close their gaps, so the table is read in six columns
 * for eleven. A table's text is in one type: a line that tall and that unsure is none of it, and
 * the row's other lines, read apart, are kept. The page's own reading keeps its large type.
 */
export function withoutMergedTableRows(blocks: readonly Block[]): Block[] {
  const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines)).filter((l) => l.words.some((w) => w.text.trim()));
  const sure = lines.filter((l) => confidence(l) >= SURE_CONFIDENCE).map(wordHeight);
  if (sure.length === 0) return [...blocks];
  const type = median(sure);
  const merged = new Set(lines.filter((l) => wordHeight(l) > ROWS_TALL * type && confidence(l) < GARBLED_CONFIDENCE));
  if (merged.size === 0) return [...blocks];
  return blocks.map((block) => ({
    ...block,
    paragraphs: block.paragraphs.map((paragraph) => ({ ...paragraph, lines: paragraph.lines.filter((l) => !merged.has(l)) })),
  }));
}

/** The middle height of a line's words, in pixels. */
function wordHeight(line: Line): number {
  return median(line.words.filter((w) => w.text.trim()).map((w) => w.bbox.y1 - w.bbox.y0));
}

/** A line's words' mean confidence, by characters. */
function confidence(line: Line): number {
  const words = line.words.filter((w) => w.text.trim());
  const characters = words.reduce((n, w) => n + w.text.trim().length, 0);
  return characters === 0 ? 0 : words.reduce((n, w) => n + w.confidence * w.text.trim().length, 0) / characters;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
