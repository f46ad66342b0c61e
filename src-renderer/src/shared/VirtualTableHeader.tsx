import { cellClass, type VirtualColumn } from "./virtualColumn.ts";

const SORT_MARKS = { ascending: "▲", descending: "▼", none: "↕" } as const;

/** The grid's header row; a sortable column's header is a button showing which way it sorts. */
export function VirtualTableHeader<Row>({ columns, template, height }: { columns: VirtualColumn<Row>[]; template: string; height: number }) {
  return (
    <div className="vt-header" role="row" aria-rowindex={1} style={{ gridTemplateColumns: template, height }}>
      {columns.map((column) => (
        <div
          key={column.id}
          role="columnheader"
          data-column={column.id}
          className={cellClass(column)}
          aria-sort={column.sort ? column.sort.direction : undefined}
          aria-label={column.headerLabel}
          title={column.headerTitle}
        >
          {column.sort ? (
            <button type="button" className="vt-sort" onClick={column.sort.onSort}>
              {column.header}
              <span aria-hidden="true" className="vt-sort-mark">
                {SORT_MARKS[column.sort.direction]}
              </span>
            </button>
          ) : (
            column.header
          )}
        </div>
      ))}
    </div>
  );
}
