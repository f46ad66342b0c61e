/**
 * The peers' own table tests (pdfplumber, PyMuPDF, tabula-py) as scripts/extractPeerTestsSuite.ts
 * writes them, scored the way each test asserts: whole tables (found, shape, cells, rows, false
 * tables on the page, paired by shared cell texts as Camelot's are), single rows (some table read
 * on the page holds a row with those non-empty cells as one run, in order) and table counts (as many tables
 * read on the page as the test expects; 0 means any table there is false). Unseen from round 36.
 */
import fs from "node:fs";
import path from "node:path";
import type { ParsedTable } from "../../../src-main/contract/tables.ts";
import type { PeerTestRecord } from "../../../scripts/extractPeerTestsSuite.ts";
import { gridFigures, tableTotals, type GridFigures, type TableTotals } from "./gridFigures.ts";
import { pairByTexts } from "./pairByTexts.ts";
import { gridOf, placedOfTable } from "./placedCells.ts";
import type { ReadForTables } from "./readForTables.ts";

export const PEERTESTS_ENV = "DISTILLATE_PEERTESTS_DIR";
const CASES_FILE = "PEERTESTS-CASES.json";

/**
 * The extracted peers' folders: the folder the variable names when it is one peer's, else each of
 * its sub-folders that is one; or why there are none.
 */
export function peerTestsFolders(): { dirs: string[] } | { skip: string } {
  const dir = process.env[PEERTESTS_ENV];
  const how = `extract each peer with \`node scripts/extractPeerTestsSuite.ts <repository> <folder>/<peer>\` and set ${PEERTESTS_ENV}=<folder>`;
  if (!dir) return { skip: `${PEERTESTS_ENV} is not set: the peers' own table tests are skipped (${how}).` };
  if (fs.existsSync(path.join(dir, CASES_FILE))) return { dirs: [dir] };
  const dirs = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .sort()
        .map((d) => path.join(dir, d))
        .filter((d) => fs.existsSync(path.join(d, CASES_FILE)))
    : [];
  return dirs.length ? { dirs } : { skip: `${PEERTESTS_ENV}=${dir} holds no ${CASES_FILE}, nor do its folders: the peers' own table tests are skipped (${how}).` };
}

export function peerTestsCases(dir: string): { case: PeerTestRecord; file: string }[] {
  const list = JSON.parse(fs.readFileSync(path.join(dir, CASES_FILE), "utf8")) as { cases: string[] };
  return list.cases.map((id) => ({ case: JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), "utf8")) as PeerTestRecord, file: path.join(dir, `${id}.pdf`) }));
}

export interface PeerTestScore {
  case: PeerTestRecord;
  error: string | null;
  tablesOnPage: number;
  /** Whole tables: each expected table's figures. */
  tables: { found: boolean; grid: GridFigures }[];
  /** Tables on the page paired with no expected table (whole-table and count-0 cases). */
  falseTables: number;
  /** Row and count cases: whether the test's assertion holds on what was read. */
  passed: boolean | null;
}

const squash = (s: string, spaceless: boolean) => (spaceless ? s.replace(/\s+/g, "") : s.replace(/\s+/g, " ").trim());

/**
 * Whether a grid holds a row whose non-empty cells include the expected row's non-empty cells as
 * one unbroken run, in order. A run, not the whole row: some tests crop the page to a few columns
 * (pdfplumber's senate-expenditures test keeps five of seven), so the row they assert is part of
 * the row the page holds.
 */
export function holdsRow(grids: readonly string[][][], row: readonly string[], spaceless = false): boolean {
  const cells = (r: readonly string[]) => r.map((c) => squash(c, spaceless)).filter(Boolean);
  const want = cells(row);
  if (want.length === 0) return false;
  const runAt = (have: string[], i: number) => want.every((w, k) => have[i + k] === w);
  return grids.some((g) =>
    g.some((r) => {
      const have = cells(r);
      for (let i = 0; i + want.length <= have.length; i++) if (runAt(have, i)) return true;
      return false;
    }),
  );
}

export function scorePeerTest(c: PeerTestRecord, read: ReadForTables): PeerTestScore {
  const error = read.error ? `${read.error.name}: ${read.error.message}` : null;
  const onPage: ParsedTable[] = read.tables.filter((t) => t.page === c.page || t.boxes.some((b) => b.page === c.page));
  const grids = onPage.map((t) => gridOf(placedOfTable(t)));
  const base = { case: c, error, tablesOnPage: onPage.length, tables: [], falseTables: 0, passed: null };
  if (c.tables) {
    const pairing = pairByTexts(c.tables, grids);
    return {
      ...base,
      tables: c.tables.map((e, i) => ({ found: pairing[i]! >= 0, grid: gridFigures(e, pairing[i]! >= 0 ? grids[pairing[i]!]! : []) })),
      falseTables: onPage.length - pairing.filter((j) => j >= 0).length,
    };
  }
  if (c.row) return { ...base, passed: holdsRow(grids, c.row, c.spaceless) };
  return { ...base, falseTables: c.count === 0 ? onPage.length : 0, passed: onPage.length === c.count };
}

export interface PeerTestsTotals extends TableTotals {
  falseTables: number;
  rows: { passed: number; n: number };
  counts: { passed: number; n: number };
}

export function peerTestsTotals(scores: readonly PeerTestScore[]): PeerTestsTotals {
  const of = (kind: "row" | "count") => {
    const s = scores.filter((x) => x.case.kind === kind);
    return { passed: s.filter((x) => x.passed).length, n: s.length };
  };
  return { ...tableTotals(scores.filter((s) => s.case.kind === "table")), falseTables: scores.reduce((n, s) => n + s.falseTables, 0), rows: of("row"), counts: of("count") };
}
