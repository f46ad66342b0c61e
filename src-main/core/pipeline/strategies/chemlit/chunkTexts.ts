import type { PaperForGeneration } from "../paperForGeneration.ts";
import { chunkText, type SegmentRef } from "./chunkScope.ts";

/** The chunk texts a ChemLit-QA QA was written from and stored with, rebuilt from its context. */
export interface QaChunkTexts {
  /** The chunk the QA was written from; for a multi-hop QA its two chunks, blank-line separated. */
  chunkText?: string;
  /** The most similar chunks of the paper, best first. */
  similarChunks?: { chunk: number; text: string }[];
  /** For a paired negative: the similar chunk that does not answer the question. */
  negativeContext?: { chunk: number; text: string };
}

const isSegments = (value: unknown): value is SegmentRef[] =>
  Array.isArray(value) && value.every((s) => Array.isArray(s) && s.length === 3 && s.every((n) => typeof n === "number"));
const isChunkRef = (value: unknown): value is { chunk: number; segments: SegmentRef[] } =>
  typeof value === "object" && value !== null && typeof (value as { chunk?: unknown }).chunk === "number" && isSegments((value as { segments?: unknown }).segments);

/**
 * QAs store where their chunks lie in the paper (passage ranges), not the text, so the ledger stays
 * small; this rebuilds the texts for whoever needs them whole (the export, the faithfulness judge).
 * Keys the context does not have are left out; a range from another version of the paper throws.
 */
export function qaChunkTexts(context: Record<string, unknown>, paper: PaperForGeneration): QaChunkTexts {
  const texts: QaChunkTexts = {};
  if (isSegments(context.sourceSegments)) texts.chunkText = chunkText(paper, context.sourceSegments);
  if (Array.isArray(context.bridgeChunks) && context.bridgeChunks.every(isChunkRef)) texts.chunkText = context.bridgeChunks.map((c) => chunkText(paper, c.segments)).join("\n\n");
  if (Array.isArray(context.similarChunks) && context.similarChunks.every(isChunkRef)) {
    texts.similarChunks = context.similarChunks.map((c) => ({ chunk: c.chunk, text: chunkText(paper, c.segments) }));
  }
  if (isChunkRef(context.pairedChunk)) texts.negativeContext = { chunk: context.pairedChunk.chunk, text: chunkText(paper, context.pairedChunk.segments) };
  return texts;
}
