import type { TablePlace } from "@contract/evidence.ts";
import type { QaDetail } from "@contract/qaDetail.ts";

// Evidence shown where it sits: each passage once, with every quoted span in it highlighted.

export interface TextSegment {
  text: string;
  highlighted: boolean;
}

/** Splits `text` into plain and highlighted runs; overlapping or touching ranges merge, bad ones are dropped. */
export function highlightSegments(text: string, ranges: readonly { start: number; end: number }[]): TextSegment[] {
  const clean = ranges
    .map((r) => ({ start: Math.max(0, Math.min(r.start, text.length)), end: Math.max(0, Math.min(r.end, text.length)) }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const range of clean) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  const segments: TextSegment[] = [];
  let at = 0;
  for (const range of merged) {
    if (range.start > at) segments.push({ text: text.slice(at, range.start), highlighted: false });
    segments.push({ text: text.slice(range.start, range.end), highlighted: true });
    at = range.end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), highlighted: false });
  return segments;
}

export interface EvidenceBlock {
  /** The passage with its highlighted spans, or null for quotes that were not found in the paper. */
  passageId: number | null;
  page: number | null;
  segments: TextSegment[];
  /** How many evidence quotes this block shows. */
  quotes: number;
  /** Where in a table its quotes are (a cell, a row, a caption), in order; empty for the paper's text. */
  places: TablePlace[];
}

/** Groups a QA's evidence by passage, in order of first appearance; unlocated quotes stand alone. */
export function evidenceBlocks(evidence: QaDetail["evidence"]): EvidenceBlock[] {
  const blocks: EvidenceBlock[] = [];
  const byPassage = new Map<number, { text: string; page: number | null; ranges: { start: number; end: number }[]; at: number }>();
  for (const item of evidence) {
    const located = item.passageId !== null && item.passageText !== null && item.start !== null && item.end !== null;
    if (!located) {
      blocks.push({ passageId: null, page: item.page, segments: [{ text: item.text, highlighted: true }], quotes: 1, places: [] });
      continue;
    }
    const group = byPassage.get(item.passageId!);
    if (group) {
      group.ranges.push({ start: item.start!, end: item.end! });
      if (item.table) blocks[group.at]!.places.push(item.table);
      continue;
    }
    byPassage.set(item.passageId!, { text: item.passageText!, page: item.page, ranges: [{ start: item.start!, end: item.end! }], at: blocks.length });
    blocks.push({ passageId: item.passageId, page: item.page, segments: [], quotes: 0, places: item.table ? [item.table] : [] });
  }
  for (const group of byPassage.values()) {
    const block = blocks[group.at]!;
    block.segments = highlightSegments(group.text, group.ranges);
    block.quotes = group.ranges.length;
  }
  return blocks;
}
