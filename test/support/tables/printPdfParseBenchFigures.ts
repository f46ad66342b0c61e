/**
 * pdf-parse-bench's tables printed: the totals of a half, and for the tuning half each table that
 * is not read right (the held-out half prints totals only: a table's own figures would say where
 * to tune). docs/table-measures.md says how each figure is computed.
 */
import { pct, tallyText } from "./figureText.ts";
import type { Tally } from "./gridFigures.ts";
import type { CellsByGuess } from "./guessedCells.ts";
import type { PdfParseBenchRun } from "./pdfParseBenchCases.ts";
import { shapeRightMapped } from "./shapeConventions.ts";

const t = tallyText;

export function printPdfParseBench(title: string, run: PdfParseBenchRun): void {
  const s = run.totals;
  console.log(`\n${title}`);
  console.log(
    `  ${run.part === "heldout" ? "Held out: totals only." : "Tuning: totals, then each table not read right."} The expected tables are the LaTeX the PDFs were typeset from, turned into grids (scripts/latexTabular.ts); ${s.uncertainCells} of the ${s.expectedCells} expected cells hold math or a macro whose printed text is a guess.`,
  );
  const labels = Object.keys(run.byComplexity);
  const rows = (x: typeof s | (typeof run.byComplexity)[string]) => [
    pct(x.found, x.expectedTables),
    pct(x.shapeRight, x.expectedTables),
    t(x.cellsAtPlace),
    t(x.rowsExact),
    t(x.textsFound),
  ];
  const names = [
    "expected tables found (paired by shared cell texts, a quarter at least)",
    "shape right (the tabular's rows x columns, header rows included)",
    "cells exact at their place",
    "rows exact",
    "expected cell texts found in the found table, place aside",
  ];
  const all = rows(s);
  // How much of the cells' gap rests on a guessed truth: the same cells, known and guessed apart.
  const byGuess = (x: CellsByGuess | null, pick: (g: CellsByGuess) => Tally) => (x ? t(pick(x)) : "not recorded (extracted before round 39)");
  const parts = labels.map((l) => rows(run.byComplexity[l]!));
  console.table([
    { figure: "PDFs (read with an error), expected tables", value: `${s.cases} (${s.errors}), ${s.expectedTables}` },
    ...names.map((figure, i) => ({ figure, value: all[i]!, ...Object.fromEntries(labels.map((l, k) => [`${l} only`, parts[k]![i]!])) })),
    { figure: "shape right, the truth's empty lines, one-cell notes and stacked lines mapped (ours: shapeConventions.ts)", value: pct(shapeRightMapped(run.scores.flatMap((x) => x.tables.filter((y) => y.found).map((y) => y.grid))), s.expectedTables) },
    { figure: "cells exact at their place, TeX's spacing and the reader's asterisk mapped (texConventions.ts)", value: t(s.cellsMapped) },
    { figure: "rows exact, the same mapped", value: t(s.rowsMapped) },
    { figure: "cells exact at their place, cells whose printed text is known (no math, no macro)", value: byGuess(s.cellsByGuess, (g) => g.known) },
    { figure: "cells exact at their place, cells whose printed text is a guess (math or a macro)", value: byGuess(s.cellsByGuess, (g) => g.guessed) },
    { figure: "the same two, TeX's spacing and the reader's asterisk mapped: known", value: byGuess(s.cellsByGuessMapped, (g) => g.known) },
    { figure: "the same two, mapped: guessed", value: byGuess(s.cellsByGuessMapped, (g) => g.guessed) },
    { figure: "false tables (found, paired with none)", value: `${s.falseTables}, ${((10 * s.falseTables) / Math.max(1, s.cases)).toFixed(1)} per 10 PDFs` },
  ]);
  const failed = run.scores.filter((x) => x.error);
  if (failed.length > 0) console.log(`  read with an error: ${failed.map((x) => `${x.case.id} (${x.error})`).join("; ")}`);
  if (run.part === "tuning") printTuningTables(run);
}

/** One line per expected table of the tuning half that is missed, of the wrong shape or not exact. */
function printTuningTables(run: PdfParseBenchRun): void {
  const lines: string[] = [];
  for (const s of run.scores) {
    s.tables.forEach((x, i) => {
      const g = x.grid;
      if (x.found && g.shapeRight && g.cellsAtPlace.hit === g.cellsAtPlace.of) return;
      const what = !x.found ? "missed" : `found ${g.foundShape.join("x")}, cells ${t(g.cellsAtPlace)}, rows ${t(g.rowsExact)}`;
      lines.push(`  ${s.case.id} table ${i + 1} (${x.complexity}, ${g.expectedShape.join("x")}): ${what}`);
    });
    if (s.falseTables > 0) lines.push(`  ${s.case.id}: ${s.falseTables} false table(s)`);
  }
  console.log(`  Tables not read right (${lines.length} lines):`);
  for (const l of lines) console.log(l);
}
