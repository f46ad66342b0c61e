/**
 * Docling's expected tables (docling-project/docling, MIT), as scripts/extractDoclingSuite.ts
 * writes them: one JSON per PDF of Docling's end-to-end test, the tables its DoclingDocument gives
 * (scripts/doclingTruth.ts). The whole suite is held out: its figures are totals only, and no
 * rule of the reader is chosen or sized from them (docs/table-measures.md, "Round 15").
 *
 * Docling gives each table's outline and its cells on a grid, as ICDAR does, so a document is
 * scored as an ICDAR document (icdarScore.ts): a found table is paired with an expected one by
 * outline, and the grid figures, adjacency relations and the check of the coordinates are the
 * same. What differs is the truth: Docling's own output, not a human's. And a found table paired
 * with no expected one but lying over what Docling labels a document index (a table of contents)
 * is counted apart, not as a false table, as Docling does not call that a table.
 */
import fs from "node:fs";
import path from "node:path";
import type { DoclingBox } from "../../../scripts/doclingTruth.ts";
import type { DoclingCase } from "../../../scripts/extractDoclingSuite.ts";
import { addTally, tally, type Tally } from "./gridFigures.ts";
import { icdarTotals, scoreIcdarDocument, type IcdarDocScore, type IcdarTotals } from "./icdarScore.ts";
import type { IcdarBox, IcdarDocument } from "./icdarTruth.ts";
import { extractedSuite, type ExtractedSuite } from "./extractedSuite.ts";
import { readForTables, type ReadForTables } from "./readForTables.ts";
import { matchByBoxes, MATCH_SHARE, overlapShare, type PageView } from "./tableBoxes.ts";

export const DOCLING_ENV = "DISTILLATE_DOCLING_DIR";
const CASES_FILE = "DOCLING-CASES.json";

/** The extracted Docling suite, or why it is not there (a sentence to print). */
export function doclingSuite(): ExtractedSuite {
  return extractedSuite({ env: DOCLING_ENV, script: "extractDoclingSuite.ts", repository: "docling", marker: CASES_FILE, what: "Docling's test suite (held out) is skipped" });
}

export function readDoclingCases(dir: string): DoclingCase[] {
  return fs
    .readdirSync(dir)
    // The suite's own notes (DOCLING-CASES.json, DOCLINGEVAL-CASES.json) are not cases.
    .filter((f) => f.endsWith(".json") && !/^[A-Z]+-CASES\.json$/.test(f))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as DoclingCase);
}

/** A box from the page's top left back to user space, through where pdf.js puts the page's origin (fromUserSpace undoes it). */
function userSpace(b: DoclingBox, view: PageView): IcdarBox {
  return { x1: b.x + view.left, x2: b.x + b.w + view.left, y1: view.top - (b.y + b.h), y2: view.top - b.y };
}

/** The case as an ICDAR document, on the pages as the reader read them. */
export function icdarOfDocling(c: DoclingCase, pdf: string, views: readonly PageView[]): IcdarDocument {
  const view = (page: number) => views[page - 1] ?? { left: 0, top: 0 };
  return {
    name: c.id,
    set: "docling",
    pdf,
    tables: c.tables.map((t) => ({
      id: `${c.id} ${t.ref}`,
      regions: t.boxes.map((b) => ({ page: b.page, box: userSpace(b, view(b.page)) })),
      cells: t.cells.map((x) => ({ page: x.box?.page ?? t.boxes[0]!.page, startRow: x.startRow, endRow: x.endRow, startCol: x.startCol, endCol: x.endCol, text: x.text, box: x.box ? userSpace(x.box, view(x.box.page)) : null })),
    })),
  };
}

export interface DoclingDocScore {
  score: IcdarDocScore;
  /** Found tables paired with no expected one that lie over a document index (counted in score.falseTables too). */
  overIndex: number;
  expected: number;
}

export function scoreDoclingCase(c: DoclingCase, pdf: string, read: ReadForTables): DoclingDocScore {
  const score = scoreIcdarDocument(icdarOfDocling(c, pdf, read.views), read);
  const pairing = matchByBoxes(c.tables.map((t) => t.boxes), read.tables.map((t) => t.boxes));
  const overIndex = read.tables.filter((t, j) => !pairing.includes(j) && c.documentIndexes.some((d) => overlapShare(d, t.boxes) >= MATCH_SHARE)).length;
  return { score, overIndex, expected: c.tables.length };
}

export interface DoclingTotals extends IcdarTotals {
  /** False tables, those over a document index taken out. */
  falseOutsideIndex: number;
  overIndex: number;
  textsFound: Tally;
  documentsWithout: number;
  tablesInDocumentsWithout: number;
}

export function doclingTotals(scores: readonly DoclingDocScore[]): DoclingTotals {
  const overIndex = scores.reduce((n, s) => n + s.overIndex, 0);
  const totals = icdarTotals(scores.map((s) => s.score));
  const without = scores.filter((s) => s.expected === 0);
  return {
    ...totals,
    falseOutsideIndex: totals.falseTables - overIndex,
    overIndex,
    textsFound: scores.flatMap((s) => s.score.tables).reduce((a, t) => addTally(a, t.grid.textsFound), tally()),
    documentsWithout: without.length,
    tablesInDocumentsWithout: without.reduce((n, s) => n + s.score.foundTables, 0),
  };
}

export interface DoclingRun {
  totals: DoclingTotals;
  scores: DoclingDocScore[];
  reads: ReadForTables[];
}

export async function measureDocling(dir: string, read: (file: string) => Promise<ReadForTables> = readForTables): Promise<DoclingRun> {
  const scores: DoclingDocScore[] = [];
  const reads: ReadForTables[] = [];
  for (const c of readDoclingCases(dir)) {
    const pdf = path.join(dir, `${c.id}.pdf`);
    const r = await read(pdf);
    reads.push(r);
    scores.push(scoreDoclingCase(c, pdf, r));
  }
  return { totals: doclingTotals(scores), scores, reads };
}
