/**
 * pdf-parse-bench's cells exact at their place, split by whether the truth's text is known or a
 * guess. The truth is the LaTeX a table was typeset from (scripts/latexTabular.ts); a cell holding
 * math or a macro that conversion does not know gets a guessed printed text, so a miss there may
 * be the guess's and not the reader's. The two tallies add up to gridFigures' cellsAtPlace: the
 * same cells (non-empty expected texts), compared the same way (exactText).
 */
import { exactText } from "./cellText.ts";
import { tally, type Tally } from "./gridFigures.ts";

export interface CellsByGuess {
  /** Cells whose printed text follows from the source alone (no math, no unknown macro). */
  known: Tally;
  /** Cells whose printed text is a guess. */
  guessed: Tally;
}

/** Splits the cells exact at their place; `guessed` holds the [row, column] of each guessed cell. */
export function cellsAtPlaceByGuess(expected: readonly (readonly string[])[], found: readonly (readonly string[])[], guessed: readonly (readonly [number, number])[]): CellsByGuess {
  const isGuess = new Set(guessed.map(([r, c]) => `${r},${c}`));
  const split: CellsByGuess = { known: tally(), guessed: tally() };
  expected.forEach((row, i) =>
    row.forEach((text, k) => {
      const t = exactText(text);
      if (!t) return;
      const side = isGuess.has(`${i},${k}`) ? split.guessed : split.known;
      side.of++;
      if (exactText(found[i]?.[k] ?? "") === t) side.hit++;
    }),
  );
  return split;
}
