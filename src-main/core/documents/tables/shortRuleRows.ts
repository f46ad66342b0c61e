import type { Chunk } from "./tableChunks.ts";
import { columnSpan, type Column } from "./tableColumns.ts";
import type { Edge } from "./tableEdges.ts";
import { baselineBands, type Band } from "./tableRows.ts";
import type { TableRow } from "../../../contract/tables.ts";

/** Where a row read from a split stands: the first, whose cells in `columns` span `rows` rows, or one they cover. */
export type ShortRuleSpan = { first: true; columns: ReadonlySet<number>; rows: number } | { first: false; columns: ReadonlySet<number> };

/** Two lines of one cell are set closer than this (in ems): farther apart, they are two cells. */
const WRAP = 1.45;

/**
 * A row parted by short rules across some of its columns only (LaTeX's \cline under a \multirow
 * label): those columns hold several rows ("High density", "Medium density", "Low density", each of
 * two lines), the others one cell each spanning them, centred down the row ("Small Spheroids",
 * "0.1401"). Each stretch between the short rules is a row; a spanning cell is read at its top, in
 * the first. Kept as it is unless every short rule in the row parts the same columns, no text in
 * them crosses a rule, each stretch holds text, and each other column holds one cell (its lines set
 * as close as a wrapped cell's): figures of their own beside each stretch would be rows that the
 * rules, stopping short, do not part.
 */
export function splitAtShortRules(groups: Band[][], columns: readonly Column[], edges: readonly Edge[]): { groups: Band[][]; spans: Map<Band[], ShortRuleSpan> } {
  const spans = new Map<Band[], ShortRuleSpan>();
  if (columns.length < 2) return { groups, spans };
  const col = (c: Chunk) => columnSpan(c, columns)[0];
  const centre = (k: number) => (columns[k]!.x0 + columns[k]!.x1) / 2;
  const rules = edges.filter((e) => e.kind === "rule");
  const split = groups.flatMap((group) => {
    const chunks = group.flat();
    if (chunks.length < 3) return [group];
    const top = Math.min(...chunks.map((c) => c.baseline - 0.7 * c.size));
    const bottom = Math.max(...chunks.map((c) => c.baseline + 0.15 * c.size));
    const inside = rules.filter((e) => e.y > top && e.y < bottom);
    if (inside.length === 0) return [group];
    const parted = (e: Edge) => columns.map((_, k) => k).filter((k) => e.x0 <= centre(k) && centre(k) <= e.x1);
    const key = parted(inside[0]!).join(",");
    if (!key || parted(inside[0]!).length === columns.length || inside.some((e) => parted(e).join(",") !== key)) return [group];
    const under = new Set(parted(inside[0]!));
    // A chunk spanning into a parted column from one left open would be both: leave the row alone.
    if (chunks.some((c) => { const [a, b] = columnSpan(c, columns); return a !== b && (under.has(a) !== under.has(b)); })) return [group];
    const ys = [...new Set(inside.map((e) => e.y))].sort((a, b) => a - b);
    const partedChunks = chunks.filter((c) => under.has(col(c)));
    if (partedChunks.some((c) => ys.some((y) => c.baseline - 0.7 * c.size < y && y < c.baseline + 0.15 * c.size))) return [group];
    const stretches: Chunk[][] = ys.map(() => []);
    stretches.push([]);
    for (const c of partedChunks) stretches[ys.filter((y) => y < c.baseline).length]!.push(c);
    if (stretches.some((s) => s.length === 0)) return [group];
    const spanning = chunks.filter((c) => !under.has(col(c)));
    if (spanning.length === 0 || !oneCellEach(spanning, col)) return [group];
    const rows = stretches.map((s, i) => baselineBands(i === 0 ? [...s, ...spanning] : s));
    const open = new Set(columns.map((_, k) => k).filter((k) => !under.has(k)));
    rows.forEach((row, i) => spans.set(row, i === 0 ? { first: true, columns: open, rows: rows.length } : { first: false, columns: open }));
    return rows;
  });
  return { groups: split, spans };
}

/** A row read from a split, its spanning cells set to span the rows under it, or taken out of a row they cover. */
export function spanDown(row: TableRow, span: ShortRuleSpan | undefined): TableRow {
  if (!span) return row;
  let k = 0;
  const cells = row.cells.flatMap((cell) => {
    const at = k;
    k += cell.colSpan;
    if (!span.columns.has(at)) return [cell];
    return span.first ? [{ ...cell, rowSpan: span.rows }] : [];
  });
  return { ...row, cells };
}

/** Whether each column's chunks are one cell: each line set under the one above as close as a wrapped line. */
function oneCellEach(chunks: readonly Chunk[], col: (c: Chunk) => number): boolean {
  const byColumn = new Map<number, Chunk[]>();
  for (const c of chunks) byColumn.set(col(c), [...(byColumn.get(col(c)) ?? []), c]);
  for (const list of byColumn.values()) {
    const sorted = [...list].sort((a, b) => a.baseline - b.baseline);
    for (let i = 1; i < sorted.length; i++) if (sorted[i]!.baseline - sorted[i - 1]!.baseline > WRAP * sorted[i]!.size) return false;
  }
  return true;
}

/** Each row's cells holding text, counting those spanning down into it from a row above. */
export function filledWithSpans(rows: readonly TableRow[]): number[] {
  let above: number[] = []; // rows still to cover, one entry per spanning cell with text
  return rows.map((row) => {
    const own = row.cells.filter((c) => c.text).length;
    const filled = own + above.length;
    above = [...above.map((n) => n - 1), ...row.cells.filter((c) => c.text && c.rowSpan > 1).map((c) => c.rowSpan - 1)].filter((n) => n > 0);
    return filled;
  });
}
