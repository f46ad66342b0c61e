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

/**
 * The cell of a table row a QA's answer (or an answer's statement) was read from: the one cell
 * whose value the answer states and the question does not (the question names the row by its
 * other cells: the study, the group). A cell holding numbers counts by its numbers, compared as
 * values ("1,024" and "1024"); another by its words. When several cells qualify, the one with
 * numbers wins if it is alone; otherwise the answer rests on the row and null is returned.
 */
export function answeringCell(rowText: string, cells: readonly CellSpan[], question: string, answer: string): CellSpan | null {
  const answerNumbers = numbersIn(answer);
  const questionNumbers = numbersIn(question);
  const answerText = fold(answer);
  const questionText = fold(question);
  const numeric: CellSpan[] = [];
  const worded: CellSpan[] = [];
  for (const cell of cells) {
    const value = rowText.slice(cell[2], cell[3]);
    const values = numbersIn(value);
    if (values.length > 0) {
      if (holds(answerNumbers, values) && !values.every((v) => questionNumbers.some((n) => sameValue(n, v)))) numeric.push(cell);
      continue;
    }
    const words = fold(value);
    if (words.length >= 2 && /[\p{L}]/u.test(words) && holdsWords(answerText, words) && !holdsWords(questionText, words)) worded.push(cell);
  }
  if (numeric.length === 1) return numeric[0]!;
  if (numeric.length === 0 && worded.length === 1) return worded[0]!;
  return null;
}
