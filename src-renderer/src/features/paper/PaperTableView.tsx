import { IMAGE_TABLE_WORDS, tableDoubtsToCheck, tableName, tablePages, tableSize } from "@contract/tableWords.ts";
import { TableCopyButtons } from "./TableCopyButtons.tsx";
import { TableGrid } from "./TableGrid.tsx";
import { restWords } from "./tableRowsWords.ts";
import type { PaperTablesState } from "./usePaperTables.ts";

/**
 * One table opened beside the page: its name, caption and facts, what the reader doubts about it,
 * copying it, the table itself and its footnotes. Its outline is boxed on the page when it opens;
 * "Show on the page" boxes it again after a cell or row was picked.
 */
export function PaperTableView({ state }: { state: PaperTablesState }) {
  const table = state.opened;
  if (!table) return null;
  const name = tableName(table, table.ordinal);
  const doubts = tableDoubtsToCheck(table.doubts);
  const where = tablePages(table);
  return (
    <section className="paper-table-view" aria-labelledby="paper-table-title" data-testid="paper-table">
      <div className="paper-table-nav">
        {/* Opened from the list, whose button is gone: the keyboard goes on from here. */}
        <button type="button" onClick={() => state.open(null)} autoFocus>
          <span aria-hidden="true">‹</span> All tables
        </button>
        <button type="button" onClick={() => state.pick({ kind: "table" })}>
          Show on the page
        </button>
      </div>
      <h3 id="paper-table-title" className="paper-table-title">
        {name}
        {table.caption && <span className="paper-table-caption"> {table.caption}</span>}
      </h3>
      <p className="muted paper-table-facts">
        {where.charAt(0).toUpperCase() + where.slice(1)}
        {table.kind === "text" && <> · {tableSize(table)}</>}
        {state.openedRest && <> so far, {restWords(state.openedRest)}</>}
      </p>
      {doubts.length > 0 && (
        <div className="paper-table-doubts" role="note" aria-label="To check against the PDF">
          <strong>
            <span aria-hidden="true">⚠ </span>Check against the PDF:
          </strong>
          <ul>
            {doubts.map((doubt) => (
              <li key={doubt.kind}>{doubt.message}</li>
            ))}
          </ul>
        </div>
      )}
      {table.kind === "image" ? (
        <p className="paper-table-image">{IMAGE_TABLE_WORDS}. Its place is boxed on the page.</p>
      ) : (
        <>
          <TableCopyButtons table={table} rest={state.openedRest} />
          <p className="muted pane-hint">Click a cell, or a row's number, to box it on the page; the arrow keys move through the table.</p>
          <TableGrid key={table.id} name={name} layout={state.layout} picked={state.picked} onPick={state.pick} rest={state.openedRest} />
        </>
      )}
      {table.footnotes.length > 0 && (
        <ul className="paper-table-footnotes" aria-label="Footnotes">
          {table.footnotes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
