import { GGUF_ARRAY, GGUF_BOOL, GGUF_FLOAT32, GGUF_INT32, GGUF_STRING, GGUF_UINT32 } from "../gguf/ggufValueTypes.ts";

// Writes GGUF v3 (little-endian) from metadata and F32 tensors, for the tiny model: the value
// types are the ones the header check reads (gguf/ggufValueTypes.ts).

/** Tensor data starts at a multiple of this; written to general.alignment too. */
export const ALIGNMENT = 32;
/** ggml's tensor type for 32-bit floats. */
export const GGML_F32 = 0;

export interface Tensor {
  name: string;
  /** GGUF order: the contiguous (row) dimension first. */
  dims: number[];
  data: Float32Array;
}

/** Writes a GGUF buffer from metadata and F32 tensors. */
export class GgufWriter {
  private chunks: Buffer[] = [];
  private length = 0;

  private push(buffer: Buffer) {
    this.chunks.push(buffer);
    this.length += buffer.length;
  }
  u32(value: number) {
    const b = Buffer.allocUnsafe(4);
    b.writeUInt32LE(value >>> 0);
    this.push(b);
  }
  u64(value: number) {
    const b = Buffer.allocUnsafe(8);
    b.writeBigUInt64LE(BigInt(value));
    this.push(b);
  }
  string(value: string) {
    const bytes = Buffer.from(value, "utf8");
    this.u64(bytes.length);
    this.push(bytes);
  }
  raw(buffer: Buffer) {
    this.push(buffer);
  }
  padTo(alignment: number) {
    const pad = (alignment - (this.length % alignment)) % alignment;
    if (pad) this.push(Buffer.alloc(pad));
  }
  get size() {
    return this.length;
  }
  toBuffer() {
    return Buffer.concat(this.chunks, this.length);
  }
}

export type MetaValue =
  | { type: "u32"; value: number }
  | { type: "f32"; value: number }
  | { type: "bool"; value: boolean }
  | { type: "string"; value: string }
  | { type: "strings"; value: string[] }
  | { type: "f32s"; value: number[] }
  | { type: "i32s"; value: number[] };

export function writeMeta(w: GgufWriter, key: string, meta: MetaValue) {
  w.string(key);
  switch (meta.type) {
    case "u32":
      w.u32(GGUF_UINT32);
      w.u32(meta.value);
      return;
    case "f32": {
      w.u32(GGUF_FLOAT32);
      const b = Buffer.allocUnsafe(4);
      b.writeFloatLE(meta.value);
      w.raw(b);
      return;
    }
    case "bool":
      w.u32(GGUF_BOOL);
      w.raw(Buffer.from([meta.value ? 1 : 0]));
      return;
    case "string":
      w.u32(GGUF_STRING);
      w.string(meta.value);
      return;
    case "strings":
      w.u32(GGUF_ARRAY);
      w.u32(GGUF_STRING);
      w.u64(meta.value.length);
      for (const s of meta.value) w.string(s);
      return;
    case "f32s": {
      w.u32(GGUF_ARRAY);
      w.u32(GGUF_FLOAT32);
      w.u64(meta.value.length);
      w.raw(Buffer.from(new Float32Array(meta.value).buffer));
      return;
    }
    case "i32s": {
      w.u32(GGUF_ARRAY);
      w.u32(GGUF_INT32);
      w.u64(meta.value.length);
      w.raw(Buffer.from(new Int32Array(meta.value).buffer));
      return;
    }
  }
}

/**
 * A whole GGUF v3 file. Layout (little-endian): "GGUF", u32 version, u64 tensor count, u64 metadata
 * count, metadata (key string, u32 value type, value), tensor infos (name, u32 n_dims, u64 dims[]
 * with the contiguous dimension first, u32 ggml type, u64 offset into the data section), padding
 * to the alignment, then the tensor data, each tensor starting at a multiple of the alignment.
 */
export function ggufFileBytes(metadata: readonly [string, MetaValue][], tensors: readonly Tensor[]): Buffer {
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
  return w.toBuffer();
}
