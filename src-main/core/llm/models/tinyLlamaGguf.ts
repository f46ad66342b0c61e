// A tiny, self-made `llama` GGUF model: the demo model a user adds to try the pipeline without a
// download (demoModel.ts), and what the tests use to prove the model engine (node-llama-cpp) on a
// fresh clone: no model files, no network, no hub. The file is written from nothing in a few
// milliseconds: a SentencePiece-style ("llama") vocabulary of byte-fallback tokens plus a few hundred
// common pieces, and random F32 weights drawn from a seeded PRNG, so the same options always give
// the same bytes and the same generations.
//
// A purely random transformer is close to a random bigram model: under greedy decoding it falls
// into short cycles, and under a JSON-schema grammar such a cycle can ramble inside a string or an
// array forever (almost every token is legal inside a string). So besides the random weights the
// model carries a few exact "channels": reserved residual dimensions that the embedding sets, that
// no layer reads (norm weight 0) or writes (zero output rows), and that therefore reach the output
// head untouched as features of the *current* token:
//   channel 0: constant 1        -> a per-token logit bias (unigram prior);
//   channel 1: token ends in `"` -> what may follow a quote;
//   channel 2: token is a digit  -> what may follow a digit.
// The head uses them (see STEERING, tinyVocabulary.ts) so that `"` is by far the likeliest token after any other
// token (strings close after one piece) but never right after a quote (no empty strings, no
// `""""`); a comma is unlikely except after a digit, where `]` and `}` are likelier still (arrays
// close instead of growing, numbers end after a digit); control and byte tokens are unlikely. All
// else is random and context dependent, so generations still depend on the prompt and the seed.
// Measured with heads of 16 over 30 seeds x 4 schemas x 4 prompts x temperatures 0/0.8/1.5:
// all 1,440 JSON-schema constrained completions finished (at most 60 tokens) and parsed (with
// heads of 8, over 60 seeds: at most 69 tokens). Unconstrained text looks like
// `" word" piece" word"...`: fine for determinism and plumbing tests, not for judging quality.
//
// GGUF v3 layout (little-endian): "GGUF", u32 version, u64 tensor count, u64 metadata count,
// metadata (key string, u32 value type, value), tensor infos (name, u32 n_dims, u64 dims[] with
// the contiguous dimension first, u32 ggml type, u64 offset into the data section), padding to the
// alignment, then the tensor data, each tensor starting at a multiple of the alignment.
import { replaceFileSync } from "../../files/replaceFile.ts";
import { ALIGNMENT, GGML_F32, GgufWriter, writeMeta, type MetaValue, type Tensor } from "./GgufWriter.ts";
import { createRandom } from "./seededNormal.ts";
import { buildVocabulary, CHANNELS } from "./tinyVocabulary.ts";

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
  const random = createRandom(seed);

  const gaussian = (count: number, std: number) => {
    const data = new Float32Array(count);
    for (let i = 0; i < count; i++) data[i] = random.normal() * std;
    return data;
  };
  /** A [rows x cols] matrix (rows = outputs); `writesResidual` zeroes the rows of the reserved channels. */
  const projection = (rows: number, cols: number, writesResidual: boolean) => {
    const data = gaussian(rows * cols, 1 / Math.sqrt(cols));
    if (writesResidual) data.fill(0, 0, CHANNELS * cols);
    return data;
  };
  /** RMS-norm weights; `blind` hides the reserved channels from the layer that reads the norm. */
  const norm = (blind: boolean) => {
    const data = new Float32Array(nEmbd).fill(1);
    if (blind) data.fill(0, 0, CHANNELS);
    return data;
  };

  // Token embeddings: the reserved channels first, then standard normal values.
  const tokenEmbd = gaussian(nVocab * nEmbd, 1);
  for (let t = 0; t < nVocab; t++) tokenEmbd.set(vocab.features[t]!, t * nEmbd);

  // Output head: random logits with a spread of about LOGIT_SPREAD, minus a share of the token's
  // own embedding (discourages repeating the current token), plus the steering on the channels.
  const LOGIT_SPREAD = 3;
  const SELF_PENALTY = 0.5;
  const free = nEmbd - CHANNELS;
  const output = gaussian(nVocab * nEmbd, LOGIT_SPREAD / Math.sqrt(free));
  for (let t = 0; t < nVocab; t++) {
    const row = t * nEmbd;
    for (let i = CHANNELS; i < nEmbd; i++) output[row + i]! -= (SELF_PENALTY * LOGIT_SPREAD * tokenEmbd[row + i]!) / Math.sqrt(free);
    const steer = vocab.steering[t]!;
    for (let c = 0; c < CHANNELS; c++) output[row + c] = steer[c]! * LOGIT_SPREAD;
  }

  const tensors: Tensor[] = [
    { name: "token_embd.weight", dims: [nEmbd, nVocab], data: tokenEmbd },
    { name: "output_norm.weight", dims: [nEmbd], data: norm(false) },
    { name: "output.weight", dims: [nEmbd, nVocab], data: output },
  ];
  for (let b = 0; b < blockCount; b++) {
    const p = `blk.${b}.`;
    tensors.push(
      { name: `${p}attn_norm.weight`, dims: [nEmbd], data: norm(true) },
      { name: `${p}attn_q.weight`, dims: [nEmbd, nEmbd], data: projection(nEmbd, nEmbd, false) },
      { name: `${p}attn_k.weight`, dims: [nEmbd, nEmbdKv], data: projection(nEmbdKv, nEmbd, false) },
      { name: `${p}attn_v.weight`, dims: [nEmbd, nEmbdKv], data: projection(nEmbdKv, nEmbd, false) },
      { name: `${p}attn_output.weight`, dims: [nEmbd, nEmbd], data: projection(nEmbd, nEmbd, true) },
      { name: `${p}ffn_norm.weight`, dims: [nEmbd], data: norm(true) },
      { name: `${p}ffn_gate.weight`, dims: [nEmbd, nFf], data: projection(nFf, nEmbd, false) },
      { name: `${p}ffn_up.weight`, dims: [nEmbd, nFf], data: projection(nFf, nEmbd, false) },
      { name: `${p}ffn_down.weight`, dims: [nFf, nEmbd], data: projection(nEmbd, nFf, true) },
    );
  }

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

  const w = new GgufWriter();
  w.raw(Buffer.from("GGUF", "latin1"));
  w.u32(3);
  w.u64(tensors.length);
  w.u64(metadata.length);
  for (const [key, value] of metadata) writeMeta(w, key, value);
  let offset = 0;
  for (const tensor of tensors) {
    const expected = tensor.dims.reduce((a, b) => a * b, 1);
    if (expected !== tensor.data.length) throw new Error(`tensor ${tensor.name}: ${tensor.data.length} values for dims ${tensor.dims.join("x")}`);
    w.string(tensor.name);
    w.u32(tensor.dims.length);
    for (const dim of tensor.dims) w.u64(dim);
    w.u32(GGML_F32);
    w.u64(offset);
    offset += Math.ceil(tensor.data.byteLength / ALIGNMENT) * ALIGNMENT;
  }
  w.padTo(ALIGNMENT);
  for (const tensor of tensors) {
    w.raw(Buffer.from(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
    w.padTo(ALIGNMENT);
  }
  const buffer = w.toBuffer();
  // Through a temporary name, so an interrupted write never leaves a model that looks whole.
  replaceFileSync(file, buffer);
  return { file, vocabularySize: nVocab, bytes: buffer.length };
}
