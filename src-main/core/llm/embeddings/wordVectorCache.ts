import crypto from "node:crypto";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { PackedWordIndex } from "./PackedWordIndex.ts";
import { largestCacheBytes, openCacheFile, readAt } from "./openCacheFile.ts";
import type { WordVectorSource, WordVectors } from "./wordVectorTable.ts";

/*
 * Layout (little-endian): the header below, then four sections each padded to a multiple of 4
 * bytes: the words' UTF-8 bytes in row order, where each word starts (rows + 1 uint32), the
 * word index's hash table (int32 rows) and the `rows * dimension` float32 values. The CRC-32
 * covers everything after the header, so a torn or damaged file is caught (85 ms for 140 MB,
 * where a SHA-256 took 210); the source's size and time catch a changed source.
 */
const MAGIC = Buffer.from("DSTLWV02", "latin1");
const HEADER_BYTES = 48;
const MAGIC_AT = 0;
const DIMENSION_AT = 8;
const ROWS_AT = 12;
const SOURCE_SIZE_AT = 16;
const SOURCE_MTIME_AT = 24;
const WORDS_BYTES_AT = 32;
const SLOTS_AT = 36;
const CRC_AT = 40;
/** Bytes checksummed between yields, so reading the cache never stalls the thread for long. */
const CRC_CHUNK = 16 * 1024 * 1024;
/** A temporary file this old was left by a writer that died (a stopped export's worker); a live one takes seconds. */
const ABANDONED_TEMP_MS = 10 * 60 * 1000;

const yieldToEvents = () => new Promise((resolve) => setImmediate(resolve));

async function crc32(bytes: Uint8Array, start: number): Promise<number> {
  let crc = 0;
  for (let at = start; at < bytes.length; at += CRC_CHUNK) {
    crc = zlib.crc32(bytes.subarray(at, Math.min(at + CRC_CHUNK, bytes.length)), crc);
    if (at + CRC_CHUNK < bytes.length) await yieldToEvents();
  }
  return crc;
}

const padTo4 = (n: number) => (4 - (n % 4)) % 4;

/** Float32 rows are stored as the machine holds them; every platform Distillate ships on is little-endian. */
export const cacheUsable = () => os.endianness() === "LE";

/** Where each section starts, from the counts in the header. */
function sections(wordsBytes: number, rows: number, slots: number, dimension: number) {
  const starts = HEADER_BYTES + wordsBytes + padTo4(wordsBytes);
  const slotsAt = starts + (rows + 1) * 4;
  const vectors = slotsAt + slots * 4;
  return { starts, slots: slotsAt, vectors, end: vectors + rows * dimension * 4 };
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

/** The words in row order, when every row has exactly one word and each survives UTF-8 (what the cache can store). */
function wordsByRow(table: WordVectors): string[] | undefined {
  const rows = table.vectors.length / table.dimension;
  if (!(table.index instanceof Map) || table.index.size !== rows) return undefined;
  const words = new Array<string>(rows);
  for (const [word, row] of table.index) {
    if (words[row] !== undefined || !word.isWellFormed()) return undefined;
    words[row] = word;
  }
  return words;
}

/** Removes temporary files of this cache that a dead writer left behind (each is as large as the cache). */
async function removeAbandonedTemps(file: string): Promise<void> {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  for (const name of await fsp.readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(prefix) || !name.endsWith(".tmp")) continue;
    const temp = path.join(dir, name);
    const stat = await fsp.stat(temp).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > ABANDONED_TEMP_MS) await fsp.rm(temp, { force: true });
  }
}

/**
 * Writes `table` as the cache of `source` into `file`, atomically: into a temporary file in the
 * same folder, flushed, then renamed over `file`, so a reader (another worker, the next process)
 * sees the old file or the new one, never half of one. False when it cannot be written there (a
 * read-only install, a full disk); the cache is only a speed-up, so that is not an error.
 */
export async function writeWordVectorCache(file: string, source: WordVectorSource, table: WordVectors): Promise<boolean> {
  const words = cacheUsable() ? wordsByRow(table) : undefined;
  if (!words) return false;
  const packed = PackedWordIndex.pack(words);
  const asBytes = (array: ArrayBufferView) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  const parts = [asBytes(packed.bytes), Buffer.alloc(padTo4(packed.bytes.length)), asBytes(packed.starts), asBytes(packed.slots), asBytes(table.vectors)];
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, MAGIC_AT);
  header.writeUInt32LE(table.dimension, DIMENSION_AT);
  header.writeUInt32LE(words.length, ROWS_AT);
  header.writeDoubleLE(source.size, SOURCE_SIZE_AT);
  header.writeDoubleLE(source.mtimeMs, SOURCE_MTIME_AT);
  header.writeUInt32LE(packed.bytes.length, WORDS_BYTES_AT);
  header.writeUInt32LE(packed.slots.length, SLOTS_AT);
  header.writeUInt32LE(parts.reduce((crc, part) => zlib.crc32(part, crc), 0), CRC_AT);
  const temp = `${file}.${process.pid}-${crypto.randomBytes(6).toString("hex")}.tmp`;
  try {
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await removeAbandonedTemps(file);
    const handle = await fsp.open(temp, "wx");
    try {
      let at = 0;
      for (const part of [header, ...parts]) {
        for (let done = 0; done < part.length; ) {
          const { bytesWritten } = await handle.write(part, done, part.length - done, at);
          done += bytesWritten;
          at += bytesWritten;
        }
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fsp.rename(temp, file);
    return true;
  } catch {
    await fsp.rm(temp, { force: true }).catch(() => undefined);
    return false;
  }
}
