import { mostCommon } from "../mostCommon.ts";
import { isLoneMark } from "./listItems.ts";
import { combiningMark, composeAccents, isSpacingAccent, mayNeedComposing } from "../text/composeAccents.ts";
import { isOcrFont, type Line, type PageText, type RunSpan, type TextRun } from "./types.ts";

/** Units after which a raised number is an exponent (cm⁻², m²), never a citation. */
const UNIT_BEFORE = /(?:^|[\s(])(?:[kmµμnpcd]?m|[kmµμn]?s|[kmµμ]?g|mol|[kM]?Pa|bar|K|°C|eV|Hz|[kmµμ]?[LlWVAJ]|cm|mm|nm|ft|in|rpm|M|N|Da|kDa|[A-Z][a-z]?\d*)\s*$/;

/**
 * A raised run made only of citation or footnote-marker characters: "5", "1–4", "12,13", "*", "†",
 * and the same in square brackets as some journals raise them ("[12]", "[1,2]"; pdf.js may give
 * the brackets as runs of their own).
 */
const CITATION_TEXT = /^[\d,–\-\s*∗†‡§¶#√✓]+$|^(?=.)\[?[\d,–\-\s]*\]?$/;

interface RowRun extends TextRun {
  raised: boolean;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A large single letter beside the first lines of a paragraph (Nature's "T" of "Tremendous"). */
function isDropCap(run: TextRun, typical: number): boolean {
  return run.text.trim().length === 1 && /\p{Lu}/u.test(run.text) && run.size > 2.2 * typical;
}

/**
 * Whether a large letter stands in a line of its own size: a title's "I" of "class I" where each
 * word is a run of its own (OCR's runs are words). A drop cap is set beside lines of text smaller
 * than itself; a letter with runs of about its size on its own baseline is a word of that line.
 */
function inLineOfItsSize(run: TextRun, runs: readonly TextRun[]): boolean {
  return runs.some((r) => r !== run && r.text.trim().length > 0 && Math.abs(r.y - run.y) < 0.2 * run.size && r.size >= 0.8 * run.size && r.size <= 1.25 * run.size);
}

/**
 * A large glyph with no letter or digit (ACS's black square before each heading, a big bullet):
 * an ornament. Its height would make every line it touches look like one row.
 */
function isOrnament(run: TextRun, typical: number): boolean {
  // Symbols only: punctuation of a large line (a header's comma on a page of small table
  // text) is still text.
  return /^[\p{S}\s]+$/u.test(run.text) && /\S/.test(run.text) && run.size > 1.8 * typical;
}

/**
 * Groups a page's runs into rows by baseline. Superscripts and subscripts sit within half a
 * font size of their line's baseline, so they join it; the tolerance uses the larger size.
 * Text of ordinary size is grouped first; small raised or lowered runs then join the row they
 * touch horizontally, not whichever row happens to be nearest: in two columns a superscript
 * in the left column can sit closer to a baseline of the right column than to its own line.
 */
function groupRows(runs: TextRun[], typical: number): TextRun[][] {
  const sorted = [...runs].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: { baseline: number; size: number; runs: TextRun[] }[] = [];
  // Small runs and lone marks (a superscript, a ring drawn above an "A") are placed second.
  const small = (run: TextRun) => run.size < 0.85 * typical || (run.text.trim().length <= 2 && !/\p{L}/u.test(run.text));
  for (const run of sorted) {
    if (small(run)) continue;
    let best: (typeof rows)[number] | undefined;
    let bestDy = Infinity;
    // Only recent rows can match: rows are created in baseline order.
    for (let i = rows.length - 1; i >= 0 && i >= rows.length - 6; i--) {
      const row = rows[i]!;
      const dy = Math.abs(run.y - row.baseline);
      if (dy <= 0.45 * Math.max(run.size, row.size) && dy < bestDy && !overlapsOtherLine(run, row.runs)) {
        best = row;
        bestDy = dy;
      }
    }
    if (best) {
      best.runs.push(run);
      // The row's baseline is that of its largest text, not of a superscript that came first.
      if (run.size > best.size) {
        best.size = run.size;
        best.baseline = run.y;
      }
    } else {
      rows.push({ baseline: run.y, size: run.size, runs: [run] });
    }
  }
  /** Puts a small run in the row it belongs to; with none, in a row of its own when `alone`, else leaves it. */
  const place = (run: TextRun, alone: boolean): boolean => {
    let best: (typeof rows)[number] | undefined;
    let bestScore = Infinity;
    for (const row of rows) {
      // A row can hold lines of two columns whose baselines differ a little (its baseline is the
      // larger type's): a mark is measured from the runs it touches, those of its own column.
      const beside = row.runs.filter((r) => run.x + run.w > r.x - 0.6 * row.size && run.x < r.x + r.w + 0.6 * row.size);
      const dy = beside.length > 0 ? Math.min(...beside.map((r) => Math.abs(run.y - r.y))) : Math.abs(run.y - row.baseline);
      if (dy > 0.45 * Math.max(run.size, row.size)) continue;
      // A row this run touches wins over a nearer one it does not.
      const score = dy + (beside.length > 0 ? 0 : 1000);
      if (score < bestScore) {
        best = row;
        bestScore = score;
      }
    }
    if (best) best.runs.push(run);
    else if (alone) rows.push({ baseline: run.y, size: run.size, runs: [run] });
    return !!best || alone;
  };
  // A mark on a mark (a symbol's raised letter, "λ" then "A") finds its row only once the run it
  // touches is placed: runs that find none are placed after the others.
  const waiting = sorted.filter((run) => small(run) && !place(run, false));
  for (const run of waiting) place(run, true);
  return rows.map((row) => row.runs.sort((a, b) => a.x - b.x));
}

/**
 * How far apart two runs' baselines stand, in the larger's size, before they are two lines' words:
 * a fraction's parts, which tesseract can read on baselines a third of a size apart, stay one row.
 */
const OTHER_LINE_STEP = 0.5;
/** A run this many times a word's size is a tall box (a formula's operators read as a word), not type. */
const TALL_BOX = 2;

/**
 * Whether an OCR word stands over or under a word of the row, on a baseline of its own: two words
 * of one scanned line never share their horizontal place. A row takes a larger type's baseline (a
 * column of display formulas beside the text), and the next line of the column beside it can then
 * fall within the tolerance: its words would be merged into the line above, word by word.
 * Only OCR's words: a text layer's runs overlap on their line (an accent or a hat drawn over its
 * letter, a subscript at full size), and tesseract gives whole words, each on its own line.
 */
function overlapsOtherLine(run: TextRun, rowRuns: readonly TextRun[]): boolean {
  if (!isOcrFont(run.font)) return false;
  // A box more than twice the words' size (a display formula's operators, read as one tall word)
  // is no column's line: rows it took over are left as they were read (round 30: the lines then
  // parted set the box apart, across the gutter, and the column's reading order broke).
  if (rowRuns.some((r) => r.size > TALL_BOX * run.size)) return false;
  for (const r of rowRuns) {
    if (!isOcrFont(r.font)) continue;
    if (Math.abs(r.y - run.y) <= OTHER_LINE_STEP * Math.max(r.size, run.size)) continue;
    const overlap = Math.min(r.x + r.w, run.x + run.w) - Math.max(r.x, run.x);
    if (overlap > 0.5 * Math.min(r.w, run.w)) return true;
  }
  return false;
}

/** Splits a row where the horizontal gap is wider than about one em: column gutters, table cells. */
function splitFragments(row: TextRun[]): TextRun[][] {
  const fragments: TextRun[][] = [];
  let current: TextRun[] = [];
  let rightEdge = -Infinity;
  for (const run of row) {
    const gap = run.x - rightEdge;
    // The smaller text sets the measure: a narrow gutter beside a large heading is still a gutter.
    const size = Math.min(run.size, current.at(-1)?.size ?? run.size);
    // A bullet hung before its item's text (a hanging indent) stays with it, or the item's first
    // line reads as a row of two cells, or loses its bullet.
    // Not a dash: a table prints one for an empty cell, a whole em and more before the next.
    const hungMark = current.length === 1 && isLoneMark(current[0]!, run) && !/[–—]/.test(current[0]!.text) && /^\s*[\p{L}(“"‘]/u.test(run.text) && gap <= 4 * run.size;
    if (current.length > 0 && gap > Math.max(1.0 * size, 6) && !hungMark) {
      fragments.push(current);
      current = [];
    }
    current.push(run);
    rightEdge = Math.max(rightEdge, run.x + run.w);
  }
  if (current.length > 0) fragments.push(current);
  return fragments;
}

/** The key carrying the most characters; on a tie, the one met first. */
function dominant<T>(runs: TextRun[], key: (run: TextRun) => T): T {
  return mostCommon(runs, key, (run) => run.text.length) as T;
}

/**
 * The line's type size when its most characters are a script raised over larger type (a spread
 * "±0.00" set over "98.87", as many as the figure's own): the larger type's, which the script is
 * raised over; else `size`. A line of small type with a larger letter in it stays small: its small
 * runs are on its baseline.
 */
function scriptedSize(runs: TextRun[], size: number): number {
  if (runs.length === 1) return size;
  const larger = runs.filter((r) => r.size >= size / RAISED_SHARE);
  if (larger.length === 0) return size;
  const largerSize = dominant(larger, (r) => Math.round(r.size * 10) / 10);
  const base = median(larger.filter((r) => Math.abs(r.size - largerSize) < 0.6).map((r) => r.y));
  // Scripts all off the larger type's baseline, some raised: a lower index stacked under an
  // upper one ("0.307" with "+0.012" over "−0.011") is one too.
  const small = runs.filter((r) => Math.abs(r.size - size) < 0.6);
  const raised = small.every((r) => Math.abs(base - r.y) > 0.2 * largerSize) && small.some((r) => base - r.y > 0.2 * largerSize);
  return raised ? largerSize : size;
}

/** A run this share of the line's size or less, raised off its baseline, is a script. */
const RAISED_SHARE = 0.9;

/**
 * Builds one line's text from its runs: a space where the gap between runs is wider than a
 * fifth of an em (pdf.js splits words and ligatures into separate runs with no gap), and raised
 * citation numbers left out so sentences read as prose ("cells5–12." becomes "cells.").
 */
function assemble(runs: TextRun[], page: number, keepMarkers = false): Line {
  const size = scriptedSize(runs, dominant(runs, (r) => Math.round(r.size * 10) / 10));
  const font = dominant(runs.filter((r) => Math.abs(r.size - size) < 0.6), (r) => r.font);
  const baseline = median(runs.filter((r) => Math.abs(r.size - size) < 0.6).map((r) => r.y));
  const marked: RowRun[] = stackedScriptsInOrder(runs, size).map((r) => ({ ...r, raised: r.size < 0.9 * size && baseline - r.y > 0.2 * size }));
  // The runs set small already on the line, for telling a script stacked under another from an overlay.
  const scripts: TextRun[] = [];

  let text = "";
  const spans: RunSpan[] = [];
  let prevEnd = -Infinity;
  // A skipped marker that carried the word space ("Cuisin⁸ and"): the next word still needs it.
  let spaceOwed = false;
  // An accent drawn just before its letter: the letter's run follows without a space.
  let accentWaiting = false;
  let markersLeftOut = false;
  for (let i = 0; i < marked.length; i++) {
    const run = marked[i]!;
    const lone = run.text.trim();
    if (lone.length === 1 && combiningMark(lone) && text.length > 0 && !run.raised) {
      const centre = run.x + run.w / 2;
      const under = [...spans].reverse().find((s) => centre >= s.x && centre <= s.x + s.w);
      if (under) {
        // An accent drawn over a letter already on the line ("A" then "˚"): it marks that letter.
        const chars = text.slice(under.start, under.end);
        const at = under.start + Math.min(chars.length - 1, Math.max(0, Math.floor(((centre - under.x) / Math.max(under.w, 0.01)) * chars.length)));
        const mark = combiningMark(lone)!;
        text = text.slice(0, at + 1) + mark + text.slice(at + 1);
        for (const s of spans) {
          if (s.start > at) s.start += mark.length;
          if (s.end > at) s.end += mark.length;
        }
        continue;
      }
    }
    if (run.raised && !keepMarkers && CITATION_TEXT.test(lone)) {
      const before = text.trimEnd();
      const afterYear = /\b(?:1[89]|20)\d\d$/.test(before);
      // "14,15" or "5–12" are citations even after a unit-like letter; a lone number after a
      // unit is an exponent (cm⁻², m²).
      const list = /[,–-]/.test(run.text);
      const afterWordOrPunct = /[\p{L}.,;:)\]]$/u.test(before) && (list || !UNIT_BEFORE.test(before));
      // A raised "[23–25]" is no exponent even after a formula's figure ("SrHfS3[23–25]").
      const bracketed = /^\[[\d,–\-\s]+\]$/.test(lone);
      if (before && (afterWordOrPunct || afterYear || bracketed)) {
        // "Lee¹," in an author list: the comma set with the raised marker still separates names.
        if (/,\s*$/.test(run.text) && !/[,;]$/.test(before)) text = `${before},`;
        if (/\s$/.test(run.text)) spaceOwed = true;
        prevEnd = Math.max(prevEnd, run.x + run.w);
        markersLeftOut = true;
        continue;
      }
    }
    // Prose never overlaps itself: a run mostly covered by text already on the line is an
    // overlay (a radical sign, an accent drawn apart, a shadow copy for fake bold).
    // A script stacked under another (a figure's upper and lower error, "0.307+0.012" over
    // "−0.011") overlaps only scripts on another baseline: it is text of its own.
    const stacked = run.size < 0.9 * size && scripts.some((o) => Math.abs(o.y - run.y) > 0.3 * run.size && o.x < run.x + run.w && run.x < o.x + o.w) && !scripts.some((o) => Math.abs(o.y - run.y) <= 0.3 * run.size && run.x + run.w * 0.5 < o.x + o.w - 1);
    // A letter drawn back under the accent that ends the text so far ("Andr´" then "e" under its
    // "´") is that accent's letter, not an overlay: composing puts the two together.
    // Drawn back by one glyph's width at most: a shadow copy for fake bold starts where its
    // original did.
    const accentsLetter = isSpacingAccent(text.at(-1) ?? "") && /^\p{L}/u.test(run.text) && run.x >= prevEnd - 0.7 * size;
    if (text.length > 0 && run.x + run.w * 0.5 < prevEnd - 1 && !stacked && !accentsLetter) continue;
    if (run.size < 0.9 * size) scripts.push(run);
    // Non-breaking and Unicode hyphens read as the ASCII hyphen, so words and compounds match.
    let piece = (text.length === 0 ? run.text.trimStart() : run.text).replace(/[\u2010\u2011]/g, "-");
    // An accent drawn back over the letter before it ("Andre" then "´ s Blanco" starting left of
    // where "Andre" ends) marks that letter, and the word goes on after it: no space there.
    if (text.length > 0 && !/\s$/.test(text) && run.x < prevEnd - 0.5 && isSpacingAccent(piece[0] ?? "") && /^.\s?\p{Ll}/u.test(piece)) {
      text += combiningMark(piece[0]!)!;
      if (spans.length > 0) spans.at(-1)!.end = text.length;
      piece = piece.slice(1).trimStart();
    }
    const gap = run.x - prevEnd;
    const accent = lone.length === 1 && isSpacingAccent(lone);
    if (text.length > 0 && !/\s$/.test(text) && !/^\s/.test(piece) && (gap > 0.2 * size || spaceOwed) && !accent && !accentWaiting) text += " ";
    spaceOwed = false;
    accentWaiting = accent;
    const start = text.length + (piece.length - piece.trimStart().length);
    text += piece;
    spans.push({ start, end: text.trimEnd().length, x: run.x, top: run.y - run.size * 0.8, w: run.w, h: run.size, font: run.font });
    prevEnd = Math.max(prevEnd, run.x + run.w);
  }
  // Accents stored apart from their letters are put back on them ("na¨ıve" reads "naïve"). Most
  // lines hold none: they are left as they are, without building an offset map.
  if (mayNeedComposing(text)) {
    const composed = composeAccents(text);
    text = composed.text;
    for (const s of spans) {
      s.start = composed.map[s.start]!;
      s.end = composed.map[s.end]!;
    }
  }
  const trimmed = text.replace(/\s+$/, "");
  const x0 = Math.min(...runs.map((r) => r.x));
  const x1 = Math.max(...runs.map((r) => r.x + r.w));
  return {
    page,
    text: trimmed.replace(/\s+/g, " "),
    spans: normalizeSpans(text, spans),
    x0,
    x1,
    top: Math.min(...runs.map((r) => r.y - r.size * 0.8)),
    bottom: Math.max(...runs.map((r) => r.y + r.size * 0.2)),
    baseline,
    size,
    font,
    column: 0,
    colLeft: x0,
    colRight: x1,
    spanning: false,
    ...(markersLeftOut ? { markersLeftOut } : {}),
  };
}

/**
 * A line's runs with scripts stacked one over the other (an upper and a lower index set at the
 * same place) read upper first, each script whole: runs come left to right, so the two would
 * otherwise interleave glyph by glyph when the PDF draws them glyph by glyph.
 */
function stackedScriptsInOrder(runs: TextRun[], size: number): TextRun[] {
  const small = (r: TextRun) => r.size < 0.9 * size;
  if (!runs.some(small)) return runs;
  const out: TextRun[] = [];
  for (let i = 0; i < runs.length; ) {
    if (!small(runs[i]!)) {
      out.push(runs[i++]!);
      continue;
    }
    let j = i;
    while (j < runs.length && small(runs[j]!)) j++;
    const segment = runs.slice(i, j);
    const ys = segment.map((r) => r.y);
    const mid = (Math.min(...ys) + Math.max(...ys)) / 2;
    const upper = segment.filter((r) => r.y < mid);
    const lower = segment.filter((r) => r.y >= mid);
    const apart = Math.max(...ys) - Math.min(...ys) > 0.3 * Math.min(...segment.map((r) => r.size));
    const overlap = apart && upper.some((u) => lower.some((l) => Math.min(u.x + u.w, l.x + l.w) - Math.max(u.x, l.x) > 0.5));
    out.push(...(overlap ? [...upper, ...lower] : segment));
    i = j;
  }
  return out;
}

/** Collapsing runs of spaces shifts offsets; recompute each span against the collapsed text. */
function normalizeSpans(raw: string, spans: RunSpan[]): RunSpan[] {
  // Nothing to collapse (no leading space, no two spaces in a row): every offset stays.
  if (!/^\s|\s\s/.test(raw)) return spans.map((s) => ({ ...s, end: Math.max(s.start, s.end) })).filter((s) => s.end > s.start);
  const map: number[] = [];
  let out = 0;
  let lastSpace = false;
  let leading = true;
  for (let i = 0; i < raw.length; i++) {
    map.push(out);
    const space = /\s/.test(raw[i]!);
    if (space && (lastSpace || leading)) continue;
    if (!space) leading = false;
    lastSpace = space;
    out++;
  }
  map.push(out);
  return spans.map((s) => ({ ...s, start: map[s.start]!, end: Math.max(map[s.start]!, map[s.end]!) })).filter((s) => s.end > s.start);
}

export interface BuildLinesOptions {
  /** Keep raised markers (a table cell's "et al.14", "U87a") instead of leaving citations out of prose. Defaults to false. */
  keepMarkers?: boolean;
}

/**
 * Turns a page's runs into lines: rows by baseline, split at wide gaps, with drop caps glued to
 * the line they begin.
 */
export function buildLines(page: Pick<PageText, "runs" | "pageNumber">, options: BuildLinesOptions = {}): Line[] {
  return layOut(page, options.keepMarkers ?? false).lines;
}

/** A page's lines as its prose reads them, and as its tables read them. */
export interface PageLines {
  /** Raised citation markers left out, as `buildLines` gives them. */
  lines: Line[];
  /**
   * The same lines with raised markers kept, as a table's cells print them ("et al.14"): as
   * `buildLines` gives them with `keepMarkers`, from the same rows. Only the lines that left a
   * marker out are assembled again; the others are the prose's own objects, so this is asked
   * before the prose's reading changes them (the tables are read first).
   */
  withMarkers(): Line[];
}

/** The page's lines for its prose, and for its tables when they are asked for, from one grouping of its runs into rows. */
export function buildPageLines(page: Pick<PageText, "runs" | "pageNumber">): PageLines {
  return layOut(page, false);
}

function layOut(page: Pick<PageText, "runs" | "pageNumber">, keepMarkers: boolean): PageLines {
  const typical = median(page.runs.map((r) => r.size));
  const dropCaps = page.runs.filter((r) => isDropCap(r, typical) && !inLineOfItsSize(r, page.runs));
  const ornaments = page.runs.filter((r) => isOrnament(r, typical));
  const runs = page.runs.filter((r) => !dropCaps.includes(r) && !ornaments.includes(r));
  const all: Line[] = [];
  // The runs of each line that left a marker out, by its place in `all`: all a table's copy needs.
  const marked = new Map<number, TextRun[]>();
  for (const row of groupRows(runs, typical)) {
    for (const fragment of splitFragments(row)) {
      const line = assemble(fragment, page.pageNumber, keepMarkers);
      if (line.markersLeftOut) marked.set(all.length, fragment);
      all.push(line);
    }
  }
  // Which line each drop cap and ornament went to: a line's place and size do not depend on its
  // markers, so the table's copy of that line takes the same.
  const capped: [number, TextRun][] = [];
  for (const cap of dropCaps) {
    const k = dropCapTarget(cap, all);
    if (k < 0) continue;
    glueDropCap(cap, all[k]!);
    capped.push([k, cap]);
  }
  // The line an ornament introduces starts where the ornament does, so it stays flush left.
  const ornamented: [number, TextRun][] = [];
  for (const mark of ornaments) {
    const k = all.findIndex((l) => l.x0 >= mark.x + mark.w - 1 && l.x0 - (mark.x + mark.w) < 2 * l.size && l.baseline > mark.y - mark.size && l.baseline < mark.y + 0.5 * l.size);
    if (k < 0) continue;
    all[k]!.x0 = Math.min(all[k]!.x0, mark.x);
    ornamented.push([k, mark]);
  }
  const lines = all.filter((l) => l.text.length > 0);
  const withMarkers = () => {
    if (marked.size === 0) return lines;
    const copies = all.map((l, k) => {
      const fragment = marked.get(k);
      return fragment ? assemble(fragment, page.pageNumber, true) : l;
    });
    for (const [k, cap] of capped) if (marked.has(k)) glueDropCap(cap, copies[k]!);
    for (const [k, mark] of ornamented) if (marked.has(k)) copies[k]!.x0 = Math.min(copies[k]!.x0, mark.x);
    return copies.filter((l) => l.text.length > 0);
  };
  return { lines, withMarkers };
}

/** The nearest line to the cap's right whose top is level with the cap's top, by its place in `lines`; -1 when none is. */
function dropCapTarget(cap: TextRun, lines: readonly Line[]): number {
  const capTop = cap.y - cap.size * 0.72;
  let best = -1;
  lines.forEach((l, k) => {
    if (!(l.x0 >= cap.x + cap.w - 1 && l.x0 - (cap.x + cap.w) < 3 * l.size && l.baseline >= capTop - 2 && l.baseline <= cap.y + 2)) return;
    // The first of the highest, as a stable sort by baseline picks it.
    if (best < 0 || l.baseline < lines[best]!.baseline) best = k;
  });
  return best;
}

/** Prepends the cap's letter to the line. */
function glueDropCap(cap: TextRun, target: Line): void {
  const capTop = cap.y - cap.size * 0.72;
  const letter = cap.text.trim();
  target.text = letter + target.text;
  target.spans = [{ start: 0, end: letter.length, x: cap.x, top: capTop, w: cap.w, h: cap.size }, ...target.spans.map((s) => ({ ...s, start: s.start + letter.length, end: s.end + letter.length }))];
  target.x0 = Math.min(target.x0, cap.x);
}
