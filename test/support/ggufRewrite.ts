// A whole GGUF file as values, for tests that change a real model's metadata (a hyperparameter
// set to 0, a key added or removed) and write it back as a loadable file: the tensor data moves
// with the header's new length, padded to the file's alignment, so only the metadata differs.
// Test code only; it trusts its input (it is always a valid model written or shipped for tests).

const SCALAR_BYTES: Record<number, number> = { 0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8 };
export const GGUF_TYPE = { u8: 0, i8: 1, u16: 2, i16: 3, u32: 4, i32: 5, f32: 6, bool: 7, string: 8, array: 9, u64: 10, i64: 11, f64: 12 } as const;

export type GgufScalar = number | bigint | boolean | string;
/** One metadata value: a scalar of `type`, or an array of `elementType`. */
export type GgufEntry = { type: number; value: GgufScalar } | { type: typeof GGUF_TYPE.array; elementType: number; values: GgufScalar[] };

export interface GgufTensorInfo {
  name: string;
  dims: bigint[];
  type: number;
  offset: bigint;
}

export interface GgufFile {
  version: number;
  metadata: Map<string, GgufEntry>;
  tensors: GgufTensorInfo[];
  /** The tensor data section, from its aligned start to the end of the file. */
  data: Buffer;
  /** Each parsed entry's bytes as read (key, type and value), so an unchanged one is copied, not re-encoded. */
  encoded?: WeakMap<GgufEntry, Buffer>;
}

function readScalar(bytes: Buffer, at: number, type: number): [GgufScalar, number] {
  switch (type) {
    case 0: return [bytes.readUInt8(at), 1];
    case 1: return [bytes.readInt8(at), 1];
    case 2: return [bytes.readUInt16LE(at), 2];
    case 3: return [bytes.readInt16LE(at), 2];
    case 4: return [bytes.readUInt32LE(at), 4];
    case 5: return [bytes.readInt32LE(at), 4];
    case 6: return [bytes.readFloatLE(at), 4];
    case 7: return [bytes.readUInt8(at) !== 0, 1];
    case 10: return [bytes.readBigUInt64LE(at), 8];
    case 11: return [bytes.readBigInt64LE(at), 8];
    case 12: return [bytes.readDoubleLE(at), 8];
    case 8: {
      const length = Number(bytes.readBigUInt64LE(at));
      return [bytes.toString("utf8", at + 8, at + 8 + length), 8 + length];
    }
    default: throw new Error(`value type ${type}`);
  }
}

function writeScalar(type: number, value: GgufScalar): Buffer {
  if (type === 8) {
    const text = Buffer.from(String(value), "utf8");
    const length = Buffer.alloc(8);
    length.writeBigUInt64LE(BigInt(text.length));
    return Buffer.concat([length, text]);
  }
  const out = Buffer.alloc(SCALAR_BYTES[type]!);
  const n = typeof value === "boolean" ? Number(value) : value;
  switch (type) {
    case 0: out.writeUInt8(Number(n)); break;
    case 1: out.writeInt8(Number(n)); break;
    case 2: out.writeUInt16LE(Number(n)); break;
    case 3: out.writeInt16LE(Number(n)); break;
    case 4: out.writeUInt32LE(Number(BigInt.asUintN(32, BigInt(n)))); break;
    case 5: out.writeInt32LE(Number(BigInt.asIntN(32, BigInt(n)))); break;
    case 6: out.writeFloatLE(Number(n)); break;
    case 7: out.writeUInt8(n ? 1 : 0); break;
    case 10: out.writeBigUInt64LE(BigInt.asUintN(64, BigInt(n))); break;
    case 11: out.writeBigInt64LE(BigInt.asIntN(64, BigInt(n))); break;
    case 12: out.writeDoubleLE(Number(n)); break;
  }
  return out;
}

const u32 = (value: number) => writeScalar(4, value);
const u64 = (value: bigint | number) => writeScalar(10, BigInt(value));

