// The two libraries the ask benchmark searches, kept in the temp folder between runs (named after
// what they were built from) because building them takes minutes: the LitQA2 PDFs imported
// through the importer, and the scale library of bench:scale's generated papers (a few hundred
// imported, the rest stored as clones, as `npm run bench:scale` does with SCALE_IMPORT) and its
// 1,000,000 QAs (fillQas), with the LitQA2 papers added, so its questions have their answers
// somewhere among 10,000 others and the stored questions index is as large as a lab's.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createCore } from "../src-main/core/createCore.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../src-main/core/db/openDatabase.ts";
import { LATEST_SCHEMA_VERSION } from "../src-main/core/db/migrations/index.ts";
import { getPaper } from "../src-main/core/db/repositories/papers.ts";
import { insertPaperDocument } from "../src-main/core/db/repositories/insertPaperDocument.ts";
import { PARSER_VERSION } from "../src-main/core/documents/ParsedPaper.ts";
import { DATABASE_FILE_NAME } from "../src-main/core/system/dataDir.ts";
import { fillQas, readBackDocument, storeClonedPaper } from "./scaleLibrary.ts";
import { ensureScalePapers } from "./scalePapers.ts";
import { fmt } from "./support.ts";

const READY = "ready";
/** Materials cycle with this period in the generated set (as in scale.bench.ts). */
const TOPIC_PERIOD = 12;

function cacheDir(kind: string, key: string): string {
  const hash = crypto.createHash("sha256").update(`${key}|${PARSER_VERSION}|${LATEST_SCHEMA_VERSION}|${LIBRARY_VERSION}`).digest("hex").slice(0, 12);
  return path.join(os.tmpdir(), `distillate-bench-ask-${kind}-${hash}`);
}

/** Changes when what the libraries hold changes, so an older cached one is built again. */
const LIBRARY_VERSION = 2;

/** Reuses the library in `dir` when it was finished, else builds it there with `build`. */
async function cached(dir: string, build: (dataDir: string) => Promise<string>): Promise<{ dataDir: string; note: string }> {
  if (fs.existsSync(path.join(dir, READY)) && !process.env["ASK_BENCH_FRESH"]) return { dataDir: dir, note: `reused from ${dir} (ASK_BENCH_FRESH=1 rebuilds it)` };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const note = await build(dir);
  fs.writeFileSync(path.join(dir, READY), new Date().toISOString());
  return { dataDir: dir, note };
}

