import fs from "node:fs";
import { openRegularFile, openRegularFileSync, type PathName, type RegularFileOptions } from "./openRegularFile.ts";

/** Bytes asked of one read call: one read of 2 GiB or more is refused by the platform. */
const READ_CHUNK = 16 * 1024 * 1024;

/**
 * The whole file, when it is a regular file of at most `maxBytes`: read up to the size it had
 * when opened (a file still growing is cut there, never read without end).
 */
export async function readRegularFile(file: PathName, options: RegularFileOptions): Promise<Buffer> {
  return (await readRegularFileWithStat(file, options)).bytes;
}

/**
 * As readRegularFile, with what fstat said of the file when it was opened: a caller that must
 * know the bytes are the whole file, not a moment of one being written, compares it with the
 * file's state after the read (`sameFile`).
 */
export async function readRegularFileWithStat(file: PathName, options: RegularFileOptions): Promise<{ bytes: Buffer; stat: fs.BigIntStats }> {
  const { handle, size, stat } = await openRegularFile(file, options);
  try {
    const bytes = Buffer.allocUnsafe(size);
    let filled = 0;
    while (filled < size) {
      const { bytesRead } = await handle.read(bytes, filled, Math.min(READ_CHUNK, size - filled), filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return { bytes: bytes.subarray(0, filled), stat };
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** As readRegularFile, synchronously. */
export function readRegularFileSync(file: PathName, options: RegularFileOptions): Buffer {
  const { fd, size } = openRegularFileSync(file, options);
  try {
    const bytes = Buffer.allocUnsafe(size);
    let filled = 0;
    while (filled < size) {
      const read = fs.readSync(fd, bytes, filled, Math.min(READ_CHUNK, size - filled), filled);
      if (read === 0) break;
      filled += read;
    }
    return bytes.subarray(0, filled);
  } finally {
    fs.closeSync(fd);
  }
}

export interface FileChunkOptions extends RegularFileOptions {
  /** Bytes per chunk. Defaults to 1 MiB. */
  chunkBytes?: number;
}

/**
 * The file's bytes a chunk at a time, for readers that parse as they go and must not hold the
 * whole file: bounded by the size the file had when opened. The size is known from `size` in the
 * first step (`onOpen`), for progress.
 */
export async function* readRegularFileChunks(file: PathName, options: FileChunkOptions & { onOpen?: (size: number) => void }): AsyncGenerator<Buffer> {
  const { handle, size } = await openRegularFile(file, options);
  options.onOpen?.(size);
  const chunk = options.chunkBytes ?? 1024 * 1024;
  try {
    let position = 0;
    while (position < size) {
      const buffer = Buffer.allocUnsafe(Math.min(chunk, size - position));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      if (bytesRead === 0) break;
      position += bytesRead;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close().catch(() => undefined);
  }
}
