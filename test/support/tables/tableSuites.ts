/**
 * The table measures over each suite: the shared papers' tables.json, then (when
 * DISTILLATE_TABULA_DIR names an extracted Tabula suite, see scripts/extractTabulaSuite.ts) the
 * ICDAR 2013 competition set, Tabula's own expected tables, and the rest of Tabula's PDFs read
 * only to see each one read or refused in words; and (when DISTILLATE_CAMELOT_DIR names an
 * extracted Camelot suite, see scripts/extractCamelotSuite.ts) Camelot's own expected tables.
 */
import fs from "node:fs";
import path from "node:path";
import { SHARED_PAPERS_MORE } from "../sharedFixtures.ts";
import { camelotTotals, camelotWanted, readCamelotCases, scoreCamelotCase, type CamelotCaseScore, type CamelotPart, type CamelotTotals } from "./camelotCases.ts";
import { icdarTotals, scoreIcdarDocument, type IcdarDocScore, type IcdarTotals } from "./icdarScore.ts";
import { ICDAR_DIR, readIcdarSet, readTabulaRecord, type TabulaRecord } from "./icdarTruth.ts";
import { extractedSuite, type ExtractedSuite } from "./extractedSuite.ts";
import { readForTables, type ReadForTables } from "./readForTables.ts";
import { otherTabulaPdfs, scoreTabulaCase, TABULA_CASES, tabulaTotals, type TabulaCaseScore, type TabulaTotals } from "./tabulaCases.ts";
import { readTablesTruth, scorePaperTables, tablesTruthTotals, type TablesTruthTotals, type TruthTableScore } from "./tablesJson.ts";

export const TABULA_ENV = "DISTILLATE_TABULA_DIR";
export const TABLES_TRUTH = path.join(SHARED_PAPERS_MORE, "tables.json");

/** The extracted Tabula suite, or why it is not there (a sentence to print). */
export function tabulaSuite(): ExtractedSuite {
  return extractedSuite({ env: TABULA_ENV, script: "extractTabulaSuite.ts", repository: "tabula-java", marker: `${ICDAR_DIR}/`, what: "Tabula's test suite and the ICDAR 2013 set are skipped" });
}

export type Reader = (file: string) => Promise<ReadForTables>;

export interface TablesJsonRun {
  totals: TablesTruthTotals;
  scores: TruthTableScore[];
  /** Per paper: tables found and false ones. */
  papers: { file: string; found: number; falseTables: number; pages: number; error: string | null }[];
  reads: ReadForTables[];
}

export async function measureTablesJson(read: Reader = readForTables, truthFile = TABLES_TRUTH): Promise<TablesJsonRun> {
  const truth = readTablesTruth(truthFile);
  const scores: TruthTableScore[] = [];
  const papers: TablesJsonRun["papers"] = [];
  const reads: ReadForTables[] = [];
  let falseTables = 0;
  let inPapersWithout = 0;
  for (const file of truth.papers) {
    const r = await read(file);
    reads.push(r);
    const expected = truth.tables.filter((t) => t.file === path.basename(file));
    const scored = scorePaperTables(expected, r.tables);
    scores.push(...scored.scores);
    falseTables += scored.falseTables;
    if (expected.length === 0) inPapersWithout += r.tables.length;
    papers.push({ file: path.basename(file), found: r.tables.length, falseTables: scored.falseTables, pages: r.pages.length, error: r.error ? `${r.error.name}: ${r.error.message}` : null });
  }
  return { totals: tablesTruthTotals(truth.papers.length, scores, falseTables, inPapersWithout), scores, papers, reads };
}

export interface IcdarRun {
  totals: IcdarTotals;
  bySet: Record<string, IcdarTotals>;
  scores: IcdarDocScore[];
  /** Tabula's own detector on the same documents, as its suite records it. */
  tabula: TabulaRecord;
  reads: ReadForTables[];
}

export async function measureIcdar(dir: string, read: Reader = readForTables): Promise<IcdarRun> {
  const scores: IcdarDocScore[] = [];
  const reads: ReadForTables[] = [];
  const tabula: TabulaRecord = { expected: 0, right: 0, wrong: 0 };
  for (const doc of readIcdarSet(dir).filter((d) => icdarWanted(path.basename(d.pdf)))) {
    const r = await read(doc.pdf);
    reads.push(r);
    scores.push(scoreIcdarDocument(doc, r));
    const record = readTabulaRecord(doc.pdf);
    if (record) {
      tabula.expected += record.expected;
      tabula.right += record.right;
      tabula.wrong += record.wrong;
    }
  }
  const parts = [...new Set(scores.flatMap((s) => icdarParts(s.name)))];
  return { totals: icdarTotals(scores), bySet: Object.fromEntries(parts.map((part) => [part, icdarTotals(scores.filter((s) => icdarParts(s.name).includes(part)))])), scores, tabula, reads };
}

