/**
 * Docling's suite printed: totals only, as it is held out (no table's figures, no misses by kind,
 * which would say where to tune). docs/table-measures.md says how each figure is computed.
 */
import type { DoclingRun } from "./doclingCases.ts";
import type { Tally } from "./gridFigures.ts";

const pct = (hit: number, of: number) => (of > 0 ? `${hit}/${of} (${((100 * hit) / of).toFixed(1)}%)` : `${hit}/0`);
const t = (x: Tally) => pct(x.hit, x.of);
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

const DOCLING_NOTE = "Held out: totals only. The expected tables are Docling's own output for its end-to-end test (header rows in the grid, a table of contents apart), not a human's.";

/** `note` says whose truth it is and how it is shown. Defaults to the note on Docling's end-to-end test. */
export function printDocling(title: string, run: DoclingRun, note = DOCLING_NOTE): void {
  const s = run.totals;
  const p = ratio(s.relations.correct, s.relations.found);
  const r = ratio(s.relations.correct, s.relations.expected);
  console.log(`\n${title}`);
  console.log(`  ${note}`);
  console.table([
    { figure: "documents, pages (refused)", value: `${s.documents}, ${s.pages} (${s.refused})` },
    { figure: "expected tables found (outlines overlapping by half the smaller)", value: pct(s.found, s.truthTables) },
    { figure: "shape right (Docling's rows x columns, header rows included)", value: pct(s.shapeRight, s.truthTables) },
    { figure: "cells exact at their place", value: t(s.cellsAtPlace) },
    { figure: "rows exact", value: t(s.rowsExact) },
    { figure: "expected cell texts found in the found table, place aside", value: t(s.textsFound) },
    { figure: "adjacency relations, summed (ICDAR 2013 structure, detection included)", value: `precision ${p.toFixed(3)}, recall ${r.toFixed(3)}, F1 ${(p + r > 0 ? (2 * p * r) / (p + r) : 0).toFixed(3)}` },
    { figure: "false tables (paired with none, not over a table of contents)", value: `${s.falseOutsideIndex} of ${s.foundTables} found` },
    { figure: "found over what Docling labels a document index (table of contents)", value: `${s.overIndex}` },
    { figure: `tables found in the ${s.documentsWithout} documents Docling finds none in`, value: `${s.tablesInDocumentsWithout}` },
    { figure: "expected cells the text layer shows inside their box (a check of the coordinates)", value: t(s.truthCells) },
  ]);
  const refused = run.scores.filter((d) => d.score.error);
  if (refused.length > 0) console.log(`  refused: ${refused.map((d) => `${d.score.name} (${d.score.error})`).join("; ")}`);
}
