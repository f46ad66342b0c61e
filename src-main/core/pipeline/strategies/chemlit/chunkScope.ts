import type { PassageChunk } from "../../text/PaperText.ts";
import { type NumberedText, numberPassage, type ShownSentence } from "../shared/sentenceIds.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";

/** A piece of a chunk: `[passageId, start, end)` in that passage's text. */
export type SegmentRef = [number, number, number];

/** What a chunk item stores: where its text lives, not the text (the ledger stays small). */
export interface ChunkScope {
  chunk: number;
  /** How many chunks the paper was cut into (for "chunk 3 of 12"); absent in items planned before it was kept. */
  chunks?: number;
  segments: SegmentRef[];
  similar: { chunk: number; segments: SegmentRef[] }[];
}

export function segmentRefs(chunk: PassageChunk): SegmentRef[] {
  return chunk.segments.map((s) => [s.passageId, s.passageStart, s.passageEnd]);
}

/**
 * A chunk's text rebuilt from its passage ranges, joined as chunkPassages joins them (a space
 * within a paragraph, a blank line between paragraphs). Executing from stored ranges means a
 * resumed run works on exactly the text that was planned.
 */
export function chunkText(paper: PaperForGeneration, segments: readonly SegmentRef[]): string {
  const byId = new Map(paper.passages.map((p) => [p.id, p]));
  let text = "";
  let previous: number | null = null;
  for (const [passageId, start, end] of segments) {
    const passage = byId.get(passageId);
    if (!passage) throw new Error(`Paper ${paper.id} has no passage ${passageId}; the chunk was planned from a different version of the paper.`);
    text += (previous === null ? "" : previous === passageId ? " " : "\n\n") + passage.text.slice(start, end);
    previous = passageId;
  }
  return text;
}

/**
 * The chunk's text as chunkText joins it, with every sentence marked "[S1]"... numbered from
 * `first` (1 unless a chunk shown before it took those ids), so the model can cite context
 * sentences by id. A sentence the chunk holds only part of (a very long one, cut by the chunker)
 * is shown and cited as that part.
 */
export function numberedChunk(paper: PaperForGeneration, segments: readonly SegmentRef[], first = 1): NumberedText {
  const byId = new Map(paper.passages.map((p) => [p.id, p]));
  const sentences: ShownSentence[] = [];
  let text = "";
  let previous: number | null = null;
  for (const [passageId, start, end] of segments) {
    const passage = byId.get(passageId);
    if (!passage) throw new Error(`Paper ${paper.id} has no passage ${passageId}; the chunk was planned from a different version of the paper.`);
    const numbered = numberPassage(passage, first + sentences.length, start, end);
    text += (previous === null ? "" : previous === passageId ? " " : "\n\n") + numbered.text;
    sentences.push(...numbered.sentences);
    previous = passageId;
  }
  return { text, sentences };
}

const isSegments = (value: unknown): value is SegmentRef[] =>
  Array.isArray(value) && value.every((s) => Array.isArray(s) && s.length === 3 && s.every((n) => typeof n === "number"));

/** The scope as planned, checked: a ledger row from elsewhere fails loudly, not halfway. */
export function readChunkScope(scope: Record<string, unknown>): ChunkScope {
  const similar = Array.isArray(scope.similar) ? scope.similar : [];
  if (typeof scope.chunk !== "number" || !isSegments(scope.segments) || !similar.every((s) => typeof s?.chunk === "number" && isSegments(s?.segments))) {
    throw new TypeError(`Not a ChemLit chunk item: ${JSON.stringify(scope).slice(0, 200)}`);
  }
  return { chunk: scope.chunk, segments: scope.segments, similar: similar as ChunkScope["similar"], ...(typeof scope.chunks === "number" ? { chunks: scope.chunks } : {}) };
}

/** What a multi-hop item stores: the two chunks an entity bridges, and the entity. */
export interface BridgeScope {
  entity: string;
  chunks?: number;
  pair: [{ chunk: number; segments: SegmentRef[] }, { chunk: number; segments: SegmentRef[] }];
}

export function readBridgeScope(scope: Record<string, unknown>): BridgeScope {
  const pair = scope.pair;
  if (typeof scope.entity !== "string" || !Array.isArray(pair) || pair.length !== 2 || !pair.every((c) => typeof c?.chunk === "number" && isSegments(c?.segments))) {
    throw new TypeError(`Not a ChemLit multi-hop item: ${JSON.stringify(scope).slice(0, 200)}`);
  }
  return { entity: scope.entity, pair: pair as BridgeScope["pair"], ...(typeof scope.chunks === "number" ? { chunks: scope.chunks } : {}) };
}
