import { TOKEN_EMBEDDING_IS_VOCABULARY, UNIFORM_ATTENTION } from "./architectureRules.ts";
import { fmt, type ModelHyperparameters } from "./ModelHyperparameters.ts";

const shape = (dims: readonly number[]) => `[${dims.map(fmt).join(", ")}]`;
const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The token embedding holds one row of embedding_length values per vocabulary token, for the
 * architectures that make it so. llama.cpp checks this itself when it reads the weights, but sizes
 * the model from the header before (node-llama-cpp's memory estimate), so the header is held to it first.
 */
export function checkTokenEmbedding(h: ModelHyperparameters): void {
  const embedding = h.tensor("token_embd.weight");
  if (!embedding || !TOKEN_EMBEDDING_IS_VOCABULARY.has(h.architecture)) return;
  const width = h.number("embedding_length")!;
  if (embedding[0] !== width) {
    h.refuse("embedding_length", `is ${fmt(width)} where token_embd.weight's rows hold ${fmt(embedding[0] ?? 0)} values; llama.cpp needs them equal`);
  }
  const vocabulary = h.vocabularySize;
  if (vocabulary !== undefined && (embedding[1] ?? 1) !== vocabulary) {
    h.refuseKey("tokenizer.ggml.tokens", `lists ${fmt(vocabulary)} tokens where token_embd.weight has ${fmt(embedding[1] ?? 1)} rows; llama.cpp needs one row per token`);
  }
}

/**
 * For architectures that build every layer's attention with layer 0's sizes, each attn_q, attn_k,
 * attn_v (or fused attn_qkv) has the shape the head counts and sizes give: `[embedding_length,
 * heads x head size]`.
 */
export function checkAttentionShapes(h: ModelHyperparameters, layers: number): void {
  if (!UNIFORM_ATTENTION.has(h.architecture) || h.suffixes().some((s) => s.includes("sliding_window") || s.endsWith("_swa"))) return;
  const width = h.number("embedding_length")!;
  const heads = h.perLayer("attention.head_count", layers)?.[0];
  if (!heads) return;
  const kvHeads = h.perLayer("attention.head_count_kv", layers)?.[0] ?? heads;
  const keySize = h.number("attention.key_length") ?? Math.floor(width / heads);
  const valueSize = h.number("attention.value_length") ?? Math.floor(width / heads);
  const expected: Record<string, number[]> = {
    attn_q: [width, keySize * heads],
    attn_k: [width, keySize * kvHeads],
    attn_v: [width, valueSize * kvHeads],
    attn_qkv: [width, keySize * heads + (keySize + valueSize) * kvHeads],
  };
  for (let layer = 0; layer < layers; layer++) {
    for (const [kind, dims] of Object.entries(expected)) {
      const actual = h.tensor(`blk.${layer}.${kind}.weight`);
      if (actual && !same(actual, dims)) {
        const cause = kind === "attn_q" ? "attention.head_count" : "attention.head_count_kv";
        h.refuse(cause, `gives blk.${layer}.${kind}.weight the shape ${shape(dims)}, and the file's is ${shape(actual)}; llama.cpp needs them equal`);
      }
    }
  }
}
