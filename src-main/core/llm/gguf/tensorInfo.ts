import { GgufHeaderFacts } from "./GgufHeaderFacts.ts";
import { ggmlTypeSize } from "./ggmlTypeSizes.ts";
import { MAX_DIMENSIONS, MAX_TENSOR_NAME_BYTES } from "./ggufLimits.ts";
import { type CheckedGgufFields, fmt, quote } from "./CheckedGgufFields.ts";

/** node-llama-cpp sizes tensors with JavaScript numbers: beyond 2^53 its arithmetic is wrong. */
const MAX_TENSOR_BYTES = BigInt(Number.MAX_SAFE_INTEGER);

/** One tensor as its description gives it: how it is named in errors, its data's bytes and offset. */
export interface TensorInfo {
  label: string;
  bytes: bigint;
  offset: bigint;
}

/**
 * Reads the `index`th tensor description: its name, dimensions (a count llama.cpp reads, the first
 * a whole number of its type's blocks, the product small enough to size), type and data offset.
 * Keeps the dimensions of the tensors the hyperparameter check reads in `facts`.
 */
export async function readTensorInfo(fields: CheckedGgufFields, index: number, facts: GgufHeaderFacts): Promise<TensorInfo> {
  const r = fields.r;
  const nameLength = await fields.length(`tensor ${index} name length`, MAX_TENSOR_NAME_BYTES);
  if (!r.has(nameLength)) await fields.load(nameLength, `tensor ${index} name`);
  const name = r.text(nameLength);
  const label = `tensor ${quote(name)}`;
  if (!r.has(4)) await fields.load(4, `${label} dimension count`);
  const dimensionCount = r.u32();
  if (dimensionCount > MAX_DIMENSIONS) throw fields.corrupt(`${label} dimension count`, `is ${fmt(dimensionCount)}; llama.cpp tensors have at most ${MAX_DIMENSIONS}`);
  const dimensions: bigint[] = [];
  for (let d = 1; d <= dimensionCount; d++) {
    if (!r.has(8)) await fields.load(8, `${label} dimension ${d}`);
    dimensions.push(r.u64());
  }
  if (!r.has(4)) await fields.load(4, `${label} type`);
  const typeNumber = r.u32();
  const type = ggmlTypeSize(typeNumber);
  if (!type) throw fields.corrupt(`${label} type`, `is ${fmt(typeNumber)}, not a tensor type llama.cpp reads`);
  const first = dimensions[0] ?? 1n;
  if (first % BigInt(type.blockValues) !== 0n) {
    throw fields.corrupt(`${label} dimension 1`, `is ${fmt(first)}, not a multiple of the ${type.blockValues} values of a ${type.name} block`);
  }
  let values = 1n;
  for (const [d, size] of dimensions.entries()) {
    values *= size;
    if ((values / BigInt(type.blockValues)) * BigInt(type.blockBytes) > MAX_TENSOR_BYTES) {
      throw fields.corrupt(`${label} dimension ${d + 1}`, `is ${fmt(size)}, which makes the tensor larger than any file can be`);
    }
  }
  if (!r.has(8)) await fields.load(8, `${label} data offset`);
  const offset = r.u64();
  fields.checkHeaderSize(label);
  if (GgufHeaderFacts.wantsTensor(name)) facts.tensors.set(name, dimensions.map(Number));
  return { label, bytes: (values / BigInt(type.blockValues)) * BigInt(type.blockBytes), offset };
}
