import { combiningMark, composeAccents, isSpacingAccent, mayNeedComposing } from "../text/composeAccents.ts";
import { median } from "./quantiles.ts";
import { dominant, scriptedSize, stackedScriptsInOrder } from "./lineScripts.ts";
import type { Line, RunSpan, TextRun } from "./types.ts";

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

/**
 * Builds one line's text from its runs: a space where the gap between runs is wider than a
 * fifth of an em (pdf.js splits words and ligatures into separate runs with no gap), and raised
 * citation numbers left out so sentences read as prose ("cells5–12." becomes "cells.").
 */
export function assemble(runs: TextRun[], page: number, keepMarkers = false): Line {
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
