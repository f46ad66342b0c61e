import { columnSpan, type Column } from "./tableColumns.ts";
import type { Band } from "./tableRows.ts";
import type { ShortRuleSpan } from "./shortRuleRows.ts";

/** How near the middle of its group's sub-rows a line set once down them sits, in ems. */
const CENTRED_WITHIN = 0.2;
/** Sub-rows of one group follow each other at a line's pitch or so, in ems. */
const SUB_ROW_PITCH = 2;

/**
 * Rows printed as sub-rows (two dates under each other) beside cells set once for them, centred
 * down them on a line of their own (LaTeX's \multirow: a station's number, its lifetime): every
 * group has the same number of sub-rows, an even one, and its spanning line sits half-way between
 * the middle two, in columns no sub-row fills. Each sub-row is then a row, the spanning cells read
 * at the first and spanning all of them. Null unless every line of the body keeps that pattern: a
 * line of its own that is not centred so is a row, or a wrapped cell's next line.
 */
export function subRowGroups(bands: readonly Band[], columns: readonly Column[]): { groups: Band[][]; spans: Map<Band[], ShortRuleSpan> } | null {
  const columnsOf = (band: Band) => new Set(band.flatMap((c) => { const [a, b] = columnSpan(c, columns); return Array.from({ length: b - a + 1 }, (_, i) => a + i); }));
  for (let half = 1; half <= 3; half++) {
    const size = 2 * half + 1;
    if (bands.length % size !== 0 || bands.length < 2 * size) continue;
    const groups: Band[][] = [];
    const spanning = new Set<number>();
    const sub = new Set<number>();
    let fits = true;
    for (let g = 0; g < bands.length && fits; g += size) {
      const lines = bands.slice(g, g + size);
      const middle = lines[half]!;
      const subs = [...lines.slice(0, half), ...lines.slice(half + 1)];
      // A loop, not a spread: a hostile line may hold tens of thousands of cells.
      let em = 0;
      for (const line of lines) for (const c of line) em = Math.max(em, c.size);
      const centre = (subs[half - 1]![0]!.baseline + subs[half]![0]!.baseline) / 2;
      const steps = subs.slice(1).map((s, i) => s[0]!.baseline - subs[i]![0]!.baseline);
      if (Math.abs(middle[0]!.baseline - centre) > CENTRED_WITHIN * em || steps.some((s) => s > SUB_ROW_PITCH * em)) fits = false;
      for (const k of columnsOf(middle)) spanning.add(k);
      for (const s of subs) for (const k of columnsOf(s)) sub.add(k);
      groups.push([[...subs[0]!, ...middle], ...subs.slice(1)]);
    }
    // Two columns set once at least (a station's number and its lifetime): a lone label centred
    // beside a value wrapped over two lines is that value's row, not two sub-rows.
    if (!fits || spanning.size < 2 || [...spanning].some((k) => sub.has(k))) continue;
    const spans = new Map<Band[], ShortRuleSpan>();
    const rows = groups.flatMap((group) => group.map((band) => [band]));
    rows.forEach((row, i) => spans.set(row, i % (2 * half) === 0 ? { first: true, columns: spanning, rows: 2 * half } : { first: false, columns: spanning }));
    return { groups: rows, spans };
  }
  return null;
}
