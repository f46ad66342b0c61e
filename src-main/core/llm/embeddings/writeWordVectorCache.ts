import crypto from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { PackedWordIndex } from "./PackedWordIndex.ts";
import { cacheUsable, CRC_AT, DIMENSION_AT, HEADER_BYTES, MAGIC, MAGIC_AT, padTo4, ROWS_AT, SLOTS_AT, SOURCE_MTIME_AT, SOURCE_SIZE_AT, WORDS_BYTES_AT } from "./wordVectorCacheLayout.ts";
import type { WordVectors, WordVectorSource } from "./wordVectorTable.ts";

/** A temporary file this old was left by a writer that died (a stopped export's worker); a live one takes seconds. */
const ABANDONED_TEMP_MS = 10 * 60 * 1000;

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
