import type fsp from "node:fs/promises";
import { openRegularFile } from "../../files/openRegularFile.ts";
import type { WordVectorSource } from "./wordVectorTable.ts";

/** An open cache file that passed the checks, with its size. */
export interface OpenedCacheFile {
  handle: fsp.FileHandle;
  size: number;
}

/** Bytes asked of one read call: one read of 2 GiB or more is refused by the platform (or aborts it). */
const READ_CHUNK = 64 * 1024 * 1024;
/** Never more than this, whatever the source: one Buffer, and below the size where reads and Buffers stop being safe. */
const ABSOLUTE_MAX_BYTES = 2 ** 31 - 1;

/**
 * The largest cache a source can have given rise to. Each value in the JSON takes at least two
 * characters ("0,") and four bytes in the cache; each word its bytes and quotes (twice) and a
 * row of at least 100 values in the JSON, its bytes and at most 20 bytes of index in the cache.
 * So a cache is at most a little over twice its source (the real one is half: 145 of 307 MB);
 * four times, plus a margin for a tiny source, leaves room without admitting a file of any size.
 */
export function largestCacheBytes(source: WordVectorSource): number {
  return Math.min(4 * source.size + 1024 * 1024, ABSOLUTE_MAX_BYTES);
}

/**
 * Opens `file` for reading only when it is a regular file of `minBytes` to `maxBytes`; undefined
 * otherwise (missing, a folder, a FIFO, a device, too small or too large for a cache). Opened
 * without blocking (a FIFO planted at the name never holds a thread), the kind and size checked
 * on the open descriptor, so a file swapped in before the open is caught too.
 */
export async function openCacheFile(file: string, minBytes: number, maxBytes: number): Promise<OpenedCacheFile | undefined> {
  let opened: Awaited<ReturnType<typeof openRegularFile>>;
  try {
    opened = await openRegularFile(file, { maxBytes });
  } catch {
    return undefined;
  }
  if (opened.size < minBytes) {
    await opened.handle.close().catch(() => undefined);
    return undefined;
  }
  return { handle: opened.handle, size: opened.size };
}

/** Fills `into` from `position` of the file, a chunk per read; null when the file ends first. */
export async function readAt(handle: fsp.FileHandle, into: Buffer, position: number): Promise<Buffer | null> {
  let filled = 0;
  while (filled < into.length) {
    const { bytesRead } = await handle.read(into, filled, Math.min(READ_CHUNK, into.length - filled), position + filled);
    if (bytesRead === 0) return null;
    filled += bytesRead;
  }
  return into;
}
