import { createHash } from "node:crypto";

/** Text shorter than this identifies nothing (a scan with a line of text, a title page): no digest. */
const MIN_CHARS = 200;

/**
 * What two copies of one paper share whatever their bytes (a password added, the metadata
 * rewritten, a re-save): the text read from them, in reading order, with case and spacing
 * evened out. Null for a paper with too little text to tell it from another.
 */
export function paperTextDigest(passages: readonly string[]): string | null {
  const text = passages
    .map((p) => p.toLowerCase().replace(/\s+/g, " ").trim())
    .filter((p) => p !== "")
    .join("\n");
  return text.length < MIN_CHARS ? null : createHash("sha256").update(text).digest("hex");
}
