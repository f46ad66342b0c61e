import type { Line } from "../layout/types.ts";
import { readsRightToLeft, rightToLeftText } from "./rightToLeft.ts";

/**
 * A piece of text on one baseline with no wide gap inside: a table cell's line, or a word group
 * of a caption or a paragraph. Tables are read from these, finer than lines: neighbouring cells
 * can sit closer than the em that splits a line.
 */
export interface Chunk {
  text: string;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  baseline: number;
  size: number;
  font: string;
  /** The line it was cut from, and its runs there (from, to inclusive; -1 when it has none). */
  line: Line;
  spanFrom: number;
  spanTo: number;
}

/**
 * Control characters other than white space: what pdf.js gives for glyphs a math font draws with
 * no text mapping (the big brackets of a display formula come out as U+0010, U+0011). They are
 * ink, not text: no cell shows them, and a piece holding nothing else is no cell's text.
 */
const CONTROL = /[^\P{Cc}\s]/gu;

/** Text with its control characters dropped (white space kept). */
export const withoutControls = (text: string): string => text.replace(CONTROL, "");

/**
 * The size a chunk's text is set in: its first run's when that is larger than the size the line
 * counted. A line counts the size most of its characters have, so a label whose scripts outnumber
 * its letter ("p" then subscript "z", "f" then "z" and "3") counts the scripts' smaller size; the
 * letter the scripts hang on comes first and is set in the text's own size.
 */
export function typeSize(chunk: Chunk): number {
  if (chunk.spanFrom < 0) return chunk.size;
  return Math.max(chunk.size, chunk.line.spans[chunk.spanFrom]!.h);
}

/** A gap wider than this share of the type size between two runs separates two chunks. */
const CHUNK_GAP = 0.5;

/**
 * Cuts lines into chunks at gaps wider than half an em between their runs, then puts raised and
 * lowered marks printed as lines of their own (a reference "14" after "et al.", the "2" of "m2")
 * back on the chunk they touch.
 */
export function chunksOf(lines: readonly Line[]): Chunk[] {
  const chunks: Chunk[] = [];
  for (const line of lines) {
    if (line.spans.length === 0) {
      chunks.push({ text: line.text, x0: line.x0, x1: line.x1, top: line.top, bottom: line.bottom, baseline: line.baseline, size: line.size, font: line.font, line, spanFrom: -1, spanTo: -1 });
      continue;
    }
    let from = 0;
    for (let k = 1; k <= line.spans.length; k++) {
      const previous = line.spans[k - 1]!;
      const span = line.spans[k];
      if (span && span.x - (previous.x + previous.w) <= CHUNK_GAP * line.size) continue;
      const chunk = chunkOf(line, from, k - 1);
      if (chunk) chunks.push(chunk);
      from = k;
    }
  }
  return attachMarks(chunks);
}

/** The chunk made of runs `from`..`to` of a line, or null when they hold no text. */
export function chunkOf(line: Line, from: number, to: number): Chunk | null {
  // One pass over the runs, nothing copied: a line of a dense table can hold hundreds of them.
  let end = -Infinity;
  let x0 = Infinity;
  let x1 = -Infinity;
  for (let k = from; k <= to; k++) {
    const s = line.spans[k]!;
    end = Math.max(end, s.end);
    x0 = Math.min(x0, s.x);
    x1 = Math.max(x1, s.x + s.w);
  }
  const first = line.spans[from]!;
  const drawn = withScriptsJoined(line, from, to, line.text.slice(first.start, end).trim());
  if (!withoutControls(drawn).trim()) return null;
  const text = to > from && readsRightToLeft(drawn) ? rightToLeftText(line, from, to) : drawn;
  return { text, x0, x1, top: line.top, bottom: line.bottom, baseline: line.baseline, size: line.size, font: first.font ?? line.font, line, spanFrom: from, spanTo: to };
}

/**
 * How close a script sits to the letter it hangs on when nothing parts them, as a share of the
 * larger type size: TeX puts at most an italic correction there (a superscript on "T": 0.25 em),
 * and attachMarks takes marks printed as lines of their own back on the same 0.3 em. A mark after
 * a figure ("32 ¹⁾") may be set a word space off, so only a letter takes its script so. The space
 * after a script is left as read: publishers' and word processors' word spaces there measure
 * 0.1-0.2 em from the end of the run ("CI50 (μg", "R2 (Å)" in the shared papers), as close as
 * TeX's \scriptspace before "(0)".
 */
const SCRIPT_GAP = 0.3;

/**
 * The chunk's text with the spaces pdf.js puts between a letter and its raised or lowered script
 * ("T" "train" for T with a subscript) taken out, so a cell reads "Ttrain" as its page prints it.
 * Only white space between two runs is touched: the words of
 * each run, and the gaps between runs of one size, are kept as read.
 */
