import type { CellSpan } from "../../db/tablePassageText.ts";
import { findNumbers, sameValue } from "./numbers.ts";

const fold = (text: string) => text.normalize("NFKC").toLowerCase().replace(/[–—−]/g, "-").replace(/\s+/g, " ").trim();

/** The numbers a text states, every reading of each, signs dropped (as the numbers check compares them). */
const numbersIn = (text: string) => findNumbers(text).flatMap((n) => n.values.map(Math.abs));

const holds = (numbers: readonly number[], values: readonly number[]) => values.some((v) => numbers.some((n) => sameValue(n, v)));

/** Whether `text` holds `value` as whole words (not "5" inside "15", nor "USA" inside "USAF"). */
function holdsWords(text: string, value: string): boolean {
  const at = text.indexOf(value);
  if (at < 0) return false;
  const before = text[at - 1] ?? " ";
  const after = text[at + value.length] ?? " ";
  return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
}

/** The cells of a row whose value an answer states, by how they matched: numbers, or words. */
export interface HeldCells {
  numeric: CellSpan[];
  worded: CellSpan[];
}

/**
 * The cells of a table row whose value `answer` states, compared as the numbers check compares
 * them: a cell holding numbers counts by its numbers, as values ("1,024" and "1024", "12 %" and
 * "12%"); another by its words, whole and folded. With `question`, a cell whose value the
 * question states too is left out (the question names the row by it, the study or the group).
 */
export function cellsHeld(rowText: string, cells: readonly CellSpan[], answer: string, question: string | null): HeldCells {
  const answerNumbers = numbersIn(answer);
  const questionNumbers = question === null ? [] : numbersIn(question);
  const answerText = fold(answer);
  const questionText = question === null ? null : fold(question);
  const numeric: CellSpan[] = [];
  const worded: CellSpan[] = [];
  for (const cell of cells) {
    const value = rowText.slice(cell[2], cell[3]);
    const values = numbersIn(value);
    if (values.length > 0) {
      const named = questionText !== null && values.every((v) => questionNumbers.some((n) => sameValue(n, v)));
      if (holds(answerNumbers, values) && !named) numeric.push(cell);
      continue;
    }
    const words = fold(value);
    if (words.length >= 2 && /[\p{L}]/u.test(words) && holdsWords(answerText, words) && !(questionText !== null && holdsWords(questionText, words))) worded.push(cell);
  }
  return { numeric, worded };
}

/**
 * The cell of a table row a QA's answer (or an answer's statement) was read from: the one cell
 * whose value the answer states and the question does not (the question names the row by its
 * other cells: the study, the group). When several cells qualify, the one with numbers wins if
 * it is alone; otherwise the answer rests on the row and null is returned.
 */
export function answeringCell(rowText: string, cells: readonly CellSpan[], question: string, answer: string): CellSpan | null {
  const { numeric, worded } = cellsHeld(rowText, cells, answer, question);
  if (numeric.length === 1) return numeric[0]!;
  if (numeric.length === 0 && worded.length === 1) return worded[0]!;
  return null;
}
