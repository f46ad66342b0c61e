import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useVirtualScroll } from "./useVirtualScroll.ts";
import type { VirtualColumn } from "./virtualColumn.ts";
import { VirtualTableHeader } from "./VirtualTableHeader.tsx";
import { VirtualTableRow } from "./VirtualTableRow.tsx";
import { rowsPerPage } from "./virtualWindow.ts";
import "./virtualTable.css";

export interface VirtualTableProps<Row> {
  /** Accessible name of the grid. */
  label: string;
  total: number;
  rowAt(index: number): Row | undefined;
  rowKey(row: Row): number | string;
  columns: VirtualColumn<Row>[];
  /** Height of every row in pixels. Defaults to 34. */
  rowHeight?: number;
  /** Rows rendered beyond the visible ones on each side. Defaults to 10. */
  overscan?: number;
  /** The row the keyboard acts on; -1 for none. */
  activeIndex: number;
  /** Called with the rendered rows (visible plus overscan) whenever they change: fetch what is missing. */
  onRangeChange(first: number, last: number): void;
  onRowClick?(index: number, row: Row, event: MouseEvent): void;
  /** Key presses on the focused grid; `pageRows` is how many rows one screen holds. */
  onGridKeyDown?(event: KeyboardEvent<HTMLDivElement>, pageRows: number): void;
  isSelected?(row: Row): boolean;
  /** Changing this scrolls back to the top (a new query). */
  resetKey?: string;
  testId?: string;
  rowTestId?: string;
  /** Minimum width of the table before it scrolls sideways. Defaults to 900. */
  minWidth?: number;
}

const HEADER_HEIGHT = 36;

/**
 * A table that renders only the rows in view (plus a few on each side) at a fixed row height,
 * so 100,000 rows cost what 40 do. Rows not fetched yet show as placeholders until their page
 * arrives. One tab stop: arrow keys move the active row (aria-activedescendant).
 */
export function VirtualTable<Row>(props: VirtualTableProps<Row>) {
  const rowHeight = props.rowHeight ?? 34;
  const { scroller, first, last, totalHeight, bodyHeight, onScroll } = useVirtualScroll({
    total: props.total,
    rowHeight,
    overscan: props.overscan ?? 10,
    headerHeight: HEADER_HEIGHT,
    activeIndex: props.activeIndex,
    resetKey: props.resetKey,
    onRangeChange: props.onRangeChange,
  });
  const idPrefix = useRef(`vt-${Math.random().toString(36).slice(2, 8)}`).current;

  const template = props.columns.map((c) => c.width).join(" ");
  const rows: ReactNode[] = [];
  for (let index = first; index <= last; index++) {
    const row = props.rowAt(index);
    rows.push(
      <VirtualTableRow
        key={row === undefined ? `pending-${index}` : props.rowKey(row)}
        id={`${idPrefix}-row-${index}`}
        index={index}
        row={row}
        top={index * rowHeight}
        height={rowHeight}
        template={template}
        columns={props.columns}
        active={index === props.activeIndex}
        selected={row !== undefined && (props.isSelected?.(row) ?? false)}
        onClick={props.onRowClick}
        testId={props.rowTestId}
      />,
    );
  }

  return (
    <div
      ref={scroller}
      className="vt"
      role="grid"
      aria-label={props.label}
      aria-rowcount={props.total + 1}
      aria-colcount={props.columns.length}
      aria-multiselectable={props.isSelected ? true : undefined}
      aria-activedescendant={props.activeIndex >= first && props.activeIndex <= last ? `${idPrefix}-row-${props.activeIndex}` : undefined}
      tabIndex={0}
      data-testid={props.testId}
      onScroll={(event) => onScroll(event.currentTarget.scrollTop)}
      onKeyDown={(event) => props.onGridKeyDown?.(event, rowsPerPage(bodyHeight, rowHeight))}
    >
      <div className="vt-inner" style={{ minWidth: props.minWidth ?? 900 }}>
        <VirtualTableHeader columns={props.columns} template={template} height={HEADER_HEIGHT} />
        <div className="vt-body" role="rowgroup" style={{ height: totalHeight }}>
          {rows}
        </div>
      </div>
    </div>
  );
}
