// One scanned paper read as an import reads it, in a process of its own: the parse pool of the
// checkout at argv[2] (this one, or a previous commit unpacked by previousCheckout.ts) at its
// defaults (min(2, cores) workers, OCR on in English, the engine chosen automatically, as the
// settings leave it) reads the PDF at argv[3]. Prints one JSON line: wall seconds from the pool's
// creation to the paper (workers and OCR engines started on the way, as a first import starts
// them), pages, pages OCR read and the body text, to compare readings.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ParserPool as Pool } from "../src-main/core/documents/pool/ParserPool.ts";

const [root, file] = process.argv.slice(2) as [string, string];
const { ParserPool } = (await import(pathToFileURL(path.join(root, "src-main/core/documents/pool/ParserPool.ts")).href)) as { ParserPool: typeof Pool };
const bytes = new Uint8Array(fs.readFileSync(file));
const started = performance.now();
const pool = new ParserPool();
try {
  const paper = await pool.parse(bytes, { file, ocr: { languages: ["eng"], engine: "automatic" } });
  const seconds = (performance.now() - started) / 1000;
  const ocr = paper.metadata?.["ocr"] as { pages?: number[]; engines?: { engine: string }[] } | undefined;
  const body = paper.passages.filter((p) => p.kind === "paragraph" || p.kind === "abstract").map((p) => p.text).join(" ");
  console.log(JSON.stringify({ seconds, pages: paper.pageCount, ocrPages: ocr?.pages?.length ?? 0, engines: ocr?.engines?.map((e) => e.engine) ?? [], workers: pool.size, body }));
} finally {
  await pool.dispose();
}
