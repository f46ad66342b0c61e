// Copies the PDFs of docling-eval's CVAT-to-DoclingDocument regression fixtures
// (docling-project/docling-eval, MIT) with the tables people annotated on them out of a copy of
// that repository into a folder of your choosing, for the table benchmark to read through
// DISTILLATE_DOCLINGEVAL_DIR. None of it is ever committed here. The suite was held out in round 17
// (measured once, totals only) and is a tuning suite from round 18.
//
//   node scripts/extractDoclingEvalSuite.ts <docling-eval repository> <output folder> [--ref <commit>]
//
// Each fixture `tests/cvat_to_docling/fixtures/<name>/` holds `input.pdf` (or an image, left out:
// the reader reads PDFs) and `expected.json`, the DoclingDocument converted from a person's CVAT
// annotation of the page: human truth, unlike Docling's end-to-end test. Its page sizes are the
// annotated image's, not the PDF's, so every box is scaled here to the PDF page's points. The
// fixtures left the repository in January 2026; without --ref the newest commit holding them is
// taken. Two fixtures with the same PDF keep the first (the second would count its tables twice).
//
// Fixtures whose own metadata.json records that the conversion garbled the table are left out
// whole (BROKEN_TABLES): their expected table is the converter's known-wrong output, and keeping
// the PDF without it would count a right table there as a false one.
//
// Output as scripts/extractDoclingSuite.ts writes it (<id>.pdf, <id>.json as a DoclingCase), with
// DOCLINGEVAL-CASES.json and DOCLINGEVAL-SOURCE.txt.
import fs from "node:fs";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { doclingTruth, DoclingTruthError, type DoclingBox, type DoclingTruth, type RawDoclingDocument } from "./doclingTruth.ts";
import type { DoclingCase } from "./extractDoclingSuite.ts";
import { commitIn, gitIn, pdfAt, sourceAndTarget, writeCase, writeSourceNote } from "./extractedFolder.ts";
import { runExtractScript } from "./runExtractScript.ts";

export const EVAL_CASES_FILE = "DOCLINGEVAL-CASES.json";
const SOURCE_NOTE = "DOCLINGEVAL-SOURCE.txt";
const FIXTURES = "tests/cvat_to_docling/fixtures";

export class DoclingEvalExtractError extends Error {
  override readonly name = "DoclingEvalExtractError";
}

/** Fixtures whose metadata.json (observation_status "broken") says the expected table itself is wrong, with its words. */
const BROKEN_TABLES: Record<string, string> = {
  "009_rotation_on_table": "its metadata: \"The rotated table is garbage.\"",
  "014_table_unique_row_text": "its metadata: \"Observing some repeated rows in the constructed table.\"",
  "022_table_lost_contents_spills": "its metadata: \"Table is not merged into one.\"",
};

const fail = (message: string) => new DoclingEvalExtractError(message);

/** Each PDF page's width and height in points (its view box). */
async function pageSizes(pdf: Buffer): Promise<{ width: number; height: number }[]> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const doc = await task.promise;
  try {
    const sizes = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const [x0, y0, x1, y1] = (await doc.getPage(n)).view as [number, number, number, number];
      sizes.push({ width: x1 - x0, height: y1 - y0 });
    }
    return sizes;
  } finally {
    await task.destroy();
  }
}

/** The document's boxes from the annotated image's units to the PDF page's points. */
function scaleTruth(truth: DoclingTruth, doc: RawDoclingDocument, pdfPages: { width: number; height: number }[]): DoclingTruth {
  const factor = (page: number) => {
    const image = doc.pages?.[String(page)]?.size;
    const pdf = pdfPages[page - 1];
    if (!image || !pdf) throw new DoclingEvalExtractError(`page ${page} is in the annotation but not in the PDF`);
    return pdf.width / image.width;
  };
  const scale = (b: DoclingBox): DoclingBox => {
    const f = factor(b.page);
    return { page: b.page, x: b.x * f, y: b.y * f, w: b.w * f, h: b.h * f };
  };
  return {
    ...truth,
    tables: truth.tables.map((t) => ({ ...t, boxes: t.boxes.map(scale), cells: t.cells.map((c) => ({ ...c, box: c.box ? scale(c.box) : null })) })),
    documentIndexes: truth.documentIndexes.map((d) => d.map(scale)),
  };
}

