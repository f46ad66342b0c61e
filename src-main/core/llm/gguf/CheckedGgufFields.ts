import { CorruptGgufError } from "../errors/CorruptGgufError.ts";
import { MAX_HEADER_BYTES } from "./ggufLimits.ts";
import { GGUF_VALUE_TYPES } from "./ggufValueTypes.ts";
import type { GgufWindowReader } from "./GgufWindowReader.ts";

export const fmt = (value: number | bigint): string => value.toLocaleString("en-US");
export const quote = (text: string): string => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);

/**
 * A GGUF header's fields read with their checks: each count and length against the bytes the file
 * has left and against its bound, each value type against GGUF's, the header's size against the
 * most any model needs. Every failure is a CorruptGgufError naming the field at fault.
 */
export class CheckedGgufFields {
  readonly file: string;
  readonly r: GgufWindowReader;

  constructor(file: string, reader: GgufWindowReader) {
    this.file = file;
    this.r = reader;
  }

  /** Reads a u64 count and checks it against `max` and against the bytes left for `minBytesEach` each. */
  async count(field: string, max: number, minBytesEach: number, noun: string): Promise<number> {
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
  async length(field: string, max: number): Promise<number> {
    if (!this.r.has(8)) await this.load(8, field);
    const value = this.r.u64();
    if (value > BigInt(this.r.remaining)) {
      throw this.corrupt(field, `claims ${fmt(value)} bytes and only ${fmt(this.r.remaining)} remain before the file ends at byte ${fmt(this.r.fileSize)}`);
    }
    if (value > BigInt(max)) throw this.corrupt(field, `claims ${fmt(value)} bytes; llama.cpp accepts at most ${fmt(max)}`);
    return Number(value);
  }

  valueType(type: number, field: string): number {
    if (!(type in GGUF_VALUE_TYPES)) throw this.corrupt(field, `is ${fmt(type)}, not a GGUF value type`);
    return type;
  }

  checkHeaderSize(label: string): void {
    if (this.r.position > MAX_HEADER_BYTES) {
      throw this.corrupt(label, `ends at byte ${fmt(this.r.position)}, making the header larger than the ${fmt(MAX_HEADER_BYTES)} bytes any model needs`);
    }
  }

  /** Makes sure `length` bytes are in the window; the file ending first is `field` cut off. */
  async load(length: number, field: string): Promise<void> {
    if (!(await this.r.fill(length))) throw this.cutOff(field);
  }

  private cutOff(field: string): CorruptGgufError {
    return this.corrupt(field, `is cut off: the file ends at byte ${fmt(this.r.fileSize)}`);
  }

  corrupt(field: string, problem: string): CorruptGgufError {
    return new CorruptGgufError(this.file, field, problem);
  }
}
