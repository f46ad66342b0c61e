import fs from "node:fs";
import type { Llama } from "node-llama-cpp";
import { ModelLoadError } from "../errors/ModelLoadError.ts";
import { NotGgufError } from "../errors/NotGgufError.ts";
import { TruncatedGgufError } from "../errors/TruncatedGgufError.ts";
import { UnsupportedArchitectureError } from "../errors/UnsupportedArchitectureError.ts";
import { inspectGgufHeader } from "./inspectGgufHeader.ts";

const FS_REASONS: Record<string, string> = {
  ENOENT: "the file does not exist",
  EACCES: "permission to read it was denied",
  EPERM: "permission to read it was denied",
  EISDIR: "it is a folder, not a file",
};

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** The first bytes of a file, or the file system's reason it cannot be read. */
function readMagic(file: string): Buffer | string {
  try {
    const fd = fs.openSync(file, "r");
    try {
      const bytes = Buffer.alloc(4);
      return bytes.subarray(0, fs.readSync(fd, bytes, 0, 4, 0));
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    return FS_REASONS[code] ?? (error as Error).message;
  }
}

/**
 * What is wrong with a model file, found from its first bytes and GGUF header before llama.cpp
 * sees it; null when it looks loadable. Checking first matters beyond the wording: when
 * llama.cpp fails inside a load, node-llama-cpp 3.21 leaves the half-made model holding its llama
 * instance, whose dispose() then never finishes.
 */
export async function checkModelFile(file: string, llama: Llama): Promise<Error | null> {
  const magic = readMagic(file);
  if (typeof magic === "string") return new ModelLoadError(file, magic);
  if (magic.toString("latin1") !== "GGUF") {
    return new NotGgufError(file, magic.length === 0 ? "the file is empty" : `it starts with ${JSON.stringify(magic.toString("latin1"))} instead of "GGUF"`);
  }
  const header = await inspectGgufHeader(file, llama);
  if (header.kind === "unreadableHeader") return new TruncatedGgufError(file, `its header is cut short or damaged: ${header.reason}`);
  if (header.kind === "unsupportedArchitecture") return new UnsupportedArchitectureError(file, header.architecture);
  if (header.kind === "truncated") return new TruncatedGgufError(file, `it has ${mib(header.bytes)} of the ${mib(header.expectedBytes)} its header describes`);
  return null;
}
