import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { UploadedFile } from "../../contract/importResults.ts";
import { readRegularFile } from "../files/readRegularFile.ts";

export const UPLOADS_FOLDER = "uploads";

/** Where an upload landed; `created` is false when an identical file already had its name. */
export interface StoredUpload {
  file: string;
  created: boolean;
}

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/**
 * Bytes a stored name may take. Common file systems allow 255 bytes per name; the rest is room
 * for the " (12)" a clash adds.
 */
const NAME_BYTES = 200;
/** An "extension" longer than this is part of the name (e.g. a dotted title), not a file type. */
const EXTENSION_BYTES = 16;

const utf8Bytes = (text: string): number => Buffer.byteLength(text, "utf8");

/**
 * The longest start of `text` within `maxBytes` of UTF-8 that ends between two characters as a
 * reader sees them (grapheme clusters): never half a code point, an accent without its letter,
 * or part of an emoji sequence.
 */
function truncateUtf8(text: string, maxBytes: number): string {
  if (utf8Bytes(text) <= maxBytes) return text;
  let kept = "";
  let bytes = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) {
    const size = utf8Bytes(segment);
    if (bytes + size > maxBytes) break;
    kept += segment;
    bytes += size;
  }
  return kept;
}

/**
 * The name an upload is stored under: only the last path segment of what the page sent (so
 * "../../evil.pdf" is "evil.pdf"), characters no file system accepts replaced, never empty,
 * never "." or "..", and short enough in UTF-8 bytes (what file systems count) for every file
 * system once a suffix is added, with its extension kept.
 */
export function safeUploadName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? "";
  let safe = last
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "_")
    .replace(/^[\s.]+|[\s.]+$/g, "")
    .normalize("NFC");
  if (WINDOWS_RESERVED.test(safe)) safe = `_${safe}`;
  if (safe === "") safe = "upload.pdf";
  let ext = path.extname(safe);
  if (utf8Bytes(ext) > EXTENSION_BYTES) ext = "";
  const stem = truncateUtf8(safe.slice(0, safe.length - ext.length), NAME_BYTES - utf8Bytes(ext)).trimEnd();
  return `${stem || "upload"}${ext}`;
}

function withSuffix(name: string, n: number): string {
  const ext = path.extname(name);
  return `${name.slice(0, name.length - ext.length)} (${n})${ext}`;
}

async function sameContent(file: string, data: Uint8Array): Promise<boolean> {
  // Never more than the upload's own size: a FIFO or a device under the name is simply not the same.
  const existing = await readRegularFile(file, { maxBytes: data.byteLength }).catch(() => null);
  return existing !== null && existing.byteLength === data.byteLength && Buffer.compare(existing, data) === 0;
}

/**
 * Writes one upload into `folder` atomically: the bytes go to a temporary file first, then get
 * their final name through a hard link, which (unlike rename) never replaces an existing file,
 * so two uploads with one name can never overwrite each other. A name already taken by the
 * same bytes is reused; by other bytes, the next free "name (2).pdf" is used.
 */
export async function storeUpload(folder: string, upload: UploadedFile): Promise<StoredUpload> {
  const dir = path.resolve(folder);
  await fs.mkdir(dir, { recursive: true });
  const name = safeUploadName(upload.name);
  const temp = path.join(dir, `.upload-${process.pid}-${crypto.randomUUID()}.tmp`);
  try {
    // Inside the try: a write cut short (a full disk) leaves no partial temporary file behind.
    await fs.writeFile(temp, upload.data, { flag: "wx" });
    for (let n = 1; ; n++) {
      const file = path.join(dir, n === 1 ? name : withSuffix(name, n));
      // safeUploadName already keeps one segment; this is the last line of defence against traversal.
      if (path.dirname(file) !== dir) throw new Error(`Refusing to store an upload outside ${dir}.`);
      try {
        await fs.link(temp, file);
        return { file, created: true };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "EEXIST") {
          if (await sameContent(file, upload.data)) return { file, created: false };
          continue;
        }
        // File systems without hard links (some network and FAT volumes): claim the name with
        // an exclusive create, then move the complete file over it.
        if (code === "EPERM" || code === "ENOTSUP" || code === "EXDEV" || code === "ENOSYS") {
          const claimed = await fs.open(file, "wx").then((h) => h.close().then(() => true), () => false);
          if (!claimed) {
            if (await sameContent(file, upload.data)) return { file, created: false };
            continue;
          }
          await fs.rename(temp, file);
          return { file, created: true };
        }
        throw error;
      }
    }
  } finally {
    await fs.rm(temp, { force: true });
  }
}
