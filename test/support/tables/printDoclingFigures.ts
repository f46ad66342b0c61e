/**
 * A suite of DoclingDocuments printed. A held-out suite shows totals only (no table's figures,
 * which would say where to tune); Docling's end-to-end test, tuning since round 17, shows each
 * table first (printDoclingTables). docs/table-measures.md says how each figure is computed.
 */
import type { DoclingRun } from "./doclingCases.ts";
import { f1, gridColumns, gridRows, pct, ratio, tallyText as t } from "./figureText.ts";

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
    ...gridRows(s, s.truthTables, { found: "expected tables found (outlines overlapping by half the smaller)", shape: "shape right (Docling's rows x columns, header rows included)" }),
    { figure: "shape right, the truth's empty lines, one-cell notes and stacked lines mapped (ours: shapeConventions.ts)", value: pct(s.shapeRightMapped, s.truthTables) },
    { figure: "adjacency relations, summed (ICDAR 2013 structure, detection included)", value: `precision ${p.toFixed(3)}, recall ${r.toFixed(3)}, F1 ${f1(p, r).toFixed(3)}` },
    { figure: "false tables (paired with none, not over a table of contents)", value: `${s.falseOutsideIndex} of ${s.foundTables} found` },
    { figure: "found over what Docling labels a document index (table of contents)", value: `${s.overIndex}` },
    { figure: `tables found in the ${s.documentsWithout} documents Docling finds none in`, value: `${s.tablesInDocumentsWithout}` },
    { figure: "expected cells the text layer shows inside their box (a check of the coordinates)", value: t(s.truthCells) },
  ]);
  const refused = run.scores.filter((d) => d.score.error);
  if (refused.length > 0) console.log(`  refused: ${refused.map((d) => `${d.score.name} (${d.score.error})`).join("; ")}`);
}

/** Each expected table's figures, and the false tables by document: for a tuning suite only. */
export function printDoclingTables(run: DoclingRun): void {
  console.table(
    run.scores.flatMap((d) =>
      d.score.tables.map((x) => ({
        table: x.id,
        pages: x.pages.join(","),
        ...gridColumns(x, "expected"),
      })),
    ),
  );
  const falses = run.scores.filter((d) => d.score.falseTables - d.overIndex > 0);
  if (falses.length > 0) console.log(`  false tables in: ${falses.map((d) => `${d.score.name} (${d.score.falseTables - d.overIndex})`).join(", ")}`);
}
