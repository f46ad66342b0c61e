import { createHash } from "node:crypto";
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import { Transform, Writable } from "node:stream";
import { openRegularFile } from "../../files/openRegularFile.ts";
import { describeChange as describeIdentityChange, fileIdentity } from "../../files/sameFile.ts";
import { CREATE_EXCLUSIVE, writeFailure } from "../../files/replaceFile.ts";
import { ModelFileChangedError } from "../errors/ModelFileChangedError.ts";

export interface HashFileOptions {
  /** Called with the bytes hashed so far, at most every `progressEveryBytes`. Defaults to none. */
  onProgress?: (bytesDone: number, totalBytes: number) => void;
  /** Also write the bytes to this path, a new file (nothing may stand at the name), while hashing them (one read for a copy and its hash). Defaults to none. */
  copyTo?: string;
  /** The name a failed write of the copy is reported under (the file it becomes, not its temporary name). Defaults to `copyTo`. */
  copyShownAs?: string;
  /** Stops the read; the call rejects with the signal's reason. Defaults to none. */
  signal?: AbortSignal;
  /** Defaults to 64 MiB: a few hundred callbacks for a 7B model, none to speak of for a small one. */
  progressEveryBytes?: number;
}

/**
 * The sha256 of a file, streamed: a 5 GB model never sits in memory. With `copyTo`, the same
 * pass writes the copy, so copying a model into the data folder costs one read, not two.
 * Rejects with ModelFileChangedError when the file's identity (size, modification time, inode)
 * differs after the read or the bytes read differ from its size: a file still being written
 * would otherwise get a hash of no version of it, stored for good.
 */
export async function hashFile(file: string, options: HashFileOptions = {}): Promise<string> {
  // Opened without blocking and read through that descriptor to the size it had: a FIFO or a
  // device put at a registered model's path is refused, never read without end.
  const { handle, stat: before } = await openRegularFile(file, { maxBytes: Number.MAX_SAFE_INTEGER });
  const totalBytes = Number(before.size);
  const every = options.progressEveryBytes ?? 64 * 1024 * 1024;
  const hash = createHash("sha256");
  let bytesDone = 0;
  let reported = 0;
  const count = (chunk: Buffer): void => {
    hash.update(chunk);
    bytesDone += chunk.length;
    if (bytesDone - reported >= every || bytesDone === totalBytes) {
      reported = bytesDone;
      options.onProgress?.(bytesDone, totalBytes);
    }
  };
  // The stream closes the handle when it ends or fails (autoClose).
  const source = handle.createReadStream({ highWaterMark: 1024 * 1024, start: 0, end: Math.max(0, totalBytes - 1) });
  const signal = options.signal;
  if (options.copyTo) {
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        count(chunk);
        callback(null, chunk);
      },
    });
    // Created where nothing stands: a pipe would hold the copy until a reader came, a link would
    // send it wherever it points.
    const copy = await fs.promises.open(options.copyTo, CREATE_EXCLUSIVE, 0o666).catch(async (error: unknown) => {
      await handle.close().catch(() => undefined);
      throw error;
    });
    // flush: the copy is made durable before it is closed, so the rename that follows never puts
    // a file in place whose bytes a power cut could still lose.
    const sink = copy.createWriteStream({ flush: true });
    try {
      await pipeline(source, tap, sink, { signal });
    } catch (error) {
      // The disk's refusal (full, a file-size limit, an I/O error) in words, naming the model's
      // file; a failure reading the source or a stop keeps its own error.
      if (!signal?.aborted && sink.errored === error) throw writeFailure(options.copyShownAs ?? options.copyTo, error);
      throw error;
    }
  } else {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        count(chunk);
        callback();
      },
    });
    await pipeline(source, sink, { signal });
  }
  const change = describeChange(before, await fs.promises.stat(file, { bigint: true }), bytesDone);
  if (change) throw new ModelFileChangedError(file, change);
  return hash.digest("hex");
}

const fmt = (value: bigint | number): string => value.toLocaleString("en-US");

function describeChange(before: fs.BigIntStats, after: fs.BigIntStats, bytesRead: number): string | null {
  if (after.size === before.size && BigInt(bytesRead) !== before.size) return `${fmt(bytesRead)} bytes were read of its ${fmt(before.size)}`;
  // The change time is left out: a model's permissions changed while it is hashed do not change its bytes.
  return describeIdentityChange(fileIdentity(before), { ...fileIdentity(after), ctimeNs: String(before.ctimeNs) });
}
