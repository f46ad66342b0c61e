/** A stored paragraph as the pipeline reads it. */
export interface SourcePassage {
  id: number;
  text: string;
  page: number;
  sectionId: number | null;
  /** Sentence ranges `[start, end)` in `text`. */
  sentences: [number, number][];
}

/** A piece of a chunk's text and where it came from. */
export interface ChunkSegment {
  passageId: number;
  /** Range in the passage's text. */
  passageStart: number;
  passageEnd: number;
  /** Where the piece starts in the chunk's text. */
  chunkStart: number;
}

export interface PassageChunk {
  /** Position in the paper, from 0. */
  index: number;
  text: string;
  page: number;
  sectionId: number | null;
  segments: ChunkSegment[];
}

/** An evidence span: a quoted sentence found in the paper. */
export interface LocatedSpan {
  passageId: number;
  start: number;
  end: number;
  page: number;
  /** The paper's own text at that place (may differ in spacing or case from the quote). */
  text: string;
  /** 1 for an exact match; lower for a fuzzy one. */
  confidence: number;
}
