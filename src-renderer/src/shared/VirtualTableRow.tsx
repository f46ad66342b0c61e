import { memo, type MouseEvent } from "react";
import { cellClass, type VirtualColumn } from "./virtualColumn.ts";

interface VirtualTableRowProps<Row> {
  id: string;
  index: number;
  /** Undefined while its page is being fetched: the row shows placeholders. */
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

function VirtualTableRowImpl<Row>(props: VirtualTableRowProps<Row>) {
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
        <div key={column.id} role="gridcell" data-column={column.id} className={cellClass(column)} title={row === undefined ? undefined : column.title?.(row)}>
          {row === undefined ? <span className="vt-placeholder" aria-hidden="true" /> : column.cell(row, index)}
        </div>
      ))}
    </div>
  );
}

// Rows re-render only when their own data, position or state changes, not on every scroll event.
export const VirtualTableRow = memo(VirtualTableRowImpl) as typeof VirtualTableRowImpl;
