/**
 * Tabula's own expected tables (tabulapdf/tabula-java, `src/test/resources/technology/tabula/`),
 * each with the page and, where its test gave one, the area it was extracted from, as Tabula's
 * tests (TestBasicExtractor, TestSpreadsheetExtractor, TestWriters, TestCommandLineApp) read them.
 * Most are not scientific papers: government disclosures, voting records, budget sheets, school
 * lists. The expected grids are what Tabula outputs, so their conventions are Tabula's (a header
 * wrapped over five lines is five rows; a merged cell leaves empty columns), which the figures
 * say rather than hide: alongside shape and place they count the expected texts found anywhere
 * in the found table.
 *
 * Left out: MultiColumn.pdf (one list printed in two columns, extracted as two areas), the cases
 * with no file of expected output, and eu-001.pdf's guess test (the ICDAR set scores that file).
 */
import fs from "node:fs";
import path from "node:path";
import type { ParsedTable, TableBox } from "../../../src-main/contract/tables.ts";
import { gridFigures, tableTotals, type GridFigures, type TableTotals } from "./gridFigures.ts";
import { csvRows } from "../../../scripts/csvRows.ts";
import { gridOf, placedOfTable } from "./placedCells.ts";
import type { ReadForTables } from "./readForTables.ts";
import { matchByBoxes } from "./tableBoxes.ts";
import { rowsInArea, withHyphensFolded, withoutEmptyLines } from "./tabulaConventions.ts";

export interface TabulaCase {
  /** The PDF, relative to the extracted folder. */
  pdf: string;
  page: number;
  /** The area Tabula's test extracted from: top, left, bottom, right in points from the page's top left; null for the whole page. */
  area: [number, number, number, number] | null;
  /** Tabula's expected output: a CSV (one table) or its JSON (tables with their outlines). */
  expected: string;
  /** What the page holds. */
  about: string;
}

export const TABULA_CASES: readonly TabulaCase[] = [
  { pdf: "indictb1h_14.pdf", page: 1, area: [205, 120, 622.82, 459.9], expected: "csv/indictb1h_14.csv", about: "statistics in Hebrew, read right to left, unruled" },
  { pdf: "us-020.pdf", page: 2, area: [103, 35, 641, 560], expected: "csv/us-020.csv", about: "survey rates, a header wrapped over five lines, unruled" },
  { pdf: "spreadsheet_no_bounding_frame.pdf", page: 1, area: [150.56, 58.9, 654.7, 536.12], expected: "csv/spreadsheet_no_bounding_frame.csv", about: "harvest figures, ruled inside without an outer frame" },
  { pdf: "spanning_cells.pdf", page: 1, area: null, expected: "json/spanning_cells.json", about: "two ruled tables with merged heading cells" },
  { pdf: "AnimalSounds.pdf", page: 1, area: null, expected: "csv/AnimalSounds.csv", about: "ruled, very long words wrapped inside cells" },
  { pdf: "AnimalSounds1.pdf", page: 1, area: null, expected: "json/AnimalSounds1.json", about: "two ruled tables side by side" },
  { pdf: "Publication_of_award_of_Bids_for_Transport_Sector__August_2016.pdf", page: 1, area: [56.925, 24.255, 549.945, 786.555], expected: "csv/Publication_of_award_of_Bids_for_Transport_Sector__August_2016.csv", about: "contract awards, ruled, landscape, wrapped cells" },
  { pdf: "argentina_diputados_voting_record.pdf", page: 1, area: [269.875, 12.75, 790.5, 561], expected: "csv/argentina_diputados_voting_record.csv", about: "a voting record, unruled" },
  { pdf: "schools.pdf", page: 1, area: [53.74, 16.97, 548.74, 762.3], expected: "json/schools.json", about: "a list of schools, ruled, landscape" },
  { pdf: "twotables.pdf", page: 1, area: null, expected: "json/twotables.json", about: "two ruled financial tables in Japanese" },
  { pdf: "frx_2012_disclosure.pdf", page: 1, area: [53, 49, 735, 550], expected: "csv/frx_2012_disclosure.csv", about: "payments disclosure, ruled, cells over several lines" },
];

