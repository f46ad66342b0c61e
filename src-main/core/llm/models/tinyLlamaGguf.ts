// A tiny, self-made `llama` GGUF model: the demo model a user adds to try the pipeline without a
// download (demoModel.ts), and what the tests use to prove the model engine (node-llama-cpp) on a
// fresh clone: no model files, no network, no hub. The file is written from nothing in a few
// milliseconds: a SentencePiece-style ("llama") vocabulary of byte-fallback tokens plus a few hundred
// common pieces, and random F32 weights drawn from a seeded PRNG, so the same options always give
// the same bytes and the same generations.
// How the weights steer generation is told in tinyLlamaTensors.ts; the GGUF layout in GgufWriter.ts.
import { replaceFileSync } from "../../files/replaceFile.ts";
import { ALIGNMENT, ggufFileBytes, type MetaValue } from "./GgufWriter.ts";
import { tinyLlamaTensors } from "./tinyLlamaTensors.ts";
import { buildVocabulary } from "./tinyVocabulary.ts";

export interface TinyModelOptions {
  /** Seed (an integer) of the random weights. Defaults to 0. */
  seed?: number;
  /** Training context length written to llama.context_length. Defaults to 512. */
  contextLength?: number;
  /** Width of the model: a multiple of the head width, at least two heads. Defaults to 32. */
  embeddingLength?: number;
  /**
   * Values per attention head (a multiple of 8). Defaults to 16: llama.cpp's CPU attention is
   * several times faster on heads of 16 than of 8 (a 6,400-token prompt on one thread: 0.7 s
   * against 3.2 s), and reading a whole paper is most of what a run on this model costs.
   */
  headWidth?: number;
  /** Number of transformer blocks. Defaults to 2. */
  blockCount?: number;
  /** Include a chat template in tokenizer.chat_template. Defaults to false. */
  chatTemplate?: string | null;
}

export interface TinyModelFile {
  file: string;
  vocabularySize: number;
  bytes: number;
}

function positiveInteger(name: string, value: number) {
  if (!Number.isInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive integer, got ${value}`);
  return value;
}

/**
 * Writes a complete GGUF v3 `llama` model with seeded random F32 weights and a small
 * SentencePiece-style vocabulary to `file` (overwriting it). Same options, same bytes.
 */
export function writeTinyLlamaGguf(file: string, options: TinyModelOptions = {}): TinyModelFile {
  const seed = options.seed ?? 0;
  const contextLength = positiveInteger("contextLength", options.contextLength ?? 512);
  const nEmbd = positiveInteger("embeddingLength", options.embeddingLength ?? 32);
  const blockCount = positiveInteger("blockCount", options.blockCount ?? 2);
  const headWidth = positiveInteger("headWidth", options.headWidth ?? 16);
  if (headWidth % 8 !== 0) throw new RangeError(`headWidth must be a multiple of 8, got ${headWidth}`);
  if (nEmbd % headWidth !== 0 || nEmbd < 2 * headWidth) throw new RangeError(`embeddingLength must be a multiple of ${headWidth} and at least ${2 * headWidth}, got ${nEmbd}`);
  const nHead = nEmbd / headWidth;
  const nHeadKv = nHead % 2 === 0 ? nHead / 2 : nHead; // grouped-query attention when it divides
  const nEmbdKv = nHeadKv * headWidth;
  const nFf = 2 * nEmbd;

  const vocab = buildVocabulary();
  const nVocab = vocab.tokens.length;
  const tensors = tinyLlamaTensors({ nEmbd, nEmbdKv, nFf, blockCount }, vocab, seed);

  const metadata: [string, MetaValue][] = [
    ["general.architecture", { type: "string", value: "llama" }],
    ["general.name", { type: "string", value: `distillate-tiny-llama-seed${seed}` }],
    ["general.alignment", { type: "u32", value: ALIGNMENT }],
    ["general.file_type", { type: "u32", value: 0 }], // all F32
    ["llama.context_length", { type: "u32", value: contextLength }],
    ["llama.embedding_length", { type: "u32", value: nEmbd }],
    ["llama.block_count", { type: "u32", value: blockCount }],
    ["llama.feed_forward_length", { type: "u32", value: nFf }],
    ["llama.attention.head_count", { type: "u32", value: nHead }],
    ["llama.attention.head_count_kv", { type: "u32", value: nHeadKv }],
    ["llama.rope.dimension_count", { type: "u32", value: headWidth }],
    ["llama.rope.freq_base", { type: "f32", value: 10000 }],
    ["llama.attention.layer_norm_rms_epsilon", { type: "f32", value: 1e-5 }],
    ["llama.vocab_size", { type: "u32", value: nVocab }],
    ["tokenizer.ggml.model", { type: "string", value: "llama" }],
    ["tokenizer.ggml.tokens", { type: "strings", value: vocab.tokens }],
    ["tokenizer.ggml.scores", { type: "f32s", value: vocab.scores }],
    ["tokenizer.ggml.token_type", { type: "i32s", value: vocab.types }],
    ["tokenizer.ggml.unknown_token_id", { type: "u32", value: 0 }],
    ["tokenizer.ggml.bos_token_id", { type: "u32", value: 1 }],
    ["tokenizer.ggml.eos_token_id", { type: "u32", value: 2 }],
    ["tokenizer.ggml.add_bos_token", { type: "bool", value: true }],
    ["tokenizer.ggml.add_eos_token", { type: "bool", value: false }],
  ];
  if (options.chatTemplate != null) metadata.push(["tokenizer.chat_template", { type: "string", value: options.chatTemplate }]);

  const buffer = ggufFileBytes(metadata, tensors);
  // Through a temporary name, so an interrupted write never leaves a model that looks whole.
  replaceFileSync(file, buffer);
  return { file, vocabularySize: nVocab, bytes: buffer.length };
}
