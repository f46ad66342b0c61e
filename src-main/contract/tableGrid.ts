import type { ParsedTable, TableGrid, TableRow } from "./tables.ts";

// A table's cells laid out on its grid: what `show --json`, `distillate tables`, the paper view
// and a row read on its own (a passage, a QA's context) print. The shapes are in tables.ts.

/** How many columns a table has: the widest row, spans counted. */
export function tableWidth(table: Pick<ParsedTable, "header" | "rows">): number {
  return Math.max(0, ...gridRows([...table.header, ...table.rows]).map((row) => row.length));
}

/**
 * Rows laid out on the grid: each row as many strings as columns, a merged cell's text at its
 * first row and column and "" where it spans. Cells covered by a row span from above are absent
 * from their rows, so columns are found by filling the places those spans take first.
 */
export function gridRows(rows: readonly TableRow[]): string[][] {
  const taken: number[] = []; // per column: rows still covered by a span from above
  const out: string[][] = [];
  for (const row of rows) {
    const line: string[] = [];
    let col = 0;
    const place = () => {
      while ((taken[col] ?? 0) > 0) {
        line[col] = "";
        col++;
      }
    };
    for (const cell of row.cells) {
      place();
      line[col] = cell.text;
      for (let k = 0; k < cell.colSpan; k++) {
        if (k > 0) line[col + k] = "";
        if (cell.rowSpan > 1) taken[col + k] = cell.rowSpan;
      }
      col += cell.colSpan;
    }
    place();
    for (let c = 0; c < taken.length; c++) if ((taken[c] ?? 0) > 0 && !(c in line)) line[c] = "";
    out.push(Array.from({ length: line.length }, (_, i) => line[i] ?? ""));
    // The row is done: spans from above cover one row fewer, and those started here already cover it.
    for (let c = 0; c < taken.length; c++) if ((taken[c] ?? 0) > 0) taken[c]!--;
  }
  const width = Math.max(0, ...out.map((r) => r.length));
  return out.map((r) => [...r, ...Array<string>(width - r.length).fill("")]);
}

/**
 * One heading per column, the header's levels joined with " / " ("Case / n"): what a row's cell
 * is called when a row is read on its own (a passage for asking, a QA's context).
 */
export function columnHeadings(table: Pick<ParsedTable, "header" | "rows">): string[] {
  const width = tableWidth(table);
  const levels = spreadSpans(table.header, width);
  return Array.from({ length: width }, (_, c) => {
    const parts: string[] = [];
    for (const level of levels) {
      const text = level[c]?.trim() ?? "";
      if (text && parts.at(-1) !== text) parts.push(text);
    }
    return parts.join(" / ");
  });
}

/** Header rows with a spanning cell's text under every column it covers (for headings, not for printing). */
function spreadSpans(rows: readonly TableRow[], width: number): string[][] {
  const taken: { text: string; left: number }[] = [];
  return rows.map((row) => {
    const line: string[] = Array<string>(width).fill("");
    let col = 0;
    for (const cell of row.cells) {
      while (col < width && (taken[col]?.left ?? 0) > 0) {
        line[col] = taken[col]!.text;
        col++;
      }
      for (let k = 0; k < cell.colSpan && col + k < width; k++) {
        line[col + k] = cell.text;
        if (cell.rowSpan > 1) taken[col + k] = { text: cell.text, left: cell.rowSpan };
      }
      col += cell.colSpan;
    }
    for (let c = 0; c < width; c++) {
      const t = taken[c];
      if (t && t.left > 0) {
        if (!line[c]) line[c] = t.text;
        t.left--;
      }
    }
    return line;
  });
}

/** The plain grid of a table (the shape `show --json` prints). */
export function tableGrid(table: ParsedTable): TableGrid {
  const width = tableWidth(table);
  const pad = (rows: string[][]) => rows.map((r) => [...r, ...Array<string>(Math.max(0, width - r.length)).fill("")]);
  return {
    label: table.label,
    caption: table.caption,
    page: table.page,
    pages: table.pages,
    box: table.boxes[0]!,
    kind: table.kind,
    header: pad(gridRows(table.header)),
    rows: pad(gridRows(table.rows)),
    groupLabelRows: table.rows.flatMap((row, i) => (row.kind === "subheading" ? [i] : [])),
    footnotes: table.footnotes,
    doubts: table.doubts,
  };
}