function newestCommitWithFixtures(repo: string): string {
  const r = gitIn(repo, ["log", "--all", "--format=%H", "--", FIXTURES]);
  // Newest first: the commit that removed them names its parent, the last to hold them.
  for (const c of r.stdout.toString().split("\n").filter(Boolean)) {
    for (const at of [c, `${c}^`]) {
      const holds = gitIn(repo, ["cat-file", "-e", `${at}:${FIXTURES}`]).status === 0;
      if (holds) return gitIn(repo, ["rev-parse", at]).stdout.toString().trim();
    }
  }
  throw new DoclingEvalExtractError(`${repo} has no commit holding ${FIXTURES}: is it docling-project/docling-eval?`);
}

export async function extractDoclingEvalSuite(repo: string, out: string, ref?: string): Promise<{ cases: number; tables: number; leftOut: number; commit: string }> {
  const { source, target } = sourceAndTarget(repo, out, fail);
  const commit = ref ? commitIn(source, ref, fail) : newestCommitWithFixtures(source);
  const names = gitIn(source, ["ls-tree", "--name-only", `${commit}:${FIXTURES}`]).stdout.toString().split("\n").filter(Boolean).sort();
  const cases: { c: DoclingCase; pdf: Buffer }[] = [];
  const leftOut: { id: string; reason: string }[] = [];
  for (const id of names) {
    if (BROKEN_TABLES[id]) {
      leftOut.push({ id, reason: `the expected table is known wrong (${BROKEN_TABLES[id]})` });
      continue;
    }
    const pdf = pdfAt(source, commit, `${FIXTURES}/${id}/input.pdf`);
    if (!pdf) {
      leftOut.push({ id, reason: "no input.pdf (an image, or absent from this copy)" });
      continue;
    }
    const same = cases.find((k) => k.pdf.equals(pdf));
    if (same) {
      leftOut.push({ id, reason: `the same PDF as ${same.c.id}, which is kept` });
      continue;
    }
    const truthPath = `${FIXTURES}/${id}/expected.json`;
    try {
      const doc = JSON.parse(gitIn(source, ["show", `${commit}:${truthPath}`]).stdout.toString("utf8")) as RawDoclingDocument;
      const truth = scaleTruth(doclingTruth(doc), doc, await pageSizes(pdf));
      cases.push({ c: { id, pdf: `${FIXTURES}/${id}/input.pdf`, truth: truthPath, ...truth }, pdf });
    } catch (error) {
      if (error instanceof DoclingTruthError || error instanceof DoclingEvalExtractError || error instanceof SyntaxError) leftOut.push({ id, reason: error.message });
      else throw error;
    }
  }
  fs.mkdirSync(target, { recursive: true });
  for (const { c, pdf } of cases) writeCase(target, c.id, pdf, c);
  const tables = cases.reduce((n, k) => n + k.c.tables.length, 0);
  fs.writeFileSync(path.join(target, EVAL_CASES_FILE), `${JSON.stringify({ commit, cases: cases.map(({ c }) => ({ id: c.id, tables: c.tables.length, leftOutTables: c.leftOut })), leftOut }, null, 1)}\n`);
  writeSourceNote(target, SOURCE_NOTE, "The PDFs of docling-eval's CVAT-to-DoclingDocument fixtures with the tables people annotated on them (docling-project/docling-eval, MIT licence), extracted for Distillate's table benchmark (held out in round 17, tuning from round 18).", [
    `commit: ${commit}`,
    `cases: ${cases.length}, expected tables: ${tables}; fixtures left out: ${leftOut.length} (${EVAL_CASES_FILE} says why)`,
  ]);
  return { cases: cases.length, tables, leftOut: leftOut.length, commit };
}

if (import.meta.main) {
  await runExtractScript({
    usage: "node scripts/extractDoclingEvalSuite.ts <docling-eval repository> <output folder> [--ref <commit>]",
    envVar: "DISTILLATE_DOCLINGEVAL_DIR",
    knownError: DoclingEvalExtractError,
    extract: async (repository, output, ref) => {
      const r = await extractDoclingEvalSuite(repository, output, ref);
      return `Wrote ${r.cases} cases (${r.tables} expected tables; ${r.leftOut} fixtures left out) from commit ${r.commit.slice(0, 12)} into ${path.resolve(output)}.`;
    },
  });
}