/** Parses a valid GGUF file. */
export function readGguf(bytes: Buffer): GgufFile {
  let at = 4;
  const version = bytes.readUInt32LE(at);
  const tensorCount = Number(bytes.readBigUInt64LE(at + 4));
  const keyCount = Number(bytes.readBigUInt64LE(at + 12));
  at += 20;
  const next = <T extends GgufScalar>(type: number): T => {
    const [value, size] = readScalar(bytes, at, type);
    at += size;
    return value as T;
  };
  const metadata = new Map<string, GgufEntry>();
  const encoded = new WeakMap<GgufEntry, Buffer>();
  for (let k = 0; k < keyCount; k++) {
    const start = at;
    const key = next<string>(8);
    const type = next<number>(4);
    let entry: GgufEntry;
    if (type !== 9) {
      entry = { type, value: next(type) };
    } else {
      const elementType = next<number>(4);
      const length = Number(next<bigint>(10));
      const values: GgufScalar[] = [];
      for (let e = 0; e < length; e++) values.push(next(elementType));
      entry = { type: 9, elementType, values };
    }
    metadata.set(key, entry);
    encoded.set(entry, bytes.subarray(start, at));
  }
  const tensors: GgufTensorInfo[] = [];
  for (let t = 0; t < tensorCount; t++) {
    const name = next<string>(8);
    const dimensionCount = next<number>(4);
    const dims: bigint[] = [];
    for (let d = 0; d < dimensionCount; d++) dims.push(next<bigint>(10));
    tensors.push({ name, dims, type: next<number>(4), offset: next<bigint>(10) });
  }
  const alignment = alignmentOf(metadata);
  const dataStart = Math.ceil(at / alignment) * alignment;
  return { version, metadata, tensors, data: bytes.subarray(dataStart), encoded };
}

/** Serializes `file`: header, padding to the alignment, then the data section as it was. */
export function writeGguf(file: GgufFile): Buffer {
  const parts: Buffer[] = [Buffer.from("GGUF"), u32(file.version), u64(file.tensors.length), u64(file.metadata.size)];
  for (const [key, entry] of file.metadata) {
    const unchanged = file.encoded?.get(entry);
    if (unchanged) {
      parts.push(unchanged);
      continue;
    }
    parts.push(writeScalar(8, key), u32(entry.type));
    if (entry.type === 9 && "values" in entry) {
      parts.push(u32(entry.elementType), u64(entry.values.length), ...entry.values.map((v) => writeScalar(entry.elementType, v)));
    } else if ("value" in entry) {
      parts.push(writeScalar(entry.type, entry.value));
    }
  }
  for (const tensor of file.tensors) {
    parts.push(writeScalar(8, tensor.name), u32(tensor.dims.length), ...tensor.dims.map((d) => u64(d)), u32(tensor.type), u64(tensor.offset));
  }
  const header = Buffer.concat(parts);
  const alignment = alignmentOf(file.metadata);
  const padding = Buffer.alloc((alignment - (header.length % alignment)) % alignment);
  return Buffer.concat([header, padding, file.data]);
}

function alignmentOf(metadata: Map<string, GgufEntry>): number {
  const entry = metadata.get("general.alignment");
  return entry && "value" in entry ? Number(entry.value) : 32;
}

/** A copy of `bytes` with `changes` applied: an entry sets a key (added at the end when new), null removes it. */
export function withMetadata(bytes: Buffer, changes: Record<string, GgufEntry | null>): Buffer {
  const file = readGguf(bytes);
  const metadata = new Map(file.metadata);
  for (const [key, entry] of Object.entries(changes)) {
    if (entry === null) metadata.delete(key);
    else metadata.set(key, entry);
  }
  return writeGguf({ ...file, metadata });
}

/** The value of a scalar key, or undefined. */
export function scalarOf(bytes: Buffer | GgufFile, key: string): GgufScalar | undefined {
  const file = Buffer.isBuffer(bytes) ? readGguf(bytes) : bytes;
  const entry = file.metadata.get(key);
  return entry && "value" in entry ? entry.value : undefined;
}
