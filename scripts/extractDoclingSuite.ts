// Copies the PDFs of Docling's end-to-end test (docling-project/docling, MIT) with the tables
// Docling's test expects in them out of a copy of its repository into a folder of your choosing,
// for the table benchmark and corpus test to read through DISTILLATE_DOCLING_DIR. None of it is
// ever committed here. Held out to round 16; tuning since round 17 (docs/table-measures.md).
//
//   node scripts/extractDoclingSuite.ts <docling repository> <output folder> [--ref <commit>]
//
// The repository may be a bare git repository or a clone. A PDF of `tests/data/pdf/sources/` is
// kept when `tests/data/pdf/groundtruth/` holds its DoclingDocument (older commits: the PDF in
// `tests/data/pdf/`, the document in `tests/data/groundtruth/docling_v2/`). Left out, each with
// the reason in DOCLING-CASES.json: a PDF the copy of the repository does not hold (a snapshot may
// leave out its largest files), and a PDF that is one page of another kept PDF ("-pg9").
//
// Output: <id>.pdf and <id>.json per case (the JSON: the case and its tables, see doclingTruth.ts),
// DOCLING-CASES.json (the cases and what was left out) and DOCLING-SOURCE.txt (where and at which
// commit the files came from).
import fs from "node:fs";
import path from "node:path";
import { doclingTruth, DoclingTruthError, type DoclingTruth, type RawDoclingDocument } from "./doclingTruth.ts";
import { commitIn, gitIn, pdfAt, sourceAndTarget, writeCase, writeSourceNote } from "./extractedFolder.ts";
import { runExtractScript } from "./runExtractScript.ts";

export const SOURCE_NOTE = "DOCLING-SOURCE.txt";
export const CASES_FILE = "DOCLING-CASES.json";

export class DoclingExtractError extends Error {
  override readonly name = "DoclingExtractError";
}

/** One kept PDF with its expected tables, as written to <id>.json. */
export interface DoclingCase extends DoclingTruth {
  id: string;
  /** Where the PDF and the truth are in Docling's repository. */
  pdf: string;
  truth: string;
}

/** Where Docling's layouts keep the test's PDFs and their documents, newest first. */
const LAYOUTS = [
  { pdfs: "tests/data/pdf/sources", truth: "tests/data/pdf/groundtruth" },
  { pdfs: "tests/data/pdf", truth: "tests/data/groundtruth/docling_v2" },
];

export interface ExtractResult {
  cases: number;
  tables: number;
  leftOut: number;
  commit: string;
}

/** Copies the kept PDFs and their expected tables from `repo` into `out` (new or empty, outside the repository). */
export function extractDoclingSuite(repo: string, out: string, ref = "HEAD"): ExtractResult {
  const fail = (message: string) => new DoclingExtractError(message);
  const { source, target } = sourceAndTarget(repo, out, fail);
  const commit = commitIn(source, ref, fail);
  const list = (dir: string) => {
    const r = gitIn(source, ["ls-tree", "--name-only", `${commit}:${dir}`]);
    return r.status === 0 ? r.stdout.toString().split("\n").filter(Boolean) : [];
  };
  const layout = LAYOUTS.find((l) => list(l.truth).some((f) => f.endsWith(".json")));
  if (!layout) throw new DoclingExtractError(`${source} at ${commit.slice(0, 12)} has no DoclingDocuments of its PDF test: is it docling-project/docling?`);

  const pdfs = new Set(list(layout.pdfs).filter((f) => f.endsWith(".pdf")));
  const ids = [...pdfs].map((f) => f.slice(0, -4)).filter((id) => list(layout.truth).includes(`${id}.json`)).sort();
  const cases: DoclingCase[] = [];
  const leftOut: { id: string; reason: string }[] = [];
  const bytesOf = new Map<string, Buffer>();
  for (const id of ids) {
    const whole = /^(.*)-pg\d+$/.exec(id)?.[1];
    if (whole && ids.includes(whole) && gitIn(source, ["cat-file", "-e", `${commit}:${layout.pdfs}/${whole}.pdf`]).status === 0) {
      leftOut.push({ id, reason: `one page of ${whole}.pdf, which is kept` });
      continue;
    }
    const pdf = pdfAt(source, commit, `${layout.pdfs}/${id}.pdf`);
    if (!pdf) {
      leftOut.push({ id, reason: "the PDF is not in this copy of the repository (a snapshot may leave out its largest files)" });
      continue;
    }
    const truthPath = `${layout.truth}/${id}.json`;
    let truth: DoclingTruth;
    try {
      truth = doclingTruth(JSON.parse(gitIn(source, ["show", `${commit}:${truthPath}`]).stdout.toString("utf8")) as RawDoclingDocument);
    } catch (error) {
      if (error instanceof DoclingTruthError || error instanceof SyntaxError) throw new DoclingExtractError(`${truthPath}: ${error.message}`);
      throw error;
    }
    cases.push({ id, pdf: `${layout.pdfs}/${id}.pdf`, truth: truthPath, ...truth });
    bytesOf.set(id, pdf);
  }

  fs.mkdirSync(target, { recursive: true });
  for (const c of cases) writeCase(target, c.id, bytesOf.get(c.id)!, c);
  const tables = cases.reduce((n, c) => n + c.tables.length, 0);
  fs.writeFileSync(path.join(target, CASES_FILE), `${JSON.stringify({ commit, cases: cases.map((c) => ({ id: c.id, tables: c.tables.length, leftOutTables: c.leftOut })), leftOut }, null, 1)}\n`);
  writeSourceNote(target, SOURCE_NOTE, "The PDFs of Docling's end-to-end test with the tables its DoclingDocuments give (docling-project/docling, MIT licence), extracted for Distillate's table benchmark.", [
    `source: ${source}`,
    `commit: ${commit}`,
    `cases: ${cases.length}, expected tables: ${tables}; PDFs left out: ${leftOut.length} (${CASES_FILE} says why)`,
  ]);
  return { cases: cases.length, tables, leftOut: leftOut.length, commit };
}

if (import.meta.main) {
  await runExtractScript({
    usage: "node scripts/extractDoclingSuite.ts <docling repository> <output folder> [--ref <commit>]",
    envVar: "DISTILLATE_DOCLING_DIR",
    knownError: DoclingExtractError,
    extract: (repository, output, ref) => {
      const { cases, tables, leftOut, commit } = extractDoclingSuite(repository, output, ref);
      return `Wrote ${cases} cases (${tables} expected tables; ${leftOut} PDFs left out) from commit ${commit.slice(0, 12)} into ${path.resolve(output)}.`;
    },
  });
}