/**
 * The parts a document is counted in: its half ("eu" or "us"), and for the US half also its
 * round-9 split. From round 9 the US documents with odd numbers are tuning too; those with even
 * numbers were held out to round 13 (docs/table-measures.md, "Tuning and held-out parts").
 */
/**
 * DISTILLATE_ICDAR_PARTS (a comma-separated list of parts, such as "eu,us odd") keeps only the
 * documents counted in one of those parts: debugging the tuning part then never reads a held-out
 * document. Defaults to every document.
 */
function icdarWanted(file: string): boolean {
  const wanted = process.env["DISTILLATE_ICDAR_PARTS"]?.split(",").map((p) => p.trim()).filter(Boolean);
  return !wanted?.length || icdarParts(file).some((p) => wanted.includes(p));
}

export function icdarParts(name: string): string[] {
  const half = name.slice(0, 2);
  if (half !== "us") return [half];
  const n = Number(/\d+/.exec(name)?.[0] ?? Number.NaN);
  return Number.isNaN(n) ? [half] : [half, n % 2 === 1 ? "us odd" : "us even"];
}

export interface TabulaCasesRun {
  totals: TabulaTotals;
  scores: TabulaCaseScore[];
  reads: ReadForTables[];
}

export async function measureTabulaCases(dir: string, read: Reader = readForTables): Promise<TabulaCasesRun> {
  const scores: TabulaCaseScore[] = [];
  const reads: ReadForTables[] = [];
  for (const c of TABULA_CASES) {
    if (!fs.existsSync(path.join(dir, c.pdf))) continue;
    const r = await read(path.join(dir, c.pdf));
    reads.push(r);
    scores.push(scoreTabulaCase(dir, c, r));
  }
  return { totals: tabulaTotals(scores), scores, reads };
}

/** Import errors that say in words why a file cannot be read. */
const NAMED_REFUSALS = new Set(["PasswordRequiredError", "IncorrectPasswordError", "DamagedPdfError", "NoTextLayerError", "NotPdfError", "EmptyFileError", "UnreadableFileError"]);

export interface OtherPdfsRun {
  files: { file: string; pages: number; tables: number; outcome: "read" | "refused" | "failed"; error: string | null; ms: number; upright: number }[];
  reads: ReadForTables[];
}

export async function measureOtherTabulaPdfs(dir: string, read: Reader = readForTables): Promise<OtherPdfsRun> {
  const files: OtherPdfsRun["files"] = [];
  const reads: ReadForTables[] = [];
  for (const name of otherTabulaPdfs(dir)) {
    const r = await read(path.join(dir, name));
    reads.push(r);
    const outcome = !r.error ? "read" : NAMED_REFUSALS.has(r.error.name) ? "refused" : "failed";
    // How much of the page's text pdf.js gave upright: the reader sets the rest aside as stamps or labels.
    const upright = r.pages.reduce((n, p) => n + p.runs.reduce((m, x) => m + x.text.trim().length, 0), 0);
    const sideways = r.pages.reduce((n, p) => n + p.rotated.reduce((m, x) => m + x.trim().length, 0), 0);
    files.push({ file: name, pages: r.pages.length, tables: r.tables.length, outcome, error: r.error ? `${r.error.name}: ${r.error.message}` : null, ms: r.readMs + r.structureMs, upright: upright + sideways > 0 ? upright / (upright + sideways) : 1 });
  }
  return { files, reads };
}

export const CAMELOT_ENV = "DISTILLATE_CAMELOT_DIR";

/** The extracted Camelot suite, or why it is not there (a sentence to print). */
export function camelotSuite(): ExtractedSuite {
  return extractedSuite({ env: CAMELOT_ENV, script: "extractCamelotSuite.ts", repository: "camelot", marker: "CAMELOT-CASES.json", what: "Camelot's test suite is skipped" });
}

export interface CamelotRun {
  totals: CamelotTotals;
  byPart: Partial<Record<CamelotPart, CamelotTotals>>;
  scores: CamelotCaseScore[];
  reads: ReadForTables[];
}

export async function measureCamelot(dir: string, read: Reader = readForTables): Promise<CamelotRun> {
  const scores: CamelotCaseScore[] = [];
  const reads: ReadForTables[] = [];
  for (const { case: c, part } of readCamelotCases(dir).filter((x) => camelotWanted(x.part))) {
    const r = await read(path.join(dir, `${c.id}.pdf`));
    reads.push(r);
    scores.push(scoreCamelotCase(c, part, r));
  }
  const parts = [...new Set(scores.map((s) => s.part))];
  return { totals: camelotTotals(scores), byPart: Object.fromEntries(parts.map((p) => [p, camelotTotals(scores.filter((s) => s.part === p))])), scores, reads };
}