function withScriptsJoined(line: Line, from: number, to: number, drawn: string): string {
  if (to <= from) return drawn;
  let changed = false;
  let text = line.text.slice(line.spans[from]!.start, line.spans[from]!.end);
  for (let k = from + 1; k <= to; k++) {
    const a = line.spans[k - 1]!;
    const b = line.spans[k]!;
    const between = line.text.slice(a.end, b.start);
    const script = between.length > 0 && !between.trim() && scriptPair(a, b, /\p{L}$/u.test(text));
    const call = between.length === 0 && /\p{N}$/u.test(text) && footnoteCall(a, b, line.text.slice(b.start, b.end));
    if (script || call) changed = true;
    text += (script ? "" : call ? " " : between) + line.text.slice(b.start, b.end);
  }
  return changed ? text.trim() : drawn;
}

/** A footnote call: a few marks closed by a parenthesis, "1)", "(2)", "a)". */
const CALL_TEXT = /^\(?[\p{L}\p{N}*†‡§]{1,3}\)$/u;

/**
 * Whether the second of two runs set with nothing between them is a footnote call raised on the
 * figure ending the first: "43" then a raised "1)" would read "431)", another number. A closing
 * parenthesis ends no exponent ("10⁻⁵"), which stays joined as the page sets it. After a word the
 * call is left joined as read ("Others(1)"): the suites' truths disagree there (Camelot's text
 * glues it, docling-eval's annotators part it) and no word changes its meaning.
 */
function footnoteCall(a: Line["spans"][number], b: Line["spans"][number], text: string): boolean {
  if (!CALL_TEXT.test(text) || b.h >= MARK_SIZE * a.h) return false;
  const baseline = (s: typeof a) => s.top + 0.8 * s.h;
  return baseline(a) - baseline(b) > 0.1 * a.h;
}

/** Whether the second of two neighbouring runs is a script on the letter ending the first: set smaller, off its baseline, and close to it. */
function scriptPair(a: Line["spans"][number], b: Line["spans"][number], afterLetter: boolean): boolean {
  const [small, large] = a.h < b.h ? [a, b] : [b, a];
  if (small.h >= MARK_SIZE * large.h) return false;
  const baseline = (s: typeof a) => s.top + 0.8 * s.h;
  if (Math.abs(baseline(small) - baseline(large)) < 0.1 * large.h) return false;
  if (small !== b || !afterLetter) return false;
  return b.x - (a.x + a.w) < SCRIPT_GAP * large.h;
}

/** Cuts a chunk in two at the gap between its runs nearest to `x`, when one lies near it; else null. */
export function splitChunkAt(chunk: Chunk, x: number): [Chunk, Chunk] | null {
  if (chunk.spanFrom < 0 || chunk.spanTo <= chunk.spanFrom) return null;
  const spans = chunk.line.spans;
  let best = -1;
  let bestDistance = Infinity;
  for (let k = chunk.spanFrom; k < chunk.spanTo; k++) {
    const gapStart = spans[k]!.x + spans[k]!.w;
    const gapEnd = spans[k + 1]!.x;
    const distance = x < gapStart ? gapStart - x : x > gapEnd ? x - gapEnd : 0;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = k;
    }
  }
  if (best < 0 || bestDistance > 0.6 * chunk.size) return null;
  const left = chunkOf(chunk.line, chunk.spanFrom, best);
  const right = chunkOf(chunk.line, best + 1, chunk.spanTo);
  return left && right ? [left, right] : null;
}

/**
 * Cuts a chunk in two at a rule drawn through one of its runs: the run's characters are placed in
 * proportion to their count (pdf.js gives runs, not glyphs) and the cut falls between the two
 * nearest the rule. Null when the rule crosses no run or would leave a side empty.
 */
export function splitRunAtRule(chunk: Chunk, x: number): [Chunk, Chunk] | null {
  if (chunk.spanFrom < 0 || chunk.spanTo < chunk.spanFrom) return null;
  const spans = chunk.line.spans;
  for (let k = chunk.spanFrom; k <= chunk.spanTo; k++) {
    const s = spans[k]!;
    if (x <= s.x || x >= s.x + s.w || s.end - s.start < 2) continue;
    // Glyphs are not all one width, so the estimate is a character out either way: the cut is
    // the nearest place within that where a word meets a figure or a space, else none.
    const estimate = s.start + ((x - s.x) / s.w) * (s.end - s.start);
    const text = chunk.line.text;
    const places = [Math.floor(estimate) - 1, Math.floor(estimate), Math.ceil(estimate), Math.ceil(estimate) + 1].filter((p) => p > s.start && p < s.end && partsAt(text, p));
    if (places.length === 0) return null;
    const at = places.reduce((a, b) => (Math.abs(b - estimate) < Math.abs(a - estimate) ? b : a));
    const left = chunk.line.text.slice(spans[chunk.spanFrom]!.start, at).trim();
    const right = chunk.line.text.slice(at, spans[chunk.spanTo]!.end).trim();
    if (!left || !right) return null;
    // Pieces of a run have no runs of their own: they are not parted again.
    return [
      { ...chunk, text: left, x1: x, spanFrom: -1, spanTo: -1 },
      { ...chunk, text: right, x0: x, spanFrom: -1, spanTo: -1 },
    ];
  }
  return null;
}

