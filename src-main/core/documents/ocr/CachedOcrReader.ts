import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { readRegularFileSync } from "../../files/readRegularFile.ts";
import { replaceFileSync } from "../../files/replaceFile.ts";
import type { OcrPageRead, OcrReader } from "./OcrReader.ts";

/** What the app keeps of pages read, at most: some 15,000 pages (a page's read, compressed, is 20-60 kB). */
export const OCR_CACHE_MAX_BYTES = 512 * 1024 * 1024;

/** The folder of the library's data folder that keeps what OCR read of each page picture. */
export const OCR_READS_FOLDER = "ocr-pages";

/** Changed when what is stored, or what it is keyed by, changes: older reads are then not found. */
const FORMAT = "ocr-page-read 2";

/**
 * The most a kept file may hold, packed and unpacked. A dense 300 dpi page's read is about 1 MB of
 * JSON, 20-60 kB packed: a file past either bound is no read this app wrote (a gzip bomb of a few kB
 * would otherwise unpack to gigabytes in the import's memory), and the page is read again.
 */
const MAX_KEPT_BYTES = 8 * 1024 * 1024;
const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;

/** The settings a page's read depends on besides its picture (the languages are the reader's). */
export interface OcrReadSettings {
  engine: string;
  model: string;
  /**
   * What identifies the engine's build and model files (package versions, the command's version,
   * the language files' sizes and times; see PreferredOcrEngine.versions): a newer engine or
   * model may read a page otherwise, so its reads are never served one an older one kept.
   */
  versions: () => Promise<string>;
}

/**
 * An OCR reader that reads a page's picture once: what the engine read of it is kept in `folder`
 * (in the app's data folder, never beside the user's files), keyed by the picture's hash and the
 * engine, model and languages, and given back when the same picture is read again with the same
 * settings: an import retried after a crash, a cancel or a refused page, or the same scan imported
 * again, reads only the pages it had not read. The engine's words are kept, not the page's text:
 * the reading rules run again on them, so a newer reader reads a kept page as it reads a new one.
 * A read with an engine note (the chosen engine failed and another read the page) is not kept, so
 * the next import tries the chosen engine again. Kept reads stay under `maxBytes`: the oldest go
 * first. A folder that cannot be written is no error: the page is read as before.
 */
export class CachedOcrReader implements OcrReader {
  readonly #inner: OcrReader;
  readonly #folder: string;
  readonly #settings: OcrReadSettings;
  #key: Promise<string> | null = null;
  readonly #maxBytes: number;

  constructor(inner: OcrReader, folder: string, settings: OcrReadSettings, maxBytes = OCR_CACHE_MAX_BYTES) {
    this.#inner = inner;
    this.#folder = folder;
    this.#settings = settings;
    this.#maxBytes = maxBytes;
  }

  get languages(): string[] {
    return this.#inner.languages;
  }

  async read(image: Uint8Array): Promise<OcrPageRead> {
    const [read] = await this.readMany([image]);
    if (read instanceof Error) throw read;
    return read!;
  }

  /** The kept reads of these pictures, the others read together (see OcrReader.readMany) and kept as they come back. */
  async readMany(images: readonly Uint8Array[], onPage?: (i: number) => void): Promise<(OcrPageRead | Error)[]> {
    // The versions are asked once per reader, on its first page.
    const key = await (this.#key ??= this.#settings.versions().then((versions) => JSON.stringify([FORMAT, this.#settings.engine, this.#settings.model, this.#inner.languages, versions])));
    const files = images.map((image) => path.join(this.#folder, `${crypto.createHash("sha256").update(key).update("\u0000").update(image).digest("hex")}.json.gz`));
    const reads: (OcrPageRead | Error | null)[] = files.map(readKept);
    const missing = images.flatMap((_, i) => (reads[i] ? [] : [i]));
    if (missing.length === 0) return reads as OcrPageRead[];
    const inner = this.#inner;
    const fresh = inner.readMany ? await inner.readMany(missing.map((i) => images[i]!), onPage && ((j) => onPage(missing[j]!))) : [];
    // A reader that cannot read several at once reads each of the others alone.
    for (let j = fresh.length; j < missing.length; j++) onPage?.(missing[j]!), fresh.push(await inner.read(images[missing[j]!]!).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))));
    missing.forEach((i, j) => {
      const read = fresh[j]!;
      reads[i] = read;
      if (!(read instanceof Error) && !read.engineNote) this.#keep(files[i]!, read);
    });
    return reads as (OcrPageRead | Error)[];
  }

  dispose(): Promise<void> {
    return this.#inner.dispose();
  }

  #keep(file: string, read: OcrPageRead): void {
    try {
      fs.mkdirSync(this.#folder, { recursive: true });
      replaceFileSync(file, zlib.gzipSync(JSON.stringify(read)));
      trimFolder(this.#folder, this.#maxBytes);
    } catch {
      // Not kept (a full disk, a read-only folder): the page was read all the same.
    }
  }
}

/**
 * A kept read, or null when there is none or it cannot be read back (then the page is read again).
 * The folder is the user's to change: a name there may be a FIFO (a plain read would wait for a
 * writer for good), a link to a device that never ends, or a file that unpacks without end, so
 * it is opened without blocking, its kind and size checked, and unpacked within a bound.
 */
function readKept(file: string): OcrPageRead | null {
  try {
    const packed = readRegularFileSync(file, { maxBytes: MAX_KEPT_BYTES, noFollow: true });
    const read = JSON.parse(zlib.gunzipSync(packed, { maxOutputLength: MAX_UNPACKED_BYTES }).toString("utf8")) as OcrPageRead;
    if (!Array.isArray(read.blocks) || typeof read.engine !== "string") return null;
    // Kept longest is what is read again: the trim takes the least recently read.
    const now = new Date();
    fs.utimesSync(file, now, now);
    return read;
  } catch {
    return null;
  }
}

/** Removes the least recently used kept reads until the folder holds under nine tenths of `maxBytes`. */
function trimFolder(folder: string, maxBytes: number): void {
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".json.gz"))
    .map((name) => {
      const stat = fs.statSync(path.join(folder, name), { throwIfNoEntry: false });
      return { name, size: stat?.size ?? 0, used: stat?.mtimeMs ?? 0 };
    });
  let total = files.reduce((sum, f) => sum + f.size, 0);
  if (total <= maxBytes) return;
  files.sort((a, b) => a.used - b.used);
  for (const f of files) {
    if (total <= maxBytes * 0.9) break;
    fs.rmSync(path.join(folder, f.name), { force: true });
    total -= f.size;
  }
}
