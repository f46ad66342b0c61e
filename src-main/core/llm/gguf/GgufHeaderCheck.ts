import { TruncatedGgufError } from "../errors/TruncatedGgufError.ts";
import { CheckedGgufFields, fmt, quote } from "./CheckedGgufFields.ts";
import { MAX_ARRAY_ELEMENTS, MAX_KEY_BYTES, MAX_KEYS, MAX_TENSORS, SUPPORTED_VERSIONS } from "./ggufLimits.ts";
import { GGUF_ARRAY, GGUF_STRING, GGUF_UINT32, GGUF_VALUE_TYPES } from "./ggufValueTypes.ts";
import { GgufHeaderFacts, MAX_KEPT_TEXT_BYTES, MAX_LAYER_ARRAY } from "./GgufHeaderFacts.ts";
import type { GgufWindowReader } from "./GgufWindowReader.ts";
import { readTensorInfo } from "./tensorInfo.ts";
import { checkTypedKeys, type SeenKey } from "./typedKeyCheck.ts";
import { TYPED_KEYS } from "./typedKeys.ts";

/** Fewest bytes of one tensor description: name length, dimension count, type, offset. */
const MIN_TENSOR_INFO_BYTES = 8 + 4 + 4 + 8;
/** Fewest bytes of one metadata entry: key length, value type, a one-byte value. */
const MIN_KEY_BYTES = 8 + 4 + 1;
const DEFAULT_ALIGNMENT = 32;
/** Largest general.alignment accepted: real files use 32 or 64; a page or two would be odd but harmless. */
const MAX_ALIGNMENT = 1 << 20;

/**
 * Walks one GGUF file's header in file order, checking every count, length, type and dimension
 * against the bytes the file has left before reading past it, and against the bounds in
 * ggufLimits.ts, then checks that the tensors' data lies where llama.cpp will look for it. Throws
 * CorruptGgufError naming the first field at fault, or TruncatedGgufError when a consistent
 * header describes more tensor data than the file holds. Starts after the magic. Collects on the
 * way what the hyperparameter check needs (`facts`), and where the header ends (`headerBytes`).
 */
export class GgufHeaderCheck {
  private readonly file: string;
  private readonly r: GgufWindowReader;
  private readonly f: CheckedGgufFields;
  private alignment = DEFAULT_ALIGNMENT;
  private arrayElements = 0;
  private readonly typedKeys = new Map<string, SeenKey>();
  readonly facts = new GgufHeaderFacts();
  /** Bytes from the start of the file to the end of the tensor descriptions, once `run` has passed. */
  headerBytes = 0;

  constructor(file: string, reader: GgufWindowReader) {
    this.file = file;
    this.r = reader;
    this.f = new CheckedGgufFields(file, reader);
  }

  async run(): Promise<void> {
    const r = this.r;
    if (!r.has(4)) await this.f.load(4, "version");
    const version = r.u32();
    if (!SUPPORTED_VERSIONS.includes(version)) throw this.f.corrupt("version", `is ${fmt(version)}; llama.cpp reads GGUF versions ${SUPPORTED_VERSIONS.join(" and ")}`);
    const tensorCount = await this.f.count("tensor count", MAX_TENSORS, MIN_TENSOR_INFO_BYTES, "tensors");
    const keyCount = await this.f.count("key count", MAX_KEYS, MIN_KEY_BYTES, "metadata keys");
    for (let index = 1; index <= keyCount; index++) await this.key(index);
    this.facts.tensorCount = tensorCount;
    checkTypedKeys(this.typedKeys, this.f);

    let dataSize = 0n;
    let dataEnd = 0n;
    for (let index = 1; index <= tensorCount; index++) {
      const { label, bytes, offset } = await readTensorInfo(this.f, index, this.facts);
      // llama.cpp takes each tensor's data right after the previous one's, padded to the alignment.
      if (offset !== dataSize) {
        throw this.f.corrupt(`${label} data offset`, `is ${fmt(offset)} where the tensors before it end at ${fmt(dataSize)}; a reader would take the wrong bytes`);
      }
      dataEnd = offset + bytes;
      dataSize = offset + padded(bytes, this.alignment);
    }
    this.headerBytes = r.position;
    if (tensorCount === 0) return;
    const needed = BigInt(padded(BigInt(r.position), this.alignment)) + dataEnd;
    if (needed > BigInt(r.fileSize)) {
      const share = Number((BigInt(r.fileSize) * 100n) / needed);
      throw new TruncatedGgufError(this.file, `only ${fmt(r.fileSize)} of the ${fmt(needed)} bytes its header describes are there, ${share}%`);
    }
  }

