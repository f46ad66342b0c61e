import { createHash } from "node:crypto";
import { openRegularFile } from "../../files/openRegularFile.ts";
import { fileIdentity, sameFile } from "../../files/sameFile.ts";
import { ModelFileReplacedError } from "../errors/ModelFileReplacedError.ts";
import type { CheckedGgufPart } from "../gguf/checkGgufFile.ts";

const CHUNK = 1 << 20;

/**
 * A hash of what llama.cpp reads before any weight: each part's header (metadata and tensor
 * descriptions) and its size. Two files alike here are sized, shaped and run alike by
 * llama.cpp whatever their names or times, so a trial's verdict holds for both (a copy of the
 * file, the demo model written again). Reads at most the headers, bounded by the header check,
 * of the very files checked: a part replaced since its check is ModelFileReplacedError.
 */
export async function headerFingerprint(parts: readonly CheckedGgufPart[]): Promise<string> {
  const hash = createHash("sha256");
  const buffer = Buffer.alloc(CHUNK);
  for (const part of parts) {
    const { handle, size, stat } = await openRegularFile(part.file, { maxBytes: Number.MAX_SAFE_INTEGER });
    try {
      if (!sameFile(fileIdentity(stat), part.identity)) throw new ModelFileReplacedError(part.file);
      hash.update(`${size}:${part.headerBytes}:`);
      for (let at = 0; at < part.headerBytes; ) {
        const { bytesRead } = await handle.read(buffer, 0, Math.min(CHUNK, part.headerBytes - at), at);
        if (bytesRead === 0) break;
        hash.update(buffer.subarray(0, bytesRead));
        at += bytesRead;
      }
    } finally {
      await handle.close();
    }
  }
  return hash.digest("hex");
}
