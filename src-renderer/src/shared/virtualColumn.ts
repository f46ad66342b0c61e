import type { ReactNode } from "react";
import type { AriaSort } from "./ariaSort.ts";

/** One column of a VirtualTable: its header, its width in the grid, and how a row fills its cell. */
export interface VirtualColumn<Row> {
  id: string;
  header: ReactNode;
  /** Accessible name when the header is not text (a checkbox) or is shortened. */
  headerLabel?: string;
  /** Tooltip of the header: what the column means, or its full name. */
  headerTitle?: string;
  /** A CSS grid track, e.g. "72px" or "minmax(240px, 3fr)". */
  width: string;
  cell(row: Row, index: number): ReactNode;
  /** Text for the cell's tooltip (the full question when it is cut off). */
  title?(row: Row): string | undefined;
  align?: "start" | "end" | "center";
  /** Makes the header a sort button. */
  sort?: { direction: AriaSort; onSort(): void };
}

/** The cell class shared by headers and cells, so a column lines up however it is aligned. */
export function cellClass(column: Pick<VirtualColumn<unknown>, "align">): string {
  return `vt-cell vt-align-${column.align ?? "start"}`;
}
