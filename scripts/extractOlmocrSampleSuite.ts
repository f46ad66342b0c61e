// Copies olmOCR-bench's sample (allenai/olmocr, Apache-2.0: `olmocr/bench/sample_data/`, about
// twenty one-page PDFs and the unit tests written on them in `dataset.jsonl`) out of a copy of
// that repository into a folder of your choosing, for the table benchmark to read through
// DISTILLATE_OLMOCR_DIR. None of it is ever committed here. Nobody tuned the reader on it: round 35
// added it as an unseen check of the reader and the table reader.
//
//   node scripts/extractOlmocrSampleSuite.ts <olmocr repository> <output folder> [--ref <commit>]
//
// Each PDF is written as <id>.pdf (its path under pdfs/ with "/" as "__") beside <id>.json, the
// tests on it as the sample gives them (one object each: its type, the texts it names, its
// max_diffs). OLMOCR-CASES.json lists the cases; a test naming a PDF the copy lacks is left out
// and counted there.
import fs from "node:fs";
import path from "node:path";
import { commitIn, gitIn, pdfAt, sourceAndTarget, writeCase, writeSourceNote } from "./extractedFolder.ts";
import { runExtractScript } from "./runExtractScript.ts";

export const OLMOCR_CASES_FILE = "OLMOCR-CASES.json";
const SOURCE_NOTE = "OLMOCR-SOURCE.txt";
const SAMPLE = "olmocr/bench/sample_data";

export class OlmocrExtractError extends Error {
  override readonly name = "OlmocrExtractError";
}

const fail = (message: string) => new OlmocrExtractError(message);

/** One test of the sample as written there: `type` and the fields its type reads. */
export type OlmocrTest = { id: string; type: string; pdf: string; page: number; max_diffs?: number } & Record<string, unknown>;

export interface OlmocrCase {
  id: string;
  /** The PDF's path in the repository. */
  pdf: string;
  tests: OlmocrTest[];
}

/** The file name a PDF's path under pdfs/ becomes: one folder level, so "/" is written "__". */
export const caseId = (pdf: string) => pdf.replace(/\.pdf$/i, "").replace(/\//g, "__");

export function parseTests(jsonl: string): OlmocrTest[] {
  return jsonl.split("\n").flatMap((line, n) => {
    if (!line.trim()) return [];
    let test: OlmocrTest;
    try {
      test = JSON.parse(line) as OlmocrTest;
    } catch {
      throw new OlmocrExtractError(`dataset.jsonl line ${n + 1} is not JSON.`);
    }
    if (typeof test.pdf !== "string" || typeof test.type !== "string" || typeof test.id !== "string") throw new OlmocrExtractError(`dataset.jsonl line ${n + 1} has no pdf, type or id.`);
    return [test];
  });
}

export function extractOlmocrSampleSuite(repo: string, out: string, ref = "HEAD"): { cases: number; tests: number; leftOut: number; commit: string } {
  const { source, target } = sourceAndTarget(repo, out, fail);
  const commit = commitIn(source, ref, fail);
  const jsonl = gitIn(source, ["show", `${commit}:${SAMPLE}/dataset.jsonl`]);
  if (jsonl.status !== 0) throw fail(`${source} has no ${SAMPLE}/dataset.jsonl at ${commit.slice(0, 12)}: is it allenai/olmocr?`);
  const tests = parseTests(jsonl.stdout.toString("utf8"));
  const byPdf = new Map<string, OlmocrTest[]>();
  for (const t of tests) byPdf.set(t.pdf, [...(byPdf.get(t.pdf) ?? []), t]);
  const cases: OlmocrCase[] = [];
  let leftOut = 0;
  fs.mkdirSync(target, { recursive: true });
  for (const [pdfName, its] of [...byPdf].sort(([a], [b]) => a.localeCompare(b))) {
    const file = `${SAMPLE}/pdfs/${pdfName}`;
    const pdf = pdfAt(source, commit, file);
    if (!pdf) {
      leftOut += its.length;
      continue;
    }
    const c: OlmocrCase = { id: caseId(pdfName), pdf: file, tests: its };
    writeCase(target, c.id, pdf, c, 1);
    cases.push(c);
  }
  const kept = cases.reduce((n, c) => n + c.tests.length, 0);
  fs.writeFileSync(path.join(target, OLMOCR_CASES_FILE), `${JSON.stringify({ commit, cases: cases.map((c) => ({ id: c.id, tests: c.tests.length })), testsLeftOut: leftOut }, null, 1)}\n`);
  writeSourceNote(target, SOURCE_NOTE, "olmOCR-bench's sample PDFs and the unit tests written on them (allenai/olmocr, Apache-2.0 licence), extracted for Distillate's table benchmark (unseen from round 35).", [
    `commit: ${commit}`,
    `cases: ${cases.length}, tests: ${kept}; tests left out (their PDF absent from the copy): ${leftOut}`,
  ]);
  return { cases: cases.length, tests: kept, leftOut, commit };
}

if (import.meta.main) {
  await runExtractScript({
    usage: "node scripts/extractOlmocrSampleSuite.ts <olmocr repository> <output folder> [--ref <commit>]",
    envVar: "DISTILLATE_OLMOCR_DIR",
    knownError: OlmocrExtractError,
    extract: (repository, output, ref) => {
      const r = extractOlmocrSampleSuite(repository, output, ref);
      return `Wrote ${r.cases} PDFs (${r.tests} tests; ${r.leftOut} left out) from commit ${r.commit.slice(0, 12)} into ${path.resolve(output)}.`;
    },
  });
}
