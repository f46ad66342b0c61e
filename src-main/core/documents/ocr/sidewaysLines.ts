import type { Block, Line } from "tesseract.js";
import type { SidewaysRun } from "../layout/types.ts";

/** A word of at least this many letters and digits says which way its line runs; a shorter one ("31", "l") may be tall either way. */
const TELLING_CHARACTERS = 3;
/**
 * How much taller than wide a word set sideways is at least. Upright, three letters are wider
 * than tall; on the scans of the publishers' papers an arXiv stamp's words ("2201.13352v1",
 * "Jan", "arxiv") stand 1.9 to 8 times taller than wide.
 */
const SIDEWAYS_ASPECT = 1.5;
/** How far, in the strip's own width, a line may stand out of a sideways strip and still lie in it. */
const STRIP_SLACK = 0.25;

const LETTERS_AND_DIGITS = /[\p{L}\p{N}]/gu;

/**
 * Tesseract's lines with the sideways ones set aside, as a text layer sets rotated text aside: a
 * margin's arXiv stamp ("arXiv:2201.13352v1 [physics.app-ph] 31 Jan 2022", printed bottom to
 * top) is read as lines whose words stand on end, and as an upright line at the height of its
 * middle it joined the abstract's line there (the abstract lost its end, the keywords and the
 * first heading). A line is sideways when it is taller than wide and every word long enough to
 * tell stands on end; the marks tesseract read upright inside such a line's strip (the stamp's
 * logo read as "Q", "wa", ">>") go with it. Told from the boxes alone, so a tesseract command's
 * hOCR (which gives no block type) is read as tesseract.js's is.
 */
export function withSidewaysLinesAside(blocks: readonly Block[]): { upright: Block[]; aside: Block[] } {
  const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const sideways = lines.filter(standsOnEnd);
  if (sideways.length === 0) return { upright: [...blocks], aside: [] };
  const strips = sideways.map((strip) => stripOf(strip, sideways));
  const set = new Set<Line>(sideways);
  for (const line of lines) if (!set.has(line) && strips.some((strip) => inStrip(line, strip))) set.add(line);
  const keep = (take: boolean) =>
    blocks
      .map((block) => ({ ...block, paragraphs: block.paragraphs.map((p) => ({ ...p, lines: p.lines.filter((l) => set.has(l) === take) })).filter((p) => p.lines.length > 0) }))
      .filter((block) => block.paragraphs.length > 0);
  return { upright: keep(false), aside: keep(true) };
}

/** The sideways lines as the text layer's sideways runs, in points: one run a line, read along it. */
export function sidewaysRuns(aside: readonly Block[], scale: number, font: string): SidewaysRun[] {
  const runs: SidewaysRun[] = [];
  for (const line of aside.flatMap((b) => b.paragraphs.flatMap((p) => p.lines))) {
    const words = line.words.filter((w) => w.text.trim());
    if (words.length === 0) continue;
    const { x0, y0, x1, y1 } = line.bbox;
    // Read upward (a quarter turn to the left, as arXiv stamps are) unless the words run down the page.
    const centre = (w: (typeof words)[number]) => (w.bbox.y0 + w.bbox.y1) / 2;
    const down = words.length > 1 ? centre(words.at(-1)!) > centre(words[0]!) : line.baseline.y1 > line.baseline.y0;
    // As pdf.js places a turned run: where its baseline starts, its length along it, its size across.
    runs.push({ text: words.map((w) => w.text.trim()).join(" "), x: (down ? x0 : x1) / scale, y: (down ? y0 : y1) / scale, w: (y1 - y0) / scale, size: (x1 - x0) / scale, font, angle: down ? 270 : 90 });
  }
  return runs;
}

function standsOnEnd(line: Line): boolean {
  const { x0, y0, x1, y1 } = line.bbox;
  if (y1 - y0 <= x1 - x0) return false;
  const telling = line.words.filter((w) => (w.text.match(LETTERS_AND_DIGITS)?.length ?? 0) >= TELLING_CHARACTERS);
  return telling.length > 0 && telling.every((w) => w.bbox.y1 - w.bbox.y0 >= SIDEWAYS_ASPECT * (w.bbox.x1 - w.bbox.x0));
}

interface Strip {
  x0: number;
  x1: number;
  /** The span of the sideways lines across this strip's width, widened by the strip's width. */
  top: number;
  bottom: number;
}

/**
 * A sideways line's strip: its width, and the span down the page of every sideways line that
 * overlaps it. Worked out once a strip, not once for every line tested against it: a page set
 * sideways whole (a turned table) has hundreds of sideways lines.
 */
function stripOf(strip: Line, sideways: readonly Line[]): Strip {
  const S = strip.bbox;
  const width = S.x1 - S.x0;
  let top = Infinity;
  let bottom = -Infinity;
  for (const s of sideways) {
    if (s.bbox.x0 >= S.x1 || s.bbox.x1 <= S.x0) continue;
    top = Math.min(top, s.bbox.y0);
    bottom = Math.max(bottom, s.bbox.y1);
  }
  return { x0: S.x0, x1: S.x1, top: top - width, bottom: bottom + width };
}

/** Whether `line` lies across no more than `strip`'s width, within the span of the sideways lines in that strip. */
function inStrip(line: Line, strip: Strip): boolean {
  const L = line.bbox;
  const slack = STRIP_SLACK * (strip.x1 - strip.x0);
  if (L.x0 < strip.x0 - slack || L.x1 > strip.x1 + slack) return false;
  return L.y0 >= strip.top && L.y1 <= strip.bottom;
}
