import type { PassageChunk, ChunkSegment, SourcePassage } from "./PaperText.ts";

export interface ChunkOptions {
  /** Largest chunk in characters. Defaults to 2,000 (ChemLit-QA). */
  maxChars?: number;
  /** Start a new chunk at each section. Defaults to true. */
  bySection?: boolean;
}

/**
 * Recursive chunking as in ChemLit-QA: whole paragraphs while they fit, a paragraph too long
 * for one chunk is cut at sentence boundaries, and a sentence longer than a chunk at spaces.
 * Every chunk remembers which passage ranges it is made of, so a span found in a chunk can be
 * mapped back to the page.
 */
export function chunkPassages(passages: SourcePassage[], options: ChunkOptions = {}): PassageChunk[] {
  const max = options.maxChars ?? 2000;
  const bySection = options.bySection ?? true;
  const chunks: PassageChunk[] = [];
  let current: PassageChunk | null = null;

  const flush = () => {
    if (current && current.text.length > 0) chunks.push(current);
    current = null;
  };
  const add = (passage: SourcePassage, start: number, end: number) => {
    const piece = passage.text.slice(start, end);
    if (current && (current.text.length + 2 + piece.length > max || (bySection && current.sectionId !== passage.sectionId))) flush();
    current ??= { index: chunks.length, text: "", page: passage.page, sectionId: passage.sectionId, segments: [] };
    const separator = current.text.length === 0 ? "" : current.segments.at(-1)?.passageId === passage.id ? " " : "\n\n";
    const segment: ChunkSegment = { passageId: passage.id, passageStart: start, passageEnd: end, chunkStart: current.text.length + separator.length };
    current.text += separator + piece;
    current.segments.push(segment);
  };

  for (const passage of passages) {
    if (passage.text.length <= max) {
      add(passage, 0, passage.text.length);
      continue;
    }
    const sentences = passage.sentences.length > 0 ? passage.sentences : ([[0, passage.text.length]] as [number, number][]);
    for (const [start, end] of sentences) {
      for (const [s, e] of splitLong(passage.text, start, end, max)) add(passage, s, e);
    }
  }
  flush();
  return chunks;
}

/** A sentence longer than a chunk is cut at the last space before the limit. */
function splitLong(text: string, start: number, end: number, max: number): [number, number][] {
  const pieces: [number, number][] = [];
  let at = start;
  while (end - at > max) {
    const cut = text.lastIndexOf(" ", at + max);
    const stop = cut > at ? cut : at + max;
    pieces.push([at, stop]);
    at = text[stop] === " " ? stop + 1 : stop;
  }
  pieces.push([at, end]);
  return pieces;
}

/** Maps a range of a chunk's text back to passage ranges (one per passage it touches). */
export function chunkRangeToPassages(chunk: PassageChunk, start: number, end: number): { passageId: number; start: number; end: number }[] {
  const out: { passageId: number; start: number; end: number }[] = [];
  for (const segment of chunk.segments) {
    const length = segment.passageEnd - segment.passageStart;
    const from = Math.max(start, segment.chunkStart);
    const to = Math.min(end, segment.chunkStart + length);
    if (to > from) out.push({ passageId: segment.passageId, start: segment.passageStart + from - segment.chunkStart, end: segment.passageStart + to - segment.chunkStart });
  }
  return out;
}
