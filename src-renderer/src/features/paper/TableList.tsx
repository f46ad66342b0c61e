import type { PaperTable } from "@contract/tables.ts";
import { IMAGE_TABLE_SHORT, tableDoubtsToCheck, tableName, tablePages, tableSize } from "@contract/tableWords.ts";
import { Badge } from "../../shared/Badge.tsx";
import { restWords } from "./tableRowsWords.ts";

interface TableListProps {
  tables: PaperTable[];
  onOpen(index: number): void;
  /** The table just closed: its button takes the focus back. */
  focusIndex: number | null;
  /** The ordinal of the table whose later rows are still coming, if any. */
  filling: number | null;
  /** Whether tables after these are still coming. */
  more: boolean;
  /** Whether the reading failed (the filling table's rest is then not coming). */
  failed: boolean;
}

/**
 * The paper's tables, one button each: its name and caption, where it is printed, its size, and
 * in words what the reader doubts about it or that it is a picture. A click opens it.
 */
export function TableList({ tables, onOpen, focusIndex, filling, more, failed }: TableListProps) {
  return (
    <>
    <ul className="table-list" aria-label="Tables in this paper">
      {tables.map((table, index) => {
        const doubts = tableDoubtsToCheck(table.doubts);
        const name = tableName(table, table.ordinal);
        const where = tablePages(table);
        return (
          <li key={table.id}>
            <button type="button" className="table-item" onClick={() => onOpen(index)} autoFocus={index === focusIndex} data-testid="table-item">
              <span className="table-item-top">
                <strong>{name}</strong>
                {table.kind === "image" && <Badge>{IMAGE_TABLE_SHORT}</Badge>}
                {doubts.length > 0 && <Badge tone="warn">To check</Badge>}
              </span>
              {table.caption && <span className="table-item-caption">{table.caption}</span>}
              <span className="table-item-facts muted">
                {where.charAt(0).toUpperCase() + where.slice(1)}
                {table.kind === "text" && <> · {tableSize(table)}</>}
                {table.ordinal === filling && <> so far, {restWords(failed ? "failed" : "coming")}</>}
              </span>
              {doubts.map((doubt) => (
                <span key={doubt.kind} className="table-item-doubt">
                  {doubt.message}
                </span>
              ))}
            </button>
          </li>
        );
      })}
    </ul>
    {more && <p className="muted">Loading more tables…</p>}
    </>
  );
}
