// A GGUF v3 file with metadata and no tensors, for the registry's refusal tests (a header that
// names no architecture, a vocabulary-only file) without the shared models.
import fs from "node:fs";

type Value = string | number | boolean | string[];

const UINT32 = 4;
const BOOL = 7;
const STRING = 8;
const ARRAY = 9;

function text(value: string): Buffer {
  const bytes = Buffer.from(value, "utf8");
  const length = Buffer.alloc(8);
  length.writeBigUInt64LE(BigInt(bytes.length));
  return Buffer.concat([length, bytes]);
}

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
}

function u64(value: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(BigInt(value));
  return bytes;
}

function entry(key: string, value: Value): Buffer {
  if (typeof value === "string") return Buffer.concat([text(key), u32(STRING), text(value)]);
  if (typeof value === "boolean") return Buffer.concat([text(key), u32(BOOL), Buffer.from([value ? 1 : 0])]);
  if (typeof value === "number") return Buffer.concat([text(key), u32(UINT32), u32(value)]);
  return Buffer.concat([text(key), u32(ARRAY), u32(STRING), u64(value.length), ...value.map(text)]);
}

/** Writes "GGUF", version 3, zero tensors, then the given metadata in order. */
export function writeGgufHeader(file: string, metadata: Record<string, Value>): string {
  const entries = Object.entries(metadata);
  fs.writeFileSync(file, Buffer.concat([Buffer.from("GGUF"), u32(3), u64(0), u64(entries.length), ...entries.map(([k, v]) => entry(k, v))]));
  return file;
}
