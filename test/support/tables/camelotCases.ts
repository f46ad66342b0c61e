/**
 * Camelot's own expected tables (camelot-dev/camelot, tests/data.py), as
 * scripts/extractCamelotSuite.ts writes them: one JSON per case beside its PDF. Camelot gives
 * rows, not outlines, so a found table on the case's page is paired with the expected table it
 * shares most cell texts with (exact text, place aside), and only when it holds at least a
 * quarter of that table's texts. Found tables on the page paired with none are false tables.
 *
 * The cases are split once, before any result was looked at: sorted by id, those at odd
 * positions (1st, 3rd, ...) are tuning, those at even positions are held out.
 */
import fs from "node:fs";
import path from "node:path";
import type { ParsedTable } from "../../../src-main/contract/tables.ts";
import { camelotMapped } from "./camelotConventions.ts";
import { gridFigures, tableTotals, type GridFigures, type TableTotals } from "./gridFigures.ts";
import { pairByTexts } from "./pairByTexts.ts";
import { gridOf, placedOfTable } from "./placedCells.ts";
import type { ReadForTables } from "./readForTables.ts";

export interface CamelotCase {
  id: string;
  pdf: string;
  page: number;
  flavor: string;
  test: string;
  ruling: string;
  about: string;
  /** Expected tables, each rows of cell strings (Camelot's order). */
  tables: string[][][];
}

export type CamelotPart = "tuning" | "held out";

/** The extracted cases, sorted by id, each with its part. */
export function readCamelotCases(dir: string): { case: CamelotCase; part: CamelotPart }[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json") && !f.startsWith("CAMELOT-"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as CamelotCase)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((c, i) => ({ case: c, part: i % 2 === 0 ? "tuning" : "held out" }));
}

/**
 * DISTILLATE_CAMELOT_PARTS ("tuning" or "held out") keeps only that part's cases, so debugging
 * the tuning part never reads a held-out page. Defaults to both.
 */
export function camelotWanted(part: CamelotPart): boolean {
  const wanted = process.env["DISTILLATE_CAMELOT_PARTS"]?.split(",").map((p) => p.trim()).filter(Boolean);
  return !wanted?.length || wanted.includes(part);
}

export interface CamelotCaseScore {
  case: CamelotCase;
  part: CamelotPart;
  error: string | null;
  tables: { found: boolean; grid: GridFigures; /** The same with Camelot's conventions mapped (camelotConventions.ts). */ mapped: GridFigures }[];
  falseTables: number;
}

export function scoreCamelotCase(c: CamelotCase, part: CamelotPart, read: ReadForTables): CamelotCaseScore {
  const error = read.error ? `${read.error.name}: ${read.error.message}` : null;
  const onPage: ParsedTable[] = read.tables.filter((t) => t.page === c.page || t.boxes.some((b) => b.page === c.page));
  const grids = onPage.map((t) => gridOf(placedOfTable(t)));
  // Camelot gives rows, not outlines: a found table is paired by the cell texts it shares.
  const pairing = pairByTexts(c.tables, grids);
  return {
    case: c,
    part,
    error,
    tables: c.tables.map((e, i) => {
      const t = pairing[i]! >= 0 ? onPage[pairing[i]!]! : null;
      const mapped = camelotMapped(c.flavor, e, t);
      return { found: t !== null, grid: gridFigures(e, t ? grids[pairing[i]!]! : []), mapped: gridFigures(mapped.expected, mapped.found) };
    }),
    falseTables: onPage.length - pairing.filter((j) => j >= 0).length,
  };
}

export interface CamelotTotals extends TableTotals {
  falseTables: number;
  /** The figures with Camelot's conventions mapped. */
  mapped: TableTotals;
}

export function camelotTotals(scores: readonly CamelotCaseScore[]): CamelotTotals {
  return {
    ...tableTotals(scores),
    mapped: tableTotals(scores.map((s) => ({ tables: s.tables.map((t) => ({ found: t.found, grid: t.mapped })) }))),
    falseTables: scores.reduce((n, s) => n + s.falseTables, 0),
  };
}
