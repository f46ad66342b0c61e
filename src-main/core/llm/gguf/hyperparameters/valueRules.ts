import { EQUAL_KEY_VALUE_HEADS, ROPE_SPANS_HEAD } from "./architectureRules.ts";
import { MAX_CONTEXT_LENGTH, ROPE_SCALING_TYPES } from "./llamaCppLimits.ts";
import { fmt, type ModelHyperparameters } from "./ModelHyperparameters.ts";

/** embedding_length and the trained context: present, at least 1 (and the context bounded: see MAX_CONTEXT_LENGTH). */
export function checkSizes(h: ModelHyperparameters): void {
  const embedding = h.number("embedding_length");
  if (embedding === undefined) h.refuse("embedding_length", "is missing; llama.cpp needs the model's width");
  if (!(Number.isInteger(embedding) && embedding >= 1)) h.refuse("embedding_length", `is ${fmt(embedding)}; llama.cpp needs at least 1`);
  for (const suffix of ["context_length", "rope.scaling.original_context_length"]) {
    const context = h.number(suffix);
    if (context === undefined && suffix !== "context_length") continue;
    if (context === undefined) h.refuse(suffix, "is missing; llama.cpp needs the context the model was trained on");
    if (!(Number.isInteger(context) && context >= 1 && context <= MAX_CONTEXT_LENGTH)) {
      h.refuse(suffix, `is ${fmt(context)}; a model's trained context is 1 to ${fmt(MAX_CONTEXT_LENGTH)} tokens`);
    }
  }
}

/** llama.cpp's pooling types (LLAMA_POOLING_TYPE_NONE to _RANK); another one ends the graph builder ("unknown pooling type"). */
const POOLING_TYPES = 5;

/** An embedding model's pooling: one of the kinds llama.cpp builds. */
export function checkPooling(h: ModelHyperparameters): void {
  const pooling = h.number("pooling_type");
  if (pooling !== undefined && !(Number.isInteger(pooling) && pooling >= 0 && pooling < POOLING_TYPES)) {
    h.refuse("pooling_type", `is ${fmt(pooling)}; llama.cpp pools in ${POOLING_TYPES} ways, numbered 0 to ${POOLING_TYPES - 1}`);
  }
}

/**
 * Norm epsilons below 0 (or not a number) fail `GGML_ASSERT(eps >= 0.0f)` at the first evaluation;
 * an infinite one is no working model either. Every `…epsilon` key of the architecture counts.
 */
export function checkEpsilons(h: ModelHyperparameters): void {
  for (const suffix of h.suffixes().filter((s) => s.endsWith("epsilon"))) {
    const value = h.number(suffix)!;
    if (!(Number.isFinite(value) && value >= 0)) h.refuse(suffix, `is ${fmt(value)}; a norm needs a finite number of at least 0 (llama.cpp stops the program on one below 0)`);
  }
}

/**
 * Rope: a scaling type llama.cpp names (`GGML_ASSERT(rope_scaling_type_train !=
 * UNSPECIFIED)`), a rotary size that is at least 1 and, where the graph asserts it, the head size;
 * an attention temperature that llama.cpp can divide by.
 */
export function checkRope(h: ModelHyperparameters, hasAttention: boolean): void {
  const scaling = h.text("rope.scaling.type");
  if (h.has("rope.scaling.type") && scaling !== undefined && !ROPE_SCALING_TYPES.includes(scaling)) {
    h.refuse("rope.scaling.type", `is ${JSON.stringify(scaling.slice(0, 40))}; llama.cpp knows ${ROPE_SCALING_TYPES.map((t) => `"${t}"`).join(", ")}`);
  }
  const temperature = h.number("attention.temperature_scale");
  if (temperature !== undefined && !Number.isFinite(temperature)) h.refuse("attention.temperature_scale", `is ${fmt(temperature)}; llama.cpp needs a finite number`);
  const floor = h.number("attention.temperature_length");
  if (temperature && floor !== undefined && !(Number.isInteger(floor) && floor >= 1)) {
    h.refuse("attention.temperature_length", `is ${fmt(floor)} with an attention temperature; llama.cpp divides positions by it`);
  }
  if (!hasAttention || hasSlidingWindow(h)) return;
  const heads = h.perLayer("attention.head_count", 1)?.[0];
  const embedding = h.number("embedding_length") ?? 0;
  const keySize = h.number("attention.key_length") ?? (heads ? Math.floor(embedding / heads) : undefined);
  const valueSize = h.number("attention.value_length") ?? (heads ? Math.floor(embedding / heads) : undefined);
  if (keySize === undefined || valueSize === undefined) return;
  if (EQUAL_KEY_VALUE_HEADS.has(h.architecture) && keySize !== valueSize) {
    h.refuse(h.has("attention.value_length") ? "attention.value_length" : "attention.key_length", `gives heads of ${fmt(keySize)} key and ${fmt(valueSize)} value values; llama.cpp's ${h.architecture} needs them equal`);
  }
  const rope = h.number("rope.dimension_count");
  if (rope !== undefined && ROPE_SPANS_HEAD.has(h.architecture) && rope !== valueSize) {
    h.refuse("rope.dimension_count", `is ${fmt(rope)} for heads of ${fmt(valueSize)} values; llama.cpp's ${h.architecture} needs them equal`);
  }
}

/** Models with sliding-window layers may size those layers' heads apart; the head rules then leave them to llama.cpp. */
function hasSlidingWindow(h: ModelHyperparameters): boolean {
  return h.suffixes().some((s) => s.includes("sliding_window") || s.endsWith("_swa"));
}