interface TabulaJsonTable {
  page_number: number;
  top: number;
  left: number;
  bottom: number;
  right: number;
  data: { text: string }[][];
}

export interface ExpectedTable {
  /** The outline Tabula's JSON gives, else the test's area, else the page. */
  box: TableBox;
  grid: string[][];
}

/** The expected tables of a case, read from its files. */
export function expectedTables(dir: string, c: TabulaCase, pageSize: { width: number; height: number }): ExpectedTable[] {
  const text = fs.readFileSync(path.join(dir, c.expected), "utf8");
  if (c.expected.endsWith(".json")) {
    const parsed = JSON.parse(text) as TabulaJsonTable | TabulaJsonTable[];
    return (Array.isArray(parsed) ? parsed : [parsed]).map((t) => ({
      box: { page: c.page, x: t.left, y: t.top, w: t.right - t.left, h: t.bottom - t.top },
      grid: t.data.map((row) => row.map((cell) => cell.text)),
    }));
  }
  const [top, left, bottom, right] = c.area ?? [0, 0, pageSize.height, pageSize.width];
  return [{ box: { page: c.page, x: left, y: top, w: right - left, h: bottom - top }, grid: csvRows(text) }];
}

export interface TabulaCaseScore {
  case: TabulaCase;
  error: string | null;
  /** Every expected table, with the figures of the found one paired with it (an unpaired one scores as if nothing was found). */
  tables: { found: boolean; grid: GridFigures; /** The same with Tabula's conventions mapped (tabulaConventions.ts). */ mapped: GridFigures }[];
  /** Found tables on the page paired with no expected one; counted only where the whole page is expected (no area). */
  falseTables: number | null;
}

export function scoreTabulaCase(dir: string, c: TabulaCase, read: ReadForTables): TabulaCaseScore {
  const page = read.pages[c.page - 1];
  if (!page) return { case: c, error: read.error ? `${read.error.name}: ${read.error.message}` : `no page ${c.page}`, tables: [], falseTables: null };
  const expected = expectedTables(dir, c, page);
  const onPage: ParsedTable[] = read.tables.filter((t) => t.boxes.some((b) => b.page === c.page));
  const pairing = matchByBoxes(
    expected.map((e) => [e.box]),
    onPage.map((t) => t.boxes.filter((b) => b.page === c.page)),
  );
  return {
    case: c,
    error: read.error ? `${read.error.name}: ${read.error.message}` : null,
    tables: expected.map((e, i) => {
      const t = pairing[i]! >= 0 ? onPage[pairing[i]!]! : null;
      return {
        found: t !== null,
        grid: gridFigures(e.grid, t ? gridOf(placedOfTable(t)) : []),
        mapped: gridFigures(withHyphensFolded(withoutEmptyLines(e.grid)), t ? gridOf(placedOfTable(rowsInArea(t, e.box))) : []),
      };
    }),
    falseTables: c.area === null ? onPage.length - pairing.filter((j) => j >= 0).length : null,
  };
}

export interface TabulaTotals extends TableTotals {
  /** Over the whole-page cases only. */
  falseTables: number;
  wholePageCases: number;
  /** The figures with Tabula's conventions mapped. */
  mapped: TableTotals;
}

export function tabulaTotals(scores: readonly TabulaCaseScore[]): TabulaTotals {
  return {
    ...tableTotals(scores),
    mapped: tableTotals(scores.map((s) => ({ tables: s.tables.map((t) => ({ found: t.found, grid: t.mapped })) }))),
    falseTables: scores.reduce((n, s) => n + (s.falseTables ?? 0), 0),
    wholePageCases: scores.filter((s) => s.falseTables !== null).length,
  };
}

/** The suite's other PDFs (no expected output of their own): read only to see that each is read or refused in words. */
export function otherTabulaPdfs(dir: string): string[] {
  const cased = new Set(TABULA_CASES.map((c) => c.pdf));
  return fs
    .readdirSync(dir)
    .filter((f) => /\.pdf$/i.test(f) && !cased.has(f))
    .sort();
}