/** The LitQA2 PDFs imported into a library of their own; returns its folder and paper ids by DOI. */
export async function litQaLibrary(pdfs: ReadonlyMap<string, string>): Promise<{ dataDir: string; note: string; paperByDoi: Map<string, number> }> {
  const files = [...pdfs.values()].sort();
  const key = files.map((f) => `${path.basename(f)}:${fs.statSync(f).size}`).join(",");
  const library = await cached(cacheDir("litqa", key), async (dataDir) => {
    const core = createCore({ dataDir });
    try {
      const started = performance.now();
      const results = await core.services.imports.importPapers(files);
      const failed = results.filter((r) => r.status === "failed");
      return `${results.filter((r) => r.status === "imported").length} of ${files.length} PDFs imported in ${fmt((performance.now() - started) / 1000)} s (${failed.length} failed${failed[0] ? `, e.g. ${failed[0].error?.message}` : ""})`;
    } finally {
      core.close();
    }
  });
  const db = openDatabase(path.join(library.dataDir, DATABASE_FILE_NAME));
  try {
    const paperByDoi = new Map<string, number>();
    // By the file each paper came from: its name spells the DOI the question cites. Two DOIs of
    // the same file (a duplicate import) share the paper.
    const rows = db.prepare(`SELECT id, source_path AS source FROM papers`).all() as { id: number; source: string }[];
    const byFile = new Map(rows.map((r) => [r.source, r.id]));
    const bySha = new Map((db.prepare(`SELECT id, sha256 FROM papers`).all() as { id: number; sha256: string }[]).map((r) => [r.sha256, r.id]));
    for (const [doi, file] of pdfs) {
      const id = byFile.get(file) ?? bySha.get(crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex"));
      if (id !== undefined) paperByDoi.set(doi, id);
    }
    return { ...library, paperByDoi };
  } finally {
    closeDatabase(db);
  }
}

/**
 * The scale library: `papers` generated papers, `imported` of them through the importer and the
 * rest as clones of an imported paper on the same material, plus every paper of the LitQA2
 * library copied in (same text, same sentences and boxes). Returns the LitQA2 papers' new ids.
 */
export async function scaleAskLibrary(papers: number, imported: number, litqa: { dataDir: string; paperByDoi: Map<string, number> }): Promise<{ dataDir: string; note: string; paperByDoi: Map<string, number> }> {
  const library = await cached(cacheDir("scale", `${papers}|${imported}|${litqa.dataDir}`), async (dataDir) => {
    const generated = await ensureScalePapers(papers, (done) => process.stdout.write(`  generated PDFs: ${done}\r`));
    const core = createCore({ dataDir });
    try {
      const started = performance.now();
      const results = await core.services.imports.importPapers(generated.files.slice(0, imported));
      const ids = results.map((r) => r.paperId!);
      const generatedIds = [...ids];
      const db = core.db();
      const templates = new Map<number, ReturnType<typeof readBackDocument>>();
      const usable = imported - (imported % TOPIC_PERIOD);
      db.transaction(() => {
        for (let i = imported; i < papers; i++) {
          const from = usable > 0 ? i % usable : i % imported;
          let template = templates.get(from);
          if (!template) templates.set(from, (template = readBackDocument(db, ids[from]!)));
          generatedIds.push(storeClonedPaper(db, generated.files[i]!, i, template));
        }
      })();
      const filled = fillQas(db, generatedIds, (await core.services.settings.get()).reviewer, (done) => process.stdout.write(`  QAs: papers ${done}/${papers}\r`));
      copyPapers(litqa.dataDir, db);
      return `${papers} generated papers (${imported} imported, ${papers - imported} cloned) with ${filled.qas.toLocaleString("en-US")} QAs, and the LitQA2 papers, built in ${fmt((performance.now() - started) / 1000)} s`;
    } finally {
      core.close();
    }
  });
  const db = openDatabase(path.join(library.dataDir, DATABASE_FILE_NAME));
  try {
    const bySha = new Map((db.prepare(`SELECT id, sha256 FROM papers`).all() as { id: number; sha256: string }[]).map((r) => [r.sha256, r.id]));
    const source = openDatabase(path.join(litqa.dataDir, DATABASE_FILE_NAME), { readonly: true });
    const paperByDoi = new Map<string, number>();
    for (const [doi, id] of litqa.paperByDoi) {
      const found = bySha.get(getPaper(source, id)!.sha256);
      if (found !== undefined) paperByDoi.set(doi, found);
    }
    closeDatabase(source);
    return { ...library, paperByDoi };
  } finally {
    closeDatabase(db);
  }
}

/** Every paper of the library in `fromDir` stored again in `into`, through the paper repository. */
function copyPapers(fromDir: string, into: LibraryDatabase): void {
  const from = openDatabase(path.join(fromDir, DATABASE_FILE_NAME), { readonly: true });
  try {
    for (const { id } of from.prepare(`SELECT id FROM papers ORDER BY id`).all() as { id: number }[]) {
      const paper = getPaper(from, id)!;
      insertPaperDocument(into, { ...readBackDocument(from, id), sha256: paper.sha256, sourcePath: paper.sourcePath, fileSize: paper.fileSize, title: paper.title, authors: paper.authors, doi: paper.doi, abstract: paper.abstract, keywords: paper.keywords });
    }
  } finally {
    closeDatabase(from);
  }
}
