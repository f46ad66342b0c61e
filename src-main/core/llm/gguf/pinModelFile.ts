import fs from "node:fs";
import path from "node:path";
import { describeFsError } from "../../files/describeFsError.ts";
import { openRegularFile } from "../../files/openRegularFile.ts";
import { fileIdentity, sameFile, type FileIdentityText } from "../../files/sameFile.ts";
import { ModelFileReplacedError } from "../errors/ModelFileReplacedError.ts";
import { UnreadableModelFileError } from "../errors/UnreadableModelFileError.ts";

/** A model file held open while llama.cpp reads it, and the path to give llama.cpp for it. */
export interface PinnedModelFile {
  /** What node-llama-cpp and llama.cpp are given to open. */
  readonly path: string;
  readonly identity: FileIdentityText;
  /** Closes the file; call it once llama.cpp has opened (or failed to open) the path. */
  release(): Promise<void>;
}

/** `name-00001-of-00003.gguf`: llama.cpp finds the other parts of a split model by this name. */
const SPLIT_PART = /-\d{5}-of-\d{5}\.gguf$/i;
const PROC_FD = "/proc/self/fd";
const hasProcFd = process.platform === "linux" && fs.existsSync(PROC_FD);

/**
 * Opens the model file right before llama.cpp reads it, checks it is a regular file (never a
 * FIFO, a device or a link to one) and, given `expected`, that it is still the file checked and
 * tried before (same inode, size and times: ModelFileReplacedError otherwise). On Linux llama.cpp
 * is then given `/proc/self/fd/N`: opening that opens the very file held here, so a file renamed
 * over the path after the check is never what loads. Elsewhere, and for split models (whose other
 * parts llama.cpp finds by name), it is given the path, and a swap in the moment between this
 * check and llama.cpp's own open is still possible for someone who can write the model's folder.
 */
export async function pinModelFile(file: string, expected?: FileIdentityText): Promise<PinnedModelFile> {
  let opened: Awaited<ReturnType<typeof openRegularFile>>;
  try {
    opened = await openRegularFile(file, { maxBytes: Number.MAX_SAFE_INTEGER });
  } catch (error) {
    throw new UnreadableModelFileError(file, describeFsError(error));
  }
  const { handle, stat } = opened;
  const identity = fileIdentity(stat);
  if (expected && !sameFile(identity, expected)) {
    await handle.close().catch(() => undefined);
    throw new ModelFileReplacedError(file);
  }
  const byDescriptor = hasProcFd && !SPLIT_PART.test(path.basename(file));
  return {
    path: byDescriptor ? `${PROC_FD}/${handle.fd}` : file,
    identity,
    release: () => handle.close().catch(() => undefined),
  };
}
