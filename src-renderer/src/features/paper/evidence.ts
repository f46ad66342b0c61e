import type { KeyQaView } from "@contract/keyQas.ts";
import type { PaperReading, TextBox } from "@contract/paperDetail.ts";

// Where a QA's evidence is, in the extracted text (character ranges of passages) and on the
// rendered page (rectangles from the stored text-item boxes). Pure, so it is unit tested.

export type Evidence = KeyQaView["evidence"][number];
export type Passage = PaperReading["passages"][number];

/** A [start, end) character range of a passage's text. */
export interface CharRange {
  start: number;
  end: number;
}

/** A piece of a passage's text, marked when it is evidence. */
export interface Segment {
  text: string;
  mark: boolean;
}

/** A rectangle in PDF units with the origin at the page's top-left corner. */
export interface PageRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A rectangle in CSS pixels over the rendered page. */
export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Sorts ranges, clamps them to the text and joins those that touch or overlap. */
export function mergeRanges(ranges: CharRange[], length: number): CharRange[] {
  const clamped = ranges
    .map((r) => ({ start: Math.max(0, Math.min(length, r.start)), end: Math.max(0, Math.min(length, r.end)) }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const merged: CharRange[] = [];
  for (const range of clamped) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** Splits a passage's text into plain and marked pieces; with one range that is [before, evidence, after]. */
export function splitMarks(text: string, ranges: CharRange[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const range of mergeRanges(ranges, text.length)) {
    if (range.start > at) segments.push({ text: text.slice(at, range.start), mark: false });
    segments.push({ text: text.slice(range.start, range.end), mark: true });
    at = range.end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), mark: false });
  return segments;
}

/**
 * The range of a passage an evidence item covers: its offsets, or the whole passage when the
 * quote was matched to the passage without offsets. Null for evidence of another passage.
 */
export function evidenceRange(evidence: Evidence, passage: Passage): CharRange | null {
  if (evidence.paragraphId !== passage.id) return null;
  if (evidence.start === null || evidence.end === null) return { start: 0, end: passage.text.length };
  return { start: evidence.start, end: evidence.end };
}

/** Character ranges to mark, by passage id, for a QA's evidence. */
export function marksByPassage(evidence: Evidence[], passages: Passage[]): Map<number, CharRange[]> {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const marks = new Map<number, CharRange[]>();
  for (const item of evidence) {
    if (item.paragraphId === null) continue;
    const passage = byId.get(item.paragraphId);
    if (!passage) continue;
    const range = evidenceRange(item, passage);
    if (!range) continue;
    marks.set(passage.id, [...(marks.get(passage.id) ?? []), range]);
  }
  return marks;
}

/** Boxes whose text overlaps [start, end). */
export function boxesInRange(boxes: TextBox[], range: CharRange): TextBox[] {
  return boxes.filter((box) => box.start < range.end && box.end > range.start);
}

/**
 * The part of a box that shows the range. A box is one text item (often a whole line), so when
 * the evidence starts or ends inside it the rectangle is cut at the character's share of the
 * width, an estimate that is exact for monospaced text and close for prose.
 */
export function clipBox(box: TextBox, range: CharRange): PageRect {
  const chars = box.end - box.start;
  if (chars <= 0) return { x: box.x, y: box.y, w: box.w, h: box.h };
  const from = Math.max(0, range.start - box.start) / chars;
  const to = Math.min(chars, range.end - box.start) / chars;
  return { x: box.x + box.w * from, y: box.y, w: box.w * Math.max(0, to - from), h: box.h };
}

/** A page rectangle in CSS pixels at `scale` (CSS pixels per PDF unit). */
export function scaleRect(rect: PageRect, scale: number): ScreenRect {
  return { left: rect.x * scale, top: rect.y * scale, width: rect.w * scale, height: rect.h * scale };
}

/** Highlight rectangles for a QA's evidence, by page number (PDF units, top-left origin). */
export function evidenceRectsByPage(evidence: Evidence[], passages: Passage[]): Map<number, PageRect[]> {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const rects = new Map<number, PageRect[]>();
  for (const [passageId, ranges] of marksByPassage(evidence, passages)) {
    const passage = byId.get(passageId)!;
    for (const range of mergeRanges(ranges, passage.text.length)) {
      for (const box of boxesInRange(passage.boxes, range)) {
        const rect = clipBox(box, range);
        if (rect.w <= 0 || rect.h <= 0) continue;
        rects.set(box.page, [...(rects.get(box.page) ?? []), rect]);
      }
    }
  }
  return rects;
}

/**
 * The page to show for a QA: the first page with a highlight box, else the page the evidence
 * names, else the page of its passage; null when the evidence points nowhere.
 */
export function evidencePage(evidence: Evidence[], passages: Passage[]): number | null {
  const rects = evidenceRectsByPage(evidence, passages);
  if (rects.size > 0) return Math.min(...rects.keys());
  for (const item of evidence) if (item.page !== null) return item.page;
  const byId = new Map(passages.map((p) => [p.id, p]));
  for (const item of evidence) {
    const passage = item.paragraphId === null ? undefined : byId.get(item.paragraphId);
    if (passage) return passage.page;
  }
  return null;
}
