import fs from "node:fs";
import type { Llama } from "node-llama-cpp";
import { CorruptGgufError } from "../errors/CorruptGgufError.ts";
import { ModelLoadError } from "../errors/ModelLoadError.ts";
import { NotGgufError } from "../errors/NotGgufError.ts";
import { UnsupportedArchitectureError } from "../errors/UnsupportedArchitectureError.ts";
import { checkGgufFile } from "../gguf/checkGgufFile.ts";
import { inspectGgufHeader } from "./inspectGgufHeader.ts";

const FS_REASONS: Record<string, string> = {
  ENOENT: "the file does not exist",
  EACCES: "permission to read it was denied",
  EPERM: "permission to read it was denied",
  EISDIR: "it is a folder, not a file",
};

/** The file system's reason the file cannot be read, in a load error's words; null when it can. */
function unreadableReason(file: string): string | null {
  try {
    fs.closeSync(fs.openSync(file, "r"));
    return fs.statSync(file).isDirectory() ? FS_REASONS.EISDIR! : null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    return FS_REASONS[code] ?? (error as Error).message;
  }
}

/**
 * What is wrong with a model file, found from its GGUF header (our own bounded check, then the
 * architecture) before llama.cpp sees it; null when it looks loadable. Checking first matters
 * beyond the wording: llama.cpp trusts the header's numbers (a damaged one can end the process),
 * and when it fails inside a load, node-llama-cpp 3.21 leaves the half-made model holding its
 * llama instance, whose dispose() then never finishes.
 */
export async function checkModelFile(file: string, llama: Llama): Promise<Error | null> {
  const unreadable = unreadableReason(file);
  if (unreadable) return new ModelLoadError(file, unreadable);
  try {
    await checkGgufFile(file);
  } catch (error) {
    if (error instanceof NotGgufError || error instanceof CorruptGgufError) return error;
    return new ModelLoadError(file, (error as Error).message);
  }
  const header = await inspectGgufHeader(file, llama);
  if (header.kind === "unreadableHeader") return new CorruptGgufError(file, "metadata", `cannot be read by the model runtime (${header.reason})`);
  if (header.kind === "unsupportedArchitecture") return new UnsupportedArchitectureError(file, header.architecture);
  return null;
}
