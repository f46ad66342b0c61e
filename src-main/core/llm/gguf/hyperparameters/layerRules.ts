import { MAX_LAYERS } from "./llamaCppLimits.ts";
import { fmt, type ModelHyperparameters } from "./ModelHyperparameters.ts";

/** Keys llama.cpp reads as one value for every layer or an array of one per layer (`get_key_or_arr`). */
const PER_LAYER_KEYS = ["attention.head_count", "attention.head_count_kv", "feed_forward_length", "expert_used_count"];
/** Tensors that give a layer attention, and those that hold its key and value projections. */
const ATTENTION = ["attn_q", "attn_qkv"];
const KEY_VALUE = ["attn_k", "attn_v", "attn_qkv"];
/** Tensors of a dense feed-forward block, sized by feed_forward_length. */
const FEED_FORWARD = ["ffn_up", "ffn_gate", "ffn_down"];

/**
 * block_count: present and 1 to LLAMA_MAX_LAYERS (`GGML_ASSERT(n_layer_all > 0 && n_layer_all <=
 * LLAMA_MAX_LAYERS)`), and the multi-token-prediction layers within it. Returns the layer count.
 */
export function checkLayerCount(h: ModelHyperparameters): number {
  const layers = h.number("block_count");
  if (layers === undefined) h.refuse("block_count", "is missing; llama.cpp needs the number of layers");
  if (!Number.isInteger(layers) || layers < 1 || layers > MAX_LAYERS) {
    h.refuse("block_count", `is ${fmt(layers)}; llama.cpp runs models of 1 to ${MAX_LAYERS} layers`);
  }
  const nextn = h.number("nextn_predict_layers");
  // llama.cpp asserts nextn <= block_count; the main layers are the rest, so none at all leaves no model.
  if (nextn !== undefined && !(Number.isInteger(nextn) && nextn >= 0 && nextn < layers)) {
    h.refuse("nextn_predict_layers", `is ${fmt(nextn)} of ${fmt(layers)} layers; llama.cpp needs it below ${h.key("block_count")}`);
  }
  return layers;
}

/** A per-layer key given as an array needs one value per layer (llama.cpp refuses other lengths, and reads at most 512). */
export function checkLayerArrays(h: ModelHyperparameters, layers: number): void {
  for (const suffix of PER_LAYER_KEYS) {
    const length = h.arrayLength(suffix);
    if (length !== undefined && length !== layers) h.refuse(suffix, `has ${fmt(length)} values for ${fmt(layers)} layers; llama.cpp needs one per layer`);
  }
}

/**
 * Every layer with attention needs heads: a head count of 0 makes its projections 0 wide
 * (`GGML_ASSERT(t_meta.ne[dim] >= 1)` while sizing the model), and query heads must share key/value
 * heads evenly (grouped-query attention: `GGML_ASSERT(ggml_can_mul_mat(k, q))`). The head size,
 * key_length or else embedding_length / head_count, must be at least 1.
 */
export function checkHeads(h: ModelHyperparameters, layers: number): void {
  const heads = h.perLayer("attention.head_count", layers);
  // head_count_kv defaults to head_count, layer by layer.
  const kvHeads = h.perLayer("attention.head_count_kv", layers) ?? heads;
  let attentionLayers = 0;
  for (let layer = 0; layer < layers; layer++) {
    if (!h.layerHas(layer, [...ATTENTION, ...KEY_VALUE])) continue;
    attentionLayers++;
    const q = heads?.[layer];
    if (q === undefined) h.refuse("attention.head_count", `is missing, and layer ${layer} has attention; llama.cpp needs at least 1 head`);
    if (!(Number.isInteger(q) && q >= 1)) h.refuse("attention.head_count", `is ${fmt(q)}${where(h, "attention.head_count", layer)}; a layer with attention needs at least 1`);
    if (!h.layerHas(layer, KEY_VALUE)) continue;
    const kv = kvHeads?.[layer];
    if (!(kv !== undefined && Number.isInteger(kv) && kv >= 1)) {
      h.refuse("attention.head_count_kv", `is ${fmt(kv ?? Number.NaN)}${where(h, "attention.head_count_kv", layer)}; a layer with keys and values needs at least 1`);
    }
    if (q % kv !== 0) {
      h.refuse("attention.head_count_kv", `is ${fmt(kv)}${where(h, "attention.head_count_kv", layer)} for ${fmt(q)} query heads; llama.cpp needs a divisor of ${h.key("attention.head_count")}, so that query heads share key/value heads evenly`);
    }
  }
  if (attentionLayers > 0) checkHeadSize(h, heads?.[0]);
}

function checkHeadSize(h: ModelHyperparameters, firstLayerHeads: number | undefined): void {
  for (const suffix of ["attention.key_length", "attention.value_length"]) {
    const size = h.number(suffix);
    if (size !== undefined && !(Number.isInteger(size) && size >= 1)) h.refuse(suffix, `is ${fmt(size)}; llama.cpp needs heads of at least 1 value`);
  }
  const embedding = h.number("embedding_length");
  // Without key_length llama.cpp divides: a model narrower than its head count has heads of 0 values.
  if (!firstLayerHeads || embedding === undefined || (h.has("attention.key_length") && h.has("attention.value_length"))) return;
  if (embedding < firstLayerHeads) {
    h.refuse("embedding_length", `is ${fmt(embedding)} for ${fmt(firstLayerHeads)} heads, which leaves heads of 0 values; llama.cpp needs at least 1`);
  }
  // The graph splits the width into heads (GGML_ASSERT(ggml_nelements(a) == ne0*ne1*ne2) in a reshape otherwise).
  if (embedding % firstLayerHeads !== 0) {
    h.refuse("attention.head_count", `is ${fmt(firstLayerHeads)}, which does not divide ${h.key("embedding_length")} ${fmt(embedding)}; without attention.key_length and value_length llama.cpp splits the width into equal heads`);
  }
}

/** Every layer with a dense feed-forward block needs its width (0 makes its tensors 0 wide: `GGML_ASSERT(t_meta.ne[dim] >= 1)`). */
export function checkFeedForward(h: ModelHyperparameters, layers: number): void {
  const widths = h.perLayer("feed_forward_length", layers);
  for (let layer = 0; layer < layers; layer++) {
    if (!h.layerHas(layer, FEED_FORWARD)) continue;
    const width = widths?.[layer];
    if (width === undefined) h.refuse("feed_forward_length", `is missing, and layer ${layer} has a feed-forward block; llama.cpp needs its width`);
    if (!(Number.isInteger(width) && width >= 1)) h.refuse("feed_forward_length", `is ${fmt(width)}${where(h, "feed_forward_length", layer)}; a layer with a feed-forward block needs at least 1`);
  }
}

/** " for layer 3" when the key is a per-layer array; nothing when one value serves every layer. */
function where(h: ModelHyperparameters, suffix: string, layer: number): string {
  return h.arrayLength(suffix) === undefined ? "" : ` for layer ${layer}`;
}
