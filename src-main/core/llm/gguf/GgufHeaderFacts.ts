/** A metadata value the header check keeps: a number, a 64-bit integer, a flag or a short text. */
export type GgufScalar = number | bigint | boolean | string;

/**
 * Most layers llama.cpp keeps per-layer values for (LLAMA_MAX_LAYERS in llama-hparams.h): longer
 * arrays cannot be per-layer hyperparameters, so only their length is kept.
 */
export const MAX_LAYER_ARRAY = 512;
/** Longest text value kept (architecture names, rope scaling types, tokenizer names are a few bytes). */
export const MAX_KEPT_TEXT_BYTES = 256;

/** Whole-model tensors whose shapes the hyperparameter check compares with the header. */
const MODEL_TENSORS = new Set(["token_embd.weight", "output.weight"]);
/** Per-layer tensors whose presence says what a layer has (attention, a feed-forward) and whose shapes are compared. */
const LAYER_TENSOR = /^blk\.(\d{1,3})\.(attn_q|attn_k|attn_v|attn_qkv|ffn_up|ffn_gate|ffn_down)\.weight$/;

/**
 * What the hyperparameter check needs of a header, collected while the bounded check walks it:
 * scalar values, short numeric arrays (per-layer values), every array's length, and the shapes of
 * the few tensors the rules look at. Bounded whatever the file claims: at most one entry per
 * key, and at most MAX_LAYER_ARRAY layers' worth of tensors.
 */
export class GgufHeaderFacts {
  readonly scalars = new Map<string, GgufScalar>();
  /** Numeric arrays of at most MAX_LAYER_ARRAY elements, by key. */
  readonly arrays = new Map<string, (number | bigint | boolean)[]>();
  /** The length of every array, by key. */
  readonly arrayLengths = new Map<string, number>();
  /** Shapes (GGUF order: the contiguous dimension first) of the tensors the rules look at. */
  readonly tensors = new Map<string, number[]>();
  /** Tensors in the file (or in every part of a split model). */
  tensorCount = 0;

  /** True for a tensor whose shape the rules use. */
  static wantsTensor(name: string): boolean {
    if (MODEL_TENSORS.has(name)) return true;
    const layer = LAYER_TENSOR.exec(name);
    return layer !== null && Number(layer[1]) < MAX_LAYER_ARRAY;
  }

  /** Adds another part's tensors (a split model keeps its metadata in the first part). */
  addTensorsOf(part: GgufHeaderFacts): void {
    this.tensorCount += part.tensorCount;
    for (const [name, dims] of part.tensors) this.tensors.set(name, dims);
  }
}
