import { CorruptGgufError } from "../errors/CorruptGgufError.ts";
import { TruncatedGgufError } from "../errors/TruncatedGgufError.ts";
import { ggmlTypeSize } from "./ggmlTypeSizes.ts";
import { MAX_ARRAY_ELEMENTS, MAX_DIMENSIONS, MAX_HEADER_BYTES, MAX_KEY_BYTES, MAX_KEYS, MAX_TENSOR_NAME_BYTES, MAX_TENSORS, SUPPORTED_VERSIONS } from "./ggufLimits.ts";
import { GGUF_ARRAY, GGUF_STRING, GGUF_UINT32, GGUF_VALUE_TYPES } from "./ggufValueTypes.ts";
import { GgufHeaderFacts, MAX_KEPT_TEXT_BYTES, MAX_LAYER_ARRAY } from "./GgufHeaderFacts.ts";
import type { GgufWindowReader } from "./GgufWindowReader.ts";
import { describeShape, PER_TOKEN_ARRAYS, sameShape, TYPED_KEYS, type ValueShape } from "./typedKeys.ts";

/** Fewest bytes of one tensor description: name length, dimension count, type, offset. */
const MIN_TENSOR_INFO_BYTES = 8 + 4 + 4 + 8;
/** Fewest bytes of one metadata entry: key length, value type, a one-byte value. */
const MIN_KEY_BYTES = 8 + 4 + 1;
const DEFAULT_ALIGNMENT = 32;
/** Largest general.alignment accepted: real files use 32 or 64; a page or two would be odd but harmless. */
const MAX_ALIGNMENT = 1 << 20;
/** node-llama-cpp sizes tensors with JavaScript numbers: beyond 2^53 its arithmetic is wrong. */
const MAX_TENSOR_BYTES = BigInt(Number.MAX_SAFE_INTEGER);

const fmt = (value: number | bigint): string => value.toLocaleString("en-US");
const quote = (text: string): string => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);

