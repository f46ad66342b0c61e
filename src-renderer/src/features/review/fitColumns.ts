// Which table columns fit the width the table has. Some columns are always shown (what a
// reviewer acts on: the question, the verdict, the decisions); the others come in by priority
// while they fit, so the table never needs a sideways scroll to show a decision.

export interface ColumnFit {
  id: string;
  /** Narrowest the column may be, in pixels. */
  min: number;
  /** Lower comes in first; null for a column that is always shown. */
  priority: number | null;
}

/** Pixels the table needs beside its columns: borders and a vertical scrollbar. */
export const TABLE_CHROME = 18;

/** The ids of the columns to show in `width` pixels, in the order given. */
export function fitColumns(columns: readonly ColumnFit[], width: number): string[] {
  let room = width - TABLE_CHROME - columns.filter((c) => c.priority === null).reduce((sum, c) => sum + c.min, 0);
  const shown = new Set(columns.filter((c) => c.priority === null).map((c) => c.id));
  for (const column of columns.filter((c) => c.priority !== null).sort((a, b) => a.priority! - b.priority!)) {
    if (column.min > room) continue;
    shown.add(column.id);
    room -= column.min;
  }
  return columns.filter((c) => shown.has(c.id)).map((c) => c.id);
}

/** The table's minimum width for the columns shown. */
export function minTableWidth(columns: readonly ColumnFit[], shown: readonly string[]): number {
  return columns.filter((c) => shown.includes(c.id)).reduce((sum, c) => sum + c.min, 0);
}