/** Whether a word meets a figure, or a space, between characters p - 1 and p. */
function partsAt(text: string, p: number): boolean {
  const a = text[p - 1]!;
  const b = text[p]!;
  if (/\s/.test(a) || /\s/.test(b)) return true;
  return (/\p{L}/u.test(a) && /\d/.test(b)) || (/\d/.test(a) && /\p{L}/u.test(b));
}

/** Type this much smaller than the text beside it is a raised or lowered mark. */
const MARK_SIZE = 0.88;

/** A small chunk touching a larger one on a nearby baseline is its superscript or subscript. */
function attachMarks(chunks: Chunk[]): Chunk[] {
  // Chunks by line of the page (baselines a point apart), so a mark's possible hosts are found among
  // its neighbours, not among every chunk of the page.
  const buckets = new Map<number, Chunk[]>();
  // A mark is set smaller than its host: one no smaller than the page's largest type has none,
  // and its neighbours need not be looked at (most of a table's cells are short).
  let largest = -Infinity;
  for (const c of chunks) {
    largest = Math.max(largest, c.size);
    const key = Math.floor(c.baseline);
    const list = buckets.get(key);
    if (list) list.push(c);
    else buckets.set(key, [c]);
  }
  const near = (mark: Chunk): Chunk[] => {
    const out: Chunk[] = [];
    const reach = Math.ceil(mark.size);
    for (let key = Math.floor(mark.baseline) - reach; key <= Math.floor(mark.baseline) + reach; key++) {
      const list = buckets.get(key);
      if (list) for (const o of list) if (o !== mark && mark.size < MARK_SIZE * o.size && touches(mark, o)) out.push(o);
    }
    return out;
  };
  const absorbed = new Set<Chunk>();
  for (const mark of chunks) {
    if (mark.text.length > 12 || absorbed.has(mark) || mark.size >= MARK_SIZE * largest) continue;
    const host = near(mark)
      .filter((o) => !absorbed.has(o))
      .sort((a, b) => Math.abs(a.baseline - mark.baseline) - Math.abs(b.baseline - mark.baseline))[0];
    if (!host) continue;
    // A footnote call on a figure is a word of its own ("43 1)", not "431)"); other marks join their host.
    if (mark.x0 >= host.x1 - 1) host.text += (/\p{N}$/u.test(host.text) && CALL_TEXT.test(mark.text) && mark.baseline < host.baseline ? " " : "") + mark.text;
    else if (mark.x1 <= host.x0 + 1) host.text = mark.text + host.text;
    else {
      // Inside the host ("I" ² "(%)"): before the first of its runs that starts after the mark.
      const at = insertionPoint(host, mark);
      if (at < 0) continue;
      host.text = `${host.text.slice(0, at).trimEnd()}${mark.text}${host.text.slice(at).startsWith(" ") ? "" : " "}${host.text.slice(at)}`.replace(/\s+/g, " ");
    }
    host.x0 = Math.min(host.x0, mark.x0);
    host.x1 = Math.max(host.x1, mark.x1);
    absorbed.add(mark);
  }
  return absorbed.size === 0 ? chunks : chunks.filter((c) => !absorbed.has(c));
}

/** Where in a host chunk's text a mark drawn between its runs goes, or -1. */
function insertionPoint(host: Chunk, mark: Chunk): number {
  if (host.spanFrom < 0) return -1;
  const spans = host.line.spans;
  const base = spans[host.spanFrom]!.start;
  for (let k = host.spanFrom + 1; k <= host.spanTo; k++) {
    if (spans[k]!.x >= mark.x1 - 0.5 && spans[k - 1]!.x + spans[k - 1]!.w <= mark.x0 + 0.5) return Math.max(0, spans[k]!.start - base);
  }
  return -1;
}

function touches(mark: Chunk, host: Chunk): boolean {
  const inside = mark.x0 >= host.x0 && mark.x1 <= host.x1;
  // Apart, the gap between the two; overlapping at an end (a mark set flush, a hair into the
  // word's last glyph), less than nothing by the overlap, not the width of the whole word.
  const gap = inside ? 0 : Math.max(mark.x0 - host.x1, host.x0 - mark.x1);
  return gap < 0.3 * host.size && gap > -1 && Math.abs(mark.baseline - host.baseline) < 0.7 * host.size && mark.baseline !== host.baseline;
}
