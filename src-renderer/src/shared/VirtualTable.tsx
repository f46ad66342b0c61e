import { memo, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { rowsPerPage, scrollToReveal, visibleWindow } from "./virtualWindow.ts";
import "./virtualTable.css";

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
  sort?: { direction: "ascending" | "descending" | "none"; onSort(): void };
}

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
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(600);
  const bodyHeight = Math.max(rowHeight, viewport - HEADER_HEIGHT);
  const { first, last, totalHeight } = visibleWindow({ scrollTop, viewportHeight: bodyHeight, rowHeight, total: props.total, overscan: props.overscan ?? 10 });
  const idPrefix = useRef(`vt-${Math.random().toString(36).slice(2, 8)}`).current;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setViewport(element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onRangeChange = props.onRangeChange;
  useEffect(() => {
    if (last >= first) onRangeChange(first, last);
  }, [first, last, onRangeChange]);

  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
    setScrollTop(0);
  }, [props.resetKey]);

  // Keep the active row on screen as the keyboard moves it.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || props.activeIndex < 0) return;
    const target = scrollToReveal(props.activeIndex, element.scrollTop, bodyHeight, rowHeight);
    if (target !== element.scrollTop) element.scrollTop = target;
  }, [props.activeIndex, bodyHeight, rowHeight]);

  const template = props.columns.map((c) => c.width).join(" ");
  const rows: ReactNode[] = [];
  for (let index = first; index <= last; index++) {
    const row = props.rowAt(index);
    rows.push(
      <TableRow
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
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      onKeyDown={(event) => props.onGridKeyDown?.(event, rowsPerPage(bodyHeight, rowHeight))}
    >
      <div className="vt-inner" style={{ minWidth: props.minWidth ?? 900 }}>
        <div className="vt-header" role="row" aria-rowindex={1} style={{ gridTemplateColumns: template, height: HEADER_HEIGHT }}>
          {props.columns.map((column) => (
            <div
              key={column.id}
              role="columnheader"
              data-column={column.id}
              className={`vt-cell vt-align-${column.align ?? "start"}`}
              aria-sort={column.sort ? column.sort.direction : undefined}
              aria-label={column.headerLabel}
              title={column.headerTitle}
            >
              {column.sort ? (
                <button type="button" className="vt-sort" onClick={column.sort.onSort}>
                  {column.header}
                  <span aria-hidden="true" className="vt-sort-mark">
                    {column.sort.direction === "ascending" ? "▲" : column.sort.direction === "descending" ? "▼" : "↕"}
                  </span>
                </button>
              ) : (
                column.header
              )}
            </div>
          ))}
        </div>
        <div className="vt-body" role="rowgroup" style={{ height: totalHeight }}>
          {rows}
        </div>
      </div>
    </div>
  );
}

interface TableRowProps<Row> {
  id: string;
  index: number;
  row: Row | undefined;
  top: number;
  height: number;
  template: string;
  columns: VirtualColumn<Row>[];
  active: boolean;
  selected: boolean;
  onClick?: (index: number, row: Row, event: MouseEvent) => void;
  testId?: string;
}

function TableRowImpl<Row>(props: TableRowProps<Row>) {
  const { row, index } = props;
  return (
    <div
      id={props.id}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={row === undefined ? undefined : props.selected}
      aria-busy={row === undefined ? true : undefined}
      className={`vt-row${props.active ? " vt-active" : ""}${props.selected ? " vt-selected" : ""}${index % 2 ? " vt-odd" : ""}`}
      style={{ transform: `translateY(${props.top}px)`, height: props.height, gridTemplateColumns: props.template }}
      data-testid={row === undefined ? undefined : props.testId}
      data-index={index}
      onClick={row === undefined || !props.onClick ? undefined : (event) => props.onClick!(index, row, event)}
    >
      {props.columns.map((column) => (
        <div key={column.id} role="gridcell" data-column={column.id} className={`vt-cell vt-align-${column.align ?? "start"}`} title={row === undefined ? undefined : column.title?.(row)}>
          {row === undefined ? <span className="vt-placeholder" aria-hidden="true" /> : column.cell(row, index)}
        </div>
      ))}
    </div>
  );
}

// Rows re-render only when their own data, position or state changes, not on every scroll event.
const TableRow = memo(TableRowImpl) as typeof TableRowImpl;
