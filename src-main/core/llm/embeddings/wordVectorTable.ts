import type { WordIndex } from "./PackedWordIndex.ts";

// The table and its source's stamp sit below the files that read, parse and cache them: each of
// those needs the shapes, and declaring them in one of the readers made the readers import each other.

/** GloVe word vectors as one compact table: row `index.get(word)` of `vectors`, each of unit length. */
export interface WordVectors {
  dimension: number;
  /** Word (lower case, as GloVe spells it) to its row; rows are in GloVe's frequency order, 0 the most common. */
  index: WordIndex;
  /** `index.size` rows of `dimension` values. */
  vectors: Float32Array;
}

/** What identifies the source a cache was built from: a cache of another size or time is stale. */
export interface WordVectorSource {
  size: number;
  mtimeMs: number;
}
