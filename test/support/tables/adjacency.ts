/**
 * Table structure as the ICDAR 2013 competition scored it: adjacency relations between
 * neighbouring cells. Each non-blank cell is related to the nearest non-blank cell to its right
 * in each row it covers, and to the nearest non-blank cell below it in each column it covers
 * (blank cells are passed over); a relation is the two cells' texts and its direction. The
 * relations of the found table are compared with the truth's, as multisets, for precision and
 * recall. Text is compared by `relationText` (white space removed), our choice of normalisation.
 */
import { relationText } from "./cellText.ts";
import type { PlacedCell } from "./placedCells.ts";

/** "→|a|b" or "↓|a|b". */
export type Relation = string;

export function adjacencyRelations(cells: readonly PlacedCell[]): Relation[] {
  const rows = Math.max(0, ...cells.map((c) => c.endRow + 1));
  const cols = Math.max(0, ...cells.map((c) => c.endCol + 1));
  const at: (number | undefined)[][] = Array.from({ length: rows }, () => Array<number | undefined>(cols).fill(undefined));
  const texts = cells.map((c) => relationText(c.text));
  cells.forEach((c, i) => {
    for (let r = c.startRow; r <= c.endRow; r++) for (let k = c.startCol; k <= c.endCol; k++) at[r]![k] = i;
  });
  const seen = new Set<string>();
  const out: Relation[] = [];
  const scan = (line: (number | undefined)[], arrow: string) => {
    let previous: number | undefined;
    for (const i of line) {
      if (i === undefined || !texts[i] || i === previous) continue;
      if (previous !== undefined) {
        const key = `${arrow}${previous}:${i}`;
        if (!seen.has(key)) {
          seen.add(key);
          out.push(`${arrow}|${texts[previous]}|${texts[i]}`);
        }
      }
      previous = i;
    }
  };
  for (let r = 0; r < rows; r++) scan(at[r]!, "→");
  for (let k = 0; k < cols; k++) scan(at.map((row) => row[k]), "↓");
  return out;
}

export interface RelationCounts {
  /** Relations of the truth. */
  expected: number;
  /** Relations of the found table(s). */
  found: number;
  /** Found relations that are the truth's (each truth relation matched once). */
  correct: number;
}

export function compareRelations(expected: readonly Relation[], found: readonly Relation[]): RelationCounts {
  const left = new Map<Relation, number>();
  for (const r of expected) left.set(r, (left.get(r) ?? 0) + 1);
  let correct = 0;
  for (const r of found) {
    const n = left.get(r) ?? 0;
    if (n > 0) {
      correct++;
      left.set(r, n - 1);
    }
  }
  return { expected: expected.length, found: found.length, correct };
}

export const addCounts = (a: RelationCounts, b: RelationCounts): RelationCounts => ({ expected: a.expected + b.expected, found: a.found + b.found, correct: a.correct + b.correct });

export const NO_RELATIONS: RelationCounts = { expected: 0, found: 0, correct: 0 };