interface SeenKey extends ValueShape {
  label: string;
  length?: number;
}

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
  private alignment = DEFAULT_ALIGNMENT;
  private arrayElements = 0;
  private readonly typedKeys = new Map<string, SeenKey>();
  readonly facts = new GgufHeaderFacts();
  /** Bytes from the start of the file to the end of the tensor descriptions, once `run` has passed. */
  headerBytes = 0;

  constructor(file: string, reader: GgufWindowReader) {
    this.file = file;
    this.r = reader;
  }

  async run(): Promise<void> {
    const r = this.r;
    if (!r.has(4)) await this.load(4, "version");
    const version = r.u32();
    if (!SUPPORTED_VERSIONS.includes(version)) throw this.corrupt("version", `is ${fmt(version)}; llama.cpp reads GGUF versions ${SUPPORTED_VERSIONS.join(" and ")}`);
    const tensorCount = await this.count("tensor count", MAX_TENSORS, MIN_TENSOR_INFO_BYTES, "tensors");
    const keyCount = await this.count("key count", MAX_KEYS, MIN_KEY_BYTES, "metadata keys");
    for (let index = 1; index <= keyCount; index++) await this.key(index);
    this.facts.tensorCount = tensorCount;
    this.checkTypedKeys();

    let dataSize = 0n;
    let dataEnd = 0n;
    for (let index = 1; index <= tensorCount; index++) {
      const { label, bytes, offset } = await this.tensor(index);
      // llama.cpp takes each tensor's data right after the previous one's, padded to the alignment.
      if (offset !== dataSize) {
        throw this.corrupt(`${label} data offset`, `is ${fmt(offset)} where the tensors before it end at ${fmt(dataSize)}; a reader would take the wrong bytes`);
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
    const nameLength = await this.length(`key ${index} name length`, MAX_KEY_BYTES);
    if (!r.has(nameLength)) await this.load(nameLength, `key ${index} name`);
    const name = r.text(nameLength);
    const label = `key ${index} ${quote(name)}`;
    if (!r.has(4)) await this.load(4, `${label} value type`);
    const type = this.valueType(r.u32(), `${label} value type`);
    const seen: SeenKey = { label, type };
    if (type === GGUF_ARRAY) {
      if (!r.has(4)) await this.load(4, `${label} array element type`);
      seen.elementType = this.valueType(r.u32(), `${label} array element type`);
      if (seen.elementType === GGUF_ARRAY) throw this.corrupt(`${label} array element type`, "says arrays of arrays, which llama.cpp does not read");
      seen.length = await this.array(label, seen.elementType, name);
      this.facts.arrayLengths.set(name, seen.length);
    } else if (type === GGUF_UINT32 && name === "general.alignment") {
      if (!r.has(4)) await this.load(4, label);
      this.alignment = r.u32();
      if (this.alignment === 0 || this.alignment > MAX_ALIGNMENT || (this.alignment & (this.alignment - 1)) !== 0) {
        throw this.corrupt(label, `is ${fmt(this.alignment)}, not a power of two up to ${fmt(MAX_ALIGNMENT)}`);
      }
    } else {
      const value = await this.scalar(type, label);
      if (value !== undefined) this.facts.scalars.set(name, value);
    }
    if (name in TYPED_KEYS) this.typedKeys.set(name, seen);
    this.checkHeaderSize(label);
  }

  /** Checks an array's length and elements; returns its length. Keeps a short numeric array's values as `name`'s. */
  private async array(label: string, elementType: number, name: string): Promise<number> {
    const r = this.r;
    const field = `${label} array length`;
    if (!r.has(8)) await this.load(8, field);
    const length = r.u64();
    const minBytes = length * BigInt(GGUF_VALUE_TYPES[elementType]!.minBytes);
    if (minBytes > BigInt(r.remaining)) {
      throw this.corrupt(field, `claims ${fmt(length)} elements, which need at least ${fmt(minBytes)} bytes, and only ${fmt(r.remaining)} remain in the file`);
    }
    this.arrayElements += Number(length);
    if (this.arrayElements > MAX_ARRAY_ELEMENTS) {
      throw this.corrupt(field, `brings the header's array elements to ${fmt(this.arrayElements)}; no model has more than ${fmt(MAX_ARRAY_ELEMENTS)}`);
    }
    const count = Number(length);
    if (elementType !== GGUF_STRING) {
      if (count > MAX_LAYER_ARRAY) {
        r.skip(Number(minBytes));
        return count;
      }
      if (!r.has(Number(minBytes))) await this.load(Number(minBytes), label);
      this.facts.arrays.set(name, Array.from({ length: count }, () => r.scalar(elementType) as number | bigint | boolean));
      return count;
    }
    for (let element = 1; element <= count; element++) r.skip(await this.length(`${label} element ${element} string length`, r.fileSize));
    return count;
  }

  /** Reads a scalar value; a text longer than MAX_KEPT_TEXT_BYTES is skipped (undefined). */
  private async scalar(type: number, label: string): Promise<string | number | bigint | boolean | undefined> {
    const r = this.r;
    if (type === GGUF_STRING) {
      const length = await this.length(`${label} string length`, r.fileSize);
      if (length > MAX_KEPT_TEXT_BYTES) {
        r.skip(length);
        return undefined;
      }
      if (!r.has(length)) await this.load(length, label);
      return r.text(length);
    }
    const bytes = GGUF_VALUE_TYPES[type]!.minBytes;
    if (!r.has(bytes)) await this.load(bytes, label);
    return r.scalar(type);
  }

  private async tensor(index: number): Promise<{ label: string; bytes: bigint; offset: bigint }> {
    const r = this.r;
    const nameLength = await this.length(`tensor ${index} name length`, MAX_TENSOR_NAME_BYTES);
    if (!r.has(nameLength)) await this.load(nameLength, `tensor ${index} name`);
    const name = r.text(nameLength);
    const label = `tensor ${quote(name)}`;
    if (!r.has(4)) await this.load(4, `${label} dimension count`);
    const dimensionCount = r.u32();
    if (dimensionCount > MAX_DIMENSIONS) throw this.corrupt(`${label} dimension count`, `is ${fmt(dimensionCount)}; llama.cpp tensors have at most ${MAX_DIMENSIONS}`);
    const dimensions: bigint[] = [];
    for (let d = 1; d <= dimensionCount; d++) {
      if (!r.has(8)) await this.load(8, `${label} dimension ${d}`);
      dimensions.push(r.u64());
    }
    if (!r.has(4)) await this.load(4, `${label} type`);
    const typeNumber = r.u32();
    const type = ggmlTypeSize(typeNumber);
    if (!type) throw this.corrupt(`${label} type`, `is ${fmt(typeNumber)}, not a tensor type llama.cpp reads`);
    const first = dimensions[0] ?? 1n;
    if (first % BigInt(type.blockValues) !== 0n) {
      throw this.corrupt(`${label} dimension 1`, `is ${fmt(first)}, not a multiple of the ${type.blockValues} values of a ${type.name} block`);
    }
    let values = 1n;
    for (const [d, size] of dimensions.entries()) {
      values *= size;
      if ((values / BigInt(type.blockValues)) * BigInt(type.blockBytes) > MAX_TENSOR_BYTES) {
        throw this.corrupt(`${label} dimension ${d + 1}`, `is ${fmt(size)}, which makes the tensor larger than any file can be`);
      }
    }
    if (!r.has(8)) await this.load(8, `${label} data offset`);
    const offset = r.u64();
    this.checkHeaderSize(label);
    if (GgufHeaderFacts.wantsTensor(name)) this.facts.tensors.set(name, dimensions.map(Number));
    return { label, bytes: (values / BigInt(type.blockValues)) * BigInt(type.blockBytes), offset };
  }

  private checkTypedKeys(): void {
    for (const [name, expected] of Object.entries(TYPED_KEYS)) {
      const seen = this.typedKeys.get(name);
      if (seen && !sameShape(seen, expected)) {
        throw this.corrupt(`${seen.label} value type`, `is ${describeShape(seen)}; llama.cpp reads this key only as ${describeShape(expected)}`);
      }
    }
    const tokens = this.typedKeys.get("tokenizer.ggml.tokens");
    for (const name of PER_TOKEN_ARRAYS) {
      const array = this.typedKeys.get(name);
      if (tokens && array && array.length !== tokens.length) {
        throw this.corrupt(`${array.label} array length`, `is ${fmt(array.length ?? 0)} where the vocabulary has ${fmt(tokens.length ?? 0)} tokens`);
      }
    }
  }

  /** Reads a u64 count and checks it against `max` and against the bytes left for `minBytesEach` each. */
  private async count(field: string, max: number, minBytesEach: number, noun: string): Promise<number> {
    if (!this.r.has(8)) await this.load(8, field);
    const value = this.r.u64();
    if (value > BigInt(max)) throw this.corrupt(field, `claims ${fmt(value)} ${noun}; no model has more than ${fmt(max)}`);
    const needed = value * BigInt(minBytesEach);
    if (needed > BigInt(this.r.remaining)) {
      throw this.corrupt(field, `claims ${fmt(value)} ${noun}, which need at least ${fmt(needed)} bytes, and only ${fmt(this.r.remaining)} remain in the file`);
    }
    return Number(value);
  }

  /** Reads a u64 byte length and checks it against the bytes left in the file and against `max`. */
  private async length(field: string, max: number): Promise<number> {
    if (!this.r.has(8)) await this.load(8, field);
    const value = this.r.u64();
    if (value > BigInt(this.r.remaining)) {
      throw this.corrupt(field, `claims ${fmt(value)} bytes and only ${fmt(this.r.remaining)} remain before the file ends at byte ${fmt(this.r.fileSize)}`);
    }
    if (value > BigInt(max)) throw this.corrupt(field, `claims ${fmt(value)} bytes; llama.cpp accepts at most ${fmt(max)}`);
    return Number(value);
  }

  private valueType(type: number, field: string): number {
    if (!(type in GGUF_VALUE_TYPES)) throw this.corrupt(field, `is ${fmt(type)}, not a GGUF value type`);
    return type;
  }

  private checkHeaderSize(label: string): void {
    if (this.r.position > MAX_HEADER_BYTES) {
      throw this.corrupt(label, `ends at byte ${fmt(this.r.position)}, making the header larger than the ${fmt(MAX_HEADER_BYTES)} bytes any model needs`);
    }
  }

  private async load(length: number, field: string): Promise<void> {
    if (!(await this.r.fill(length))) throw this.cutOff(field);
  }

  private cutOff(field: string): CorruptGgufError {
    return this.corrupt(field, `is cut off: the file ends at byte ${fmt(this.r.fileSize)}`);
  }

  private corrupt(field: string, problem: string): CorruptGgufError {
    return new CorruptGgufError(this.file, field, problem);
  }
}

function padded(bytes: bigint, alignment: number): bigint {
  const a = BigInt(alignment);
  return ((bytes + a - 1n) / a) * a;
}
