import fs from "node:fs";
import { InsufficientMemoryError, type Llama } from "node-llama-cpp";
import { ModelLoadError } from "../errors/ModelLoadError.ts";
import { NotGgufError } from "../errors/NotGgufError.ts";
import { OutOfMemoryError, type MemoryAttempt } from "../errors/OutOfMemoryError.ts";
import { TruncatedGgufError } from "../errors/TruncatedGgufError.ts";
import { UnsupportedArchitectureError } from "../errors/UnsupportedArchitectureError.ts";
import { inspectGgufHeader } from "./inspectGgufHeader.ts";

const FS_REASONS: Record<string, string> = {
  ENOENT: "the file does not exist",
  EACCES: "permission to read it was denied",
  EPERM: "permission to read it was denied",
  EISDIR: "it is a folder, not a file",
};

/** The first bytes of a file, or null when it cannot be read. */
function readMagic(file: string): Buffer | null {
  try {
    const fd = fs.openSync(file, "r");
    try {
      const bytes = Buffer.alloc(4);
      return bytes.subarray(0, fs.readSync(fd, bytes, 0, 4, 0));
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return null;
  }
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/**
 * Turns whatever node-llama-cpp threw while loading a model into one of our named errors. For a
 * file llama.cpp cannot read it throws only "Failed to load model": the file's first bytes and
 * its GGUF header say why, and `logLines` (llama.cpp's messages during the load, when they
 * reached us) add llama.cpp's own words.
 */
export async function classifyLoadError(file: string, error: unknown, logLines: string[], attempt: MemoryAttempt, llama: Llama): Promise<Error> {
  if (error instanceof Error && error.name === "AbortError") return error;
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code && FS_REASONS[code]) return new ModelLoadError(file, FS_REASONS[code]!);
  if (error instanceof InsufficientMemoryError) return new OutOfMemoryError(attempt, error.message);

  const magic = readMagic(file);
  if (magic === null) return new ModelLoadError(file, "the file cannot be read");
  if (magic.toString("latin1") !== "GGUF") {
    return new NotGgufError(file, magic.length === 0 ? "the file is empty" : `it starts with ${JSON.stringify(magic.toString("latin1"))} instead of "GGUF"`);
  }
  const log = logLines.join("\n");
  const llamaSays = (pattern: RegExp) => pattern.exec(log)?.[0].replace(/^.*error loading model: /, "");

  const header = await inspectGgufHeader(file, llama);
  if (header.kind === "unreadableHeader") return new TruncatedGgufError(file, `its header is cut short or damaged: ${header.reason}`);
  if (header.kind === "unsupportedArchitecture") return new UnsupportedArchitectureError(file, header.architecture);
  if (header.kind === "truncated") {
    const words = llamaSays(/[^\n]*not within the file bounds[^\n]*/);
    return new TruncatedGgufError(file, `it has ${mib(header.bytes)} of the ${mib(header.expectedBytes)} its header describes${words ? `; llama.cpp: ${words}` : ""}`);
  }
  const lastLlamaError = logLines.filter((line) => /error|failed/i.test(line)).at(-1);
  return new ModelLoadError(file, lastLlamaError ?? (error instanceof Error ? error.message : String(error)));
}
