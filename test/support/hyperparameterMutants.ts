// Mutants of a real model's hyperparameters, for the fuzz of the hyperparameter check: every
// `{architecture}.…` scalar set to values at and around its bounds, removed, or turned into a
// per-layer array; keys llama.cpp reads when present (experts, head sizes, rope scaling, pooling)
// added. Deterministic: the same header gives the same mutants in the same order.
import { GGUF_TYPE, readGguf, writeGguf, type GgufEntry, type GgufFile } from "./ggufRewrite.ts";

export interface Mutant {
  label: string;
  bytes: () => Buffer;
}

const u32 = (value: number): GgufEntry => ({ type: GGUF_TYPE.u32, value });
const f32 = (value: number): GgufEntry => ({ type: GGUF_TYPE.f32, value });
const text = (value: string): GgufEntry => ({ type: GGUF_TYPE.string, value });
const layerArray = (values: number[]): GgufEntry => ({ type: GGUF_TYPE.array, elementType: GGUF_TYPE.u32, values });

const FLOATS = [0, -1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e-30, 1e30];
const countsAround = (v: number) => [...new Set([0, 1, 2, 3, v - 1, v + 1, 2 * v, 512, 513, 1_000_000, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1])].filter((n) => n >= 0 && n !== v);

/** Keys llama.cpp reads when present, with values to add them with. */
const ADDED: [string, number[]][] = [
  ["expert_count", [1, 8, 1025]],
  ["expert_used_count", [1, 9]],
  ["attention.head_count_kv", [0, 1, 3, 64]],
  ["attention.key_length", [0, 1, 4, 16]],
  ["attention.value_length", [0, 1, 4, 16]],
  ["nextn_predict_layers", [1]],
  ["expert_group_count", [1, 2]],
  ["attention.sliding_window", [0, 1, 4]],
  ["pooling_type", [0, 1, 2, 3, 4, 5, 99]],
  ["rope.dimension_count", [0, 1, 3, 6, 64]],
  ["rope.scaling.original_context_length", [0, 1]],
  ["context_length", [0, 1]],
  ["vocab_size", [0, 1, 5]],
];

export function hyperparameterMutants(base: Buffer): Mutant[] {
  const file = readGguf(base);
  const arch = String((file.metadata.get("general.architecture") as { value: string }).value);
  const key = (suffix: string) => `${arch}.${suffix}`;
  const layers = Number((file.metadata.get(key("block_count")) as { value: number }).value);
  const mutants: Mutant[] = [];
  const add = (label: string, changes: Record<string, GgufEntry | null>) => mutants.push({ label, bytes: () => changed(file, changes) });

  for (const [name, entry] of file.metadata) {
    if (!name.startsWith(`${arch}.`) || !("value" in entry)) continue;
    if (entry.type === GGUF_TYPE.f32) for (const v of FLOATS) add(`${name}=${v}`, { [name]: f32(v) });
    else if (entry.type === GGUF_TYPE.bool) add(`${name}=${!entry.value}`, { [name]: { type: GGUF_TYPE.bool, value: !entry.value } });
    else if (typeof entry.value === "number" || typeof entry.value === "bigint") for (const v of countsAround(Number(entry.value))) add(`${name}=${v}`, { [name]: u32(v) });
    else if (typeof entry.value === "string") for (const v of ["", "bogus"]) add(`${name}="${v}"`, { [name]: text(v) });
    add(`${name} removed`, { [name]: null });
  }
  for (const [suffix, values] of ADDED) {
    if (file.metadata.has(key(suffix))) continue;
    for (const v of values) add(`+${key(suffix)}=${v}`, { [key(suffix)]: u32(v) });
  }
  for (const v of ["none", "linear", "yarn", "longrope", "bogus", ""]) add(`+${key("rope.scaling.type")}="${v}"`, { [key("rope.scaling.type")]: text(v) });
  for (const v of [0, 0.5, -1, 1e9]) add(`+${key("rope.scaling.factor")}=${v}`, { [key("rope.scaling.factor")]: f32(v) });
  for (const suffix of ["attention.head_count", "attention.head_count_kv", "feed_forward_length"]) {
    const entry = file.metadata.get(key(suffix)) ?? file.metadata.get(key("attention.head_count"));
    const v = entry && "value" in entry ? Number(entry.value) : 2;
    add(`${key(suffix)}=[${v} x ${layers - 1}, 0]`, { [key(suffix)]: layerArray([...Array<number>(layers - 1).fill(v), 0]) });
    add(`${key(suffix)}=[${v} x ${layers - 1}]`, { [key(suffix)]: layerArray(Array<number>(layers - 1).fill(v)) });
    add(`${key(suffix)}=[${v} x ${layers}]`, { [key(suffix)]: layerArray(Array<number>(layers).fill(v)) });
  }
  add(`${key("expert_used_count")}=[1.., 5] of 4`, { [key("expert_count")]: u32(4), [key("expert_used_count")]: layerArray([...Array<number>(layers - 1).fill(1), 5]) });
  return mutants;
}

function changed(file: GgufFile, changes: Record<string, GgufEntry | null>): Buffer {
  const metadata = new Map(file.metadata);
  for (const [name, entry] of Object.entries(changes)) {
    if (entry === null) metadata.delete(name);
    else metadata.set(name, entry);
  }
  return writeGguf({ ...file, metadata });
}
