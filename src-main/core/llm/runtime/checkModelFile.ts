import type { Llama } from "node-llama-cpp";
import { BrokenLinkError } from "../../files/BrokenLinkError.ts";
import { NotARegularFileError } from "../../files/NotARegularFileError.ts";
import { openRegularFile } from "../../files/openRegularFile.ts";
import { CorruptGgufError } from "../errors/CorruptGgufError.ts";
import { ModelLoadError } from "../errors/ModelLoadError.ts";
import { NotGgufError } from "../errors/NotGgufError.ts";
import { UnreadableModelFileError } from "../errors/UnreadableModelFileError.ts";
import { UnsupportedArchitectureError } from "../errors/UnsupportedArchitectureError.ts";
import { checkGgufFile } from "../gguf/checkGgufFile.ts";
import { pinModelFile } from "../gguf/pinModelFile.ts";
import type { FileIdentityText } from "../../files/sameFile.ts";
import { inspectGgufHeader } from "./inspectGgufHeader.ts";

/** What is wrong with a model file; or nothing, and the file as it was checked (for pinModelFile). */
export type ModelFileCheck = { problem: Error } | { problem: null; identity: FileIdentityText };

const FS_REASONS: Record<string, string> = {
  ENOENT: "the file does not exist",
  EACCES: "permission to read it was denied",
  EPERM: "permission to read it was denied",
  EISDIR: "it is a folder, not a file",
};

/**
 * The file system's reason the file cannot be read, in a load error's words; null when it can.
 * Opened without blocking and asynchronously: a FIFO given as a model must neither stop this
 * thread nor hold one of Node's file pool until a writer comes.
 */
async function unreadableReason(file: string): Promise<string | NotARegularFileError | null> {
  try {
    const { handle } = await openRegularFile(file, { maxBytes: Number.MAX_SAFE_INTEGER });
    await handle.close();
    return null;
  } catch (error) {
    if (error instanceof NotARegularFileError) return error.kind === "a folder" ? FS_REASONS.EISDIR! : error;
    if (error instanceof BrokenLinkError) return error.message;
    const code = (error as NodeJS.ErrnoException).code ?? "";
    return FS_REASONS[code] ?? (error as Error).message;
  }
}

/**
 * What is wrong with a model file, found from its GGUF header (our own bounded check, then the
 * architecture) before llama.cpp sees it; its identity when it looks loadable. Checking first matters
 * beyond the wording: llama.cpp trusts the header's numbers (a damaged one can end the process),
 * and when it fails inside a load, node-llama-cpp 3.21 leaves the half-made model holding its
 * llama instance, whose dispose() then never finishes.
 */
export async function checkModelFile(file: string, llama: Llama): Promise<ModelFileCheck> {
  const unreadable = await unreadableReason(file);
  // A FIFO, a device or a socket is named as such, as every other reader of model files names it.
  if (unreadable instanceof NotARegularFileError) return { problem: new UnreadableModelFileError(file, unreadable.message) };
  if (unreadable) return { problem: new ModelLoadError(file, unreadable) };
  let identity: FileIdentityText;
  try {
    identity = (await checkGgufFile(file))[0]!.identity;
  } catch (error) {
    if (error instanceof NotGgufError || error instanceof CorruptGgufError) return { problem: error };
    return { problem: new ModelLoadError(file, (error as Error).message) };
  }
  // node-llama-cpp's reader trusts the header: it reads the file just checked, not whatever is at the path now.
  const pinned = await pinModelFile(file, identity);
  const header = await inspectGgufHeader(pinned.path, llama).finally(() => pinned.release());
  if (header.kind === "unreadableHeader") return { problem: new CorruptGgufError(file, "metadata", `cannot be read by the model runtime (${header.reason})`) };
  if (header.kind === "unsupportedArchitecture") return { problem: new UnsupportedArchitectureError(file, header.architecture) };
  return { problem: null, identity };
}