  private async key(index: number): Promise<void> {
    const r = this.r;
    const nameLength = await this.f.length(`key ${index} name length`, MAX_KEY_BYTES);
    if (!r.has(nameLength)) await this.f.load(nameLength, `key ${index} name`);
    const name = r.text(nameLength);
    const label = `key ${index} ${quote(name)}`;
    if (!r.has(4)) await this.f.load(4, `${label} value type`);
    const type = this.f.valueType(r.u32(), `${label} value type`);
    const seen: SeenKey = { label, type };
    if (type === GGUF_ARRAY) {
      if (!r.has(4)) await this.f.load(4, `${label} array element type`);
      seen.elementType = this.f.valueType(r.u32(), `${label} array element type`);
      if (seen.elementType === GGUF_ARRAY) throw this.f.corrupt(`${label} array element type`, "says arrays of arrays, which llama.cpp does not read");
      seen.length = await this.array(label, seen.elementType, name);
      this.facts.arrayLengths.set(name, seen.length);
    } else if (type === GGUF_UINT32 && name === "general.alignment") {
      if (!r.has(4)) await this.f.load(4, label);
      this.alignment = r.u32();
      if (this.alignment === 0 || this.alignment > MAX_ALIGNMENT || (this.alignment & (this.alignment - 1)) !== 0) {
        throw this.f.corrupt(label, `is ${fmt(this.alignment)}, not a power of two up to ${fmt(MAX_ALIGNMENT)}`);
      }
    } else {
      const value = await this.scalar(type, label);
      if (value !== undefined) this.facts.scalars.set(name, value);
    }
    if (name in TYPED_KEYS) this.typedKeys.set(name, seen);
    this.f.checkHeaderSize(label);
  }

  /** Checks an array's length and elements; returns its length. Keeps a short numeric array's values as `name`'s. */
  private async array(label: string, elementType: number, name: string): Promise<number> {
    const r = this.r;
    const field = `${label} array length`;
    if (!r.has(8)) await this.f.load(8, field);
    const length = r.u64();
    const minBytes = length * BigInt(GGUF_VALUE_TYPES[elementType]!.minBytes);
    if (minBytes > BigInt(r.remaining)) {
      throw this.f.corrupt(field, `claims ${fmt(length)} elements, which need at least ${fmt(minBytes)} bytes, and only ${fmt(r.remaining)} remain in the file`);
    }
    this.arrayElements += Number(length);
    if (this.arrayElements > MAX_ARRAY_ELEMENTS) {
      throw this.f.corrupt(field, `brings the header's array elements to ${fmt(this.arrayElements)}; no model has more than ${fmt(MAX_ARRAY_ELEMENTS)}`);
    }
    const count = Number(length);
    if (elementType !== GGUF_STRING) {
      if (count > MAX_LAYER_ARRAY) {
        r.skip(Number(minBytes));
        return count;
      }
      if (!r.has(Number(minBytes))) await this.f.load(Number(minBytes), label);
      this.facts.arrays.set(name, Array.from({ length: count }, () => r.scalar(elementType) as number | bigint | boolean));
      return count;
    }
    for (let element = 1; element <= count; element++) r.skip(await this.f.length(`${label} element ${element} string length`, r.fileSize));
    return count;
  }

  /** Reads a scalar value; a text longer than MAX_KEPT_TEXT_BYTES is skipped (undefined). */
  private async scalar(type: number, label: string): Promise<string | number | bigint | boolean | undefined> {
    const r = this.r;
    if (type === GGUF_STRING) {
      const length = await this.f.length(`${label} string length`, r.fileSize);
      if (length > MAX_KEPT_TEXT_BYTES) {
        r.skip(length);
        return undefined;
      }
      if (!r.has(length)) await this.f.load(length, label);
      return r.text(length);
    }
    const bytes = GGUF_VALUE_TYPES[type]!.minBytes;
    if (!r.has(bytes)) await this.f.load(bytes, label);
    return r.scalar(type);
  }


}

function padded(bytes: bigint, alignment: number): bigint {
  const a = BigInt(alignment);
  return ((bytes + a - 1n) / a) * a;
}
