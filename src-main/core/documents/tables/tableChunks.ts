import type { Line } from "../layout/types.ts";
import { CALL_TEXT, MARK_SIZE, withScriptsJoined } from "./chunkScripts.ts";
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
