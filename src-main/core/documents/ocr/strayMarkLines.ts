import type { Block, Line } from "tesseract.js";
import { OCR_LOW_CONFIDENCE } from "../../../contract/ocrWords.ts";

/** A line less than this share of the height of the line whose row holds it is no line of type. */
const STRAY_HEIGHT = 0.5;
/** Pixels a stray line's box may stand out of the row that holds it. */
const SLACK = 2;

/**
 * Tesseract's lines without the ones that are marks of another line read apart: a "line" inside
 * another line's row (its box within that row's height and across its words), less than half as
 * tall, read with low confidence. At 200 dpi tesseract took the tops of a line's quote marks
 * (“sleep apnea,” “body mass index,”) for a line of their own and read it "LEINTS 2 ec 2 ec"
 * (confidence 18): the reader set its pieces into the line and cut it there, and the parts of a
 * structured abstract after it were lost (papers-more 73). A line read with confidence, even a
 * small one inside a taller one (a figure's label inside a box tesseract read as a line), is kept.
 */
export function withoutStrayMarkLines(blocks: readonly Block[]): Block[] {
  const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines)).filter((l) => l.words.some((w) => w.text.trim()));
  const stray = new Set(lines.filter((line) => line.confidence < OCR_LOW_CONFIDENCE && lines.some((host) => holds(host, line))));
  if (stray.size === 0) return [...blocks];
  return blocks.map((block) => ({
    ...block,
    paragraphs: block.paragraphs.map((paragraph) => ({ ...paragraph, lines: paragraph.lines.filter((l) => !stray.has(l)) })),
  }));
}

/** Whether `line` lies inside `host`'s row: within its height, mostly across it, less than half as tall. */
function holds(host: Line, line: Line): boolean {
  if (host === line) return false;
  const H = host.bbox;
  const L = line.bbox;
  const across = Math.min(H.x1, L.x1) - Math.max(H.x0, L.x0);
  return L.y0 >= H.y0 - SLACK && L.y1 <= H.y1 + SLACK && L.y1 - L.y0 < STRAY_HEIGHT * (H.y1 - H.y0) && across > 0.5 * (L.x1 - L.x0);
}
