/**
 * Pairs expected tables with found ones by the cell texts they share, for truth that gives rows
 * but no outline (Camelot's expected rows, pdf-parse-bench's LaTeX): greedy, the pair sharing the
 * most texts first, each found table serving one expected table, and a pair kept only when the
 * found table holds at least a quarter of the expected table's non-empty texts (exact text,
 * place aside).
 */
import { exactText } from "./cellText.ts";

type Grid = readonly (readonly string[])[];

const texts = (grid: Grid) => grid.flat().map(exactText).filter(Boolean);

function shared(expected: readonly string[], found: readonly string[]): number {
  const pool = new Map<string, number>();
  for (const t of found) pool.set(t, (pool.get(t) ?? 0) + 1);
  let n = 0;
  for (const t of expected) {
    if ((pool.get(t) ?? 0) > 0) {
      n++;
      pool.set(t, pool.get(t)! - 1);
    }
  }
  return n;
}

/** For each expected grid, the index of the found grid paired with it, or -1. */
export function pairByTexts(expected: readonly Grid[], found: readonly Grid[]): number[] {
  const foundTexts = found.map(texts);
  const pairs = expected.flatMap((e, i) => {
    const ex = texts(e);
    return foundTexts.map((f, j) => ({ i, j, n: shared(ex, f), of: ex.length }));
  });
  pairs.sort((a, b) => b.n - a.n);
  const pairing = expected.map(() => -1);
  const used = new Set<number>();
  for (const p of pairs) {
    if (pairing[p.i]! >= 0 || used.has(p.j) || p.n === 0 || 4 * p.n < p.of) continue;
    pairing[p.i] = p.j;
    used.add(p.j);
  }
  return pairing;
}
