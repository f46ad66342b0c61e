import { collapseLetterSpacing } from "./letterSpacedRuns.ts";

type Run = { text: string; x: number; y: number; w: number; size: number };

/** A table label's word standing alone in its run: "Table ", "TABLE", "Tabela ". */
const LABEL_WORD_ALONE = /^\s*(?:Table|TABLE|tABLE|Tab\.|Tabla|TABLA|Tabela|TABELA|Tableau|TABLEAU|Tabelle|TABELLE|Quadro|QUADRO)\s*$/;

/**
 * How many runs a label opening at run `i` takes: 2 when the run holds the label's word alone and
 * the next run sits on its baseline right after it (within a space's width or so), as some
 * typesetters set a bold caption label piece by piece, the word in one run and its number in the
 * next ("Table " then "4. "); otherwise 1.
 */
export function labelRunCount(runs: readonly Run[], i: number): 1 | 2 {
  const run = runs[i]!;
  const next = runs[i + 1];
  if (!next || !LABEL_WORD_ALONE.test(collapseLetterSpacing(run.text, run.w, run.size))) return 1;
  const gap = next.x - (run.x + run.w);
  return Math.abs(next.y - run.y) <= 0.3 * run.size && gap >= -0.5 * run.size && gap <= run.size ? 2 : 1;
}

/** The text a run opens its line with, letter spacing removed, its label's number joined on when set in the next run (labelRunCount). */
export function labelRunText(runs: readonly Run[], i: number): string {
  const run = runs[i]!;
  const text = collapseLetterSpacing(run.text, run.w, run.size).trimStart();
  return labelRunCount(runs, i) === 2 ? `${text.trimEnd()} ${runs[i + 1]!.text.trimStart()}` : text;
}
