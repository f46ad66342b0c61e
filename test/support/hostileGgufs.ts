// The two files of issue 11 that took the process down through node-llama-cpp's reader: a
// 69-byte header claiming a 4,294,967,295-byte string, and a 24-byte one claiming 2^64-1 tensors.
import fs from "node:fs";
import path from "node:path";

function header(tensors: bigint, keys: bigint): Buffer {
  const bytes = Buffer.alloc(24);
  bytes.write("GGUF", 0, "latin1");
  bytes.writeUInt32LE(3, 4);
  bytes.writeBigUInt64LE(tensors, 8);
  bytes.writeBigUInt64LE(keys, 16);
  return bytes;
}

/** Writes both into `dir`; returns their paths. */
export function writeHostileGgufs(dir: string): { hugeString: string; endlessTensors: string } {
  const key = Buffer.from("general.architecture");
  const keyLength = Buffer.alloc(8);
  keyLength.writeBigUInt64LE(BigInt(key.length));
  const value = Buffer.alloc(12);
  value.writeUInt32LE(8, 0);
  value.writeBigUInt64LE(0xffffffffn, 4);
  const hugeString = path.join(dir, "huge-string.gguf");
  fs.writeFileSync(hugeString, Buffer.concat([header(0n, 1n), keyLength, key, value, Buffer.from("llama")]));
  const endlessTensors = path.join(dir, "endless-tensors.gguf");
  fs.writeFileSync(endlessTensors, header(2n ** 64n - 1n, 0n));
  return { hugeString, endlessTensors };
}
