import zlib from "node:zlib";
import { PackedWordIndex } from "./PackedWordIndex.ts";
import { largestCacheBytes, openCacheFile, readAt } from "./openCacheFile.ts";
import { cacheUsable, CRC_AT, DIMENSION_AT, HEADER_BYTES, MAGIC, MAGIC_AT, ROWS_AT, sections, SLOTS_AT, SOURCE_MTIME_AT, SOURCE_SIZE_AT, WORDS_BYTES_AT } from "./wordVectorCacheLayout.ts";
import type { WordVectorSource, WordVectors } from "./wordVectorTable.ts";

/** Bytes checksummed between yields, so reading the cache never stalls the thread for long. */
const CRC_CHUNK = 16 * 1024 * 1024;

const yieldToEvents = () => new Promise((resolve) => setImmediate(resolve));

async function crc32(bytes: Uint8Array, start: number): Promise<number> {
  let crc = 0;
  for (let at = start; at < bytes.length; at += CRC_CHUNK) {
    crc = zlib.crc32(bytes.subarray(at, Math.min(at + CRC_CHUNK, bytes.length)), crc);
    if (at + CRC_CHUNK < bytes.length) await yieldToEvents();
  }
  return crc;
}

/**
 * The table cached in `file` if it was built from `source` and is whole; undefined when it is
 * missing, stale, truncated or damaged in any way (the caller then rebuilds it from the source).
 * Nothing is read before the file is known to be a regular file of a size the source allows, and
 * the body only after the header matched it exactly (openCacheFile.ts). The arrays are views
 * into the one buffer read, so loading costs the read and the checksum.
 */
export async function readWordVectorCache(file: string, source: WordVectorSource): Promise<WordVectors | undefined> {
  if (!cacheUsable()) return undefined;
  const opened = await openCacheFile(file, HEADER_BYTES, largestCacheBytes(source));
  if (!opened) return undefined;
  let bytes: Buffer;
  try {
    const header = await readAt(opened.handle, Buffer.alloc(HEADER_BYTES), 0);
    if (!header || !header.subarray(MAGIC_AT, MAGIC_AT + MAGIC.length).equals(MAGIC)) return undefined;
    if (header.readDoubleLE(SOURCE_SIZE_AT) !== source.size || header.readDoubleLE(SOURCE_MTIME_AT) !== source.mtimeMs) return undefined;
    const declared = sections(header.readUInt32LE(WORDS_BYTES_AT), header.readUInt32LE(ROWS_AT), header.readUInt32LE(SLOTS_AT), header.readUInt32LE(DIMENSION_AT));
    if (opened.size !== declared.end) return undefined;
    // Memory of its own at offset 0, so the rows can be viewed in place.
    bytes = Buffer.allocUnsafeSlow(opened.size);
    header.copy(bytes);
    if (!(await readAt(opened.handle, bytes.subarray(HEADER_BYTES), HEADER_BYTES))) return undefined;
  } catch {
    return undefined;
  } finally {
    await opened.handle.close().catch(() => undefined);
  }
  const dimension = bytes.readUInt32LE(DIMENSION_AT);
  const rows = bytes.readUInt32LE(ROWS_AT);
  const wordsBytes = bytes.readUInt32LE(WORDS_BYTES_AT);
  const slots = bytes.readUInt32LE(SLOTS_AT);
  const at = sections(wordsBytes, rows, slots, dimension);
  const powerOfTwo = slots > 0 && (slots & (slots - 1)) === 0;
  if (dimension === 0 || !powerOfTwo || slots <= rows) return undefined;
  if ((await crc32(bytes, HEADER_BYTES)) !== bytes.readUInt32LE(CRC_AT)) return undefined;
  const view = <T>(Type: new (buffer: ArrayBufferLike, offset: number, length: number) => T, offset: number, length: number) => new Type(bytes.buffer, bytes.byteOffset + offset, length);
  const starts = view(Uint32Array, at.starts, rows + 1);
  if (starts[0] !== 0 || starts[rows] !== wordsBytes) return undefined;
  const index = new PackedWordIndex(view(Uint8Array, HEADER_BYTES, wordsBytes), starts, view(Int32Array, at.slots, slots));
  return { dimension, index, vectors: view(Float32Array, at.vectors, rows * dimension) };
}
