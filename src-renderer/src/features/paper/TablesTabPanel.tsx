import { TABLES_NOT_READ_WORDS } from "@contract/tableWords.ts";
import "./tables.css";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { PaperTableView } from "./PaperTableView.tsx";
import { SideTabPanel } from "./SideTabPanel.tsx";
import { TableList } from "./TableList.tsx";
import type { PaperTablesState } from "./usePaperTables.ts";

/**
 * The side panel's "Tables" tab: the paper's tables, one of them opened as a table beside the
 * page, or what there is to say instead: none found, or not read yet (a paper read before
 * Distillate read tables), with the button that reads them from the PDF.
 */
export function TablesTabPanel({ state, hidden }: { state: PaperTablesState; hidden: boolean }) {
  const { data, error } = state.tables;
  return (
    <SideTabPanel tab="tables" heading="Tables" className="paper-tables" hidden={hidden} error={error} errorPrefix="The tables could not be loaded.">
      {data === undefined && !error && <p className="muted">Loading the tables…</p>}
      {data === null && (
        <div className="empty-state kqa-empty" data-testid="tables-not-read">
          <p>
            <strong>{TABLES_NOT_READ_WORDS}.</strong>
          </p>
          <p>Reading the paper again finds its tables; its text, QAs and reviews stay as they are.</p>
          <button type="button" className="primary" onClick={state.readAgain} disabled={state.reading}>
            {state.reading ? "Reading the paper again…" : "Read the paper again"}
          </button>
          <ErrorAlert error={state.readError} prefix="The tables could not be read." />
        </div>
      )}
      {data && data.length === 0 && <p className="muted">No tables were found in this paper.</p>}
      {data && data.length > 0 && (state.opened ? <PaperTableView state={state} /> : <TableList tables={data} onOpen={state.open} focusIndex={state.closedIndex} filling={state.tables.filling} more={state.tables.more} failed={error !== null} />)}
    </SideTabPanel>
  );
}
