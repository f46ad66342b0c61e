import fs from "node:fs";
import type { QaQuery } from "../../contract/qaQueries.ts";
import { ExportTooLargeError } from "./errors/ExportTooLargeError.ts";

/** Where an export's text goes, piece by piece. */
export interface ExportSink {
  write(text: string): void;
  /** Called once after the last piece. */
  end(): void;
}

/** Which QAs an export writes: a review query, and whose queue its `queue` filter means. */
export interface ExportSelection {
  query: QaQuery;
  reviewer: string;
}

// Writes in blocks of this size: one system call per record would double the export's time.
const BLOCK_BYTES = 256 * 1024;

/** A sink writing to an open file descriptor through a buffer; `bytes()` counts what was written. */
export function fileSink(fd: number): ExportSink & { bytes(): number } {
  let pending: string[] = [];
  let pendingLength = 0;
  let written = 0;
  const flush = () => {
    if (pending.length === 0) return;
    const block = Buffer.from(pending.join(""), "utf8");
    let offset = 0;
    while (offset < block.length) offset += fs.writeSync(fd, block, offset);
    written += block.length;
    pending = [];
    pendingLength = 0;
  };
  return {
    write(text) {
      pending.push(text);
      pendingLength += text.length;
      if (pendingLength >= BLOCK_BYTES) flush();
    },
    end: flush,
    bytes: () => written,
  };
}

/** A sink collecting the text in memory, refusing (ExportTooLargeError) once it passes `maxBytes`. */
export function textSink(maxBytes: number): ExportSink & { text(): string } {
  const parts: string[] = [];
  let bytes = 0;
  return {
    write(text) {
      bytes += Buffer.byteLength(text, "utf8");
      if (bytes > maxBytes) throw new ExportTooLargeError(maxBytes);
      parts.push(text);
    },
    end() {},
    text: () => parts.join(""),
  };
}
