import type { Tensor } from "./GgufWriter.ts";
import { createRandom } from "./seededNormal.ts";
import { CHANNELS, type Vocabulary } from "./tinyVocabulary.ts";

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

/** The tiny model's shape, checked by writeTinyLlamaGguf. */
export interface TinyModelShape {
  nEmbd: number;
  nEmbdKv: number;
  nFf: number;
  blockCount: number;
}

/** The tensors of the tiny model: seeded random weights plus the steering channels. Same seed and shape, same values. */
export function tinyLlamaTensors(shape: TinyModelShape, vocab: Vocabulary, seed: number): Tensor[] {
  const { nEmbd, nEmbdKv, nFf, blockCount } = shape;
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
  return tensors;
}
