import type { Chunk } from "./tableChunks.ts";
import { isRuledColumn } from "./columnRules.ts";
import { centreColumn, columnSpan, type Column } from "./tableColumns.ts";
import type { Band } from "./tableRows.ts";

/** A column of bullets alone ("•") is the bullets of the list in the column beside it. */
export function mergeBulletColumns(columns: Column[], bands: readonly Band[]): Column[] {
  if (columns.length < 2) return columns;
  const bullets = new Set<number>();
  const other = new Set<number>();
  for (const band of bands) {
    for (const c of band) {
      const k = columnSpan(c, columns)[0];
      (/^[•·▪◦‣●○■□–-]$/.test(c.text) ? bullets : other).add(k);
    }
  }
  const out: Column[] = [];
  for (let k = 0; k < columns.length; k++) {
    if (bullets.has(k) && !other.has(k) && k + 1 < columns.length) {
      out.push({ x0: columns[k]!.x0, x1: columns[k + 1]!.x1 });
      k++;
    } else out.push(columns[k]!);
  }
  return out;
}

/**
 * A column no text stands in is no column: a double border, or a frame drawn a little wider than
 * the rules inside it, leaves a sliver between two rules that no heading or cell falls in. Its
 * stretch goes to the column beside it (the one before, or the next for the first). An empty column
 * ruled off on both sides (`rules`, the grid's column rules) as wide as the others stays.
 */
export function withoutEmptyColumns(columns: Column[], chunks: readonly Chunk[], rules: readonly number[] = []): Column[] {
  if (columns.length < 2) return columns;
  const holding = new Set(chunks.map((c) => centreColumn(c, columns)));
  const widths = [...holding].map((k) => columns[k]!.x1 - columns[k]!.x0).sort((a, b) => a - b);
  const textWidth = widths[Math.floor(widths.length / 2)] ?? 0;
  const used = new Set([...holding, ...columns.flatMap((col, k) => (rules.length > 0 && isRuledColumn(col, rules, textWidth) ? [k] : []))]);
  if (used.size === columns.length) return columns;
  const out: Column[] = [];
  let pending: number | null = null;
  columns.forEach((col, k) => {
    if (used.has(k)) {
      out.push({ x0: pending ?? col.x0, x1: col.x1 });
      pending = null;
    } else if (out.length > 0) out[out.length - 1] = { ...out.at(-1)!, x1: col.x1 };
    else pending ??= col.x0;
  });
  return out.length > 0 ? out : columns;
}
