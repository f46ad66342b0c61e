import type { Heading } from "./headingLines.ts";

/** How far (in ems) its text must reach past its own columns' headings on each side, past a kerned edge. */
const OVERHANG = 0.3;

/**
 * The columns a spanner heads when its text, wider than one column, is narrower than the run of
 * headings it stands centred over: "Number of Features" centred over "2 3 4 5 6" reaches into the
 * middle three columns only. Taken only when its text overhangs its own columns' headings on both
 * sides (a spanner over just its own columns lies within their stretch) and lies within the wider
 * run's: the fewest adjacent columns headed below whose headings' stretch centres it. `under` holds
 * the headings below it, top down; the caller checks the added columns are empty at its height.
 */
export function widerCentredRun(h: Heading, under: readonly { x0: number; x1: number; column: number }[], size: number): number[] | null {
  if (h.first === h.last) return null;
  const x0 = Math.min(...h.chunks.map((c) => c.x0));
  const x1 = Math.max(...h.chunks.map((c) => c.x1));
  const centre = (x0 + x1) / 2;
  const byColumn = new Map<number, { x0: number; x1: number }>();
  for (const u of under) if (!byColumn.has(u.column)) byColumn.set(u.column, { x0: u.x0, x1: u.x1 });
  // Centred within half an em, or a tenth of the stretch for a wide one (as `centredRun`).
  const miss = (i: number, j: number) => {
    const left = byColumn.get(i)!.x0;
    const right = byColumn.get(j)!.x1;
    return { miss: Math.abs((left + right) / 2 - centre), width: right - left };
  };
  const centres = (i: number, j: number) => {
    const m = miss(i, j);
    return m.miss <= Math.max(0.5 * size, 0.1 * m.width);
  };
  for (let k = h.first; k <= h.last; k++) if (!byColumn.has(k)) return null;
  // Its text overhangs its own columns' headings on both sides: set over a wider stretch than theirs.
  if (x0 > byColumn.get(h.first)!.x0 - OVERHANG * size || x1 < byColumn.get(h.last)!.x1 + OVERHANG * size) return null;
  // And lies within the wider run's stretch.
  const within = (i: number, j: number) => x0 >= byColumn.get(i)!.x0 - 0.5 * size && x1 <= byColumn.get(j)!.x1 + 0.5 * size;
  let best: number[] | null = null;
  for (let i = h.first; i >= 0 && byColumn.has(i); i--) {
    for (let j = h.last; byColumn.has(j); j++) {
      if (i === h.first && j === h.last) continue;
      if (!within(i, j) || !centres(i, j)) continue;
      const run = Array.from({ length: j - i + 1 }, (_, n) => i + n);
      if (!best || run.length < best.length) best = run;
      break;
    }
  }
  return best;
}

/** A heading that is one value of a swept quantity: a figure, or a symbol set to one ("p=2", "n ≤ 8"). */
export const SWEPT_VALUE = /^(?:\p{L}{1,3}\s*[=≤≥<>]\s*)?[-–−+]?\d[\d.,]*%?$/u;

/**
 * The columns a spanner heads when the headings under it are the values of one swept quantity
 * ("Number of agents" over "1 2 4 8 16 32", "Design effect" over "1.0" to "1.6"): the whole run of
 * adjacent value headings around its own columns, when its text stands centred over that run. Its
 * text, narrower than the run, may lie within the stretch of the two or three values under it, so
 * `widerCentredRun`'s overhang finds nothing; a spanner over only some of a run of values is no
 * `\multicolumn` a table sets without a rule under it, and the caller still asks that the columns
 * added be empty at its height (a level of spanners side by side keeps each to its own).
 */
export function valueSweepRun(h: Heading, under: readonly { x0: number; x1: number; column: number; text: string }[], size: number): number[] | null {
  if (h.first === h.last) return null;
  const x0 = Math.min(...h.chunks.map((c) => c.x0));
  const x1 = Math.max(...h.chunks.map((c) => c.x1));
  const byColumn = new Map<number, { x0: number; x1: number; text: string }>();
  for (const u of under) if (!byColumn.has(u.column)) byColumn.set(u.column, u);
  const isValue = (k: number) => SWEPT_VALUE.test(byColumn.get(k)?.text.trim() ?? "");
  for (let k = h.first; k <= h.last; k++) if (!isValue(k)) return null;
  let i = h.first;
  let j = h.last;
  while (isValue(i - 1)) i--;
  while (isValue(j + 1)) j++;
  if (i === h.first && j === h.last) return null;
  const left = byColumn.get(i)!.x0;
  const right = byColumn.get(j)!.x1;
  // Within the run's stretch and centred on it, as `widerCentredRun` asks.
  if (x0 < left - 0.5 * size || x1 > right + 0.5 * size) return null;
  if (Math.abs((left + right) / 2 - (x0 + x1) / 2) > Math.max(0.5 * size, 0.1 * (right - left))) return null;
  return Array.from({ length: j - i + 1 }, (_, n) => i + n);
}
