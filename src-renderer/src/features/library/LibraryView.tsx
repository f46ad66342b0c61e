import { useState } from "react";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { useDebouncedValue } from "../../shared/useDebouncedValue.ts";
import { describeZoteroImport } from "../imports/zoteroImport.ts";
import { DatasetList } from "./DatasetList.tsx";
import { ImportStatusPanel } from "../imports/ImportStatusPanel.tsx";
import { buildBrowseQuery, defaultFilters, toggleSort, type LibraryFilters } from "./libraryQuery.ts";
import { LibraryEmpty } from "./LibraryEmpty.tsx";
import { LibraryFilterBar } from "./LibraryFilterBar.tsx";
import { LibraryHeader } from "./LibraryHeader.tsx";
import { MoreRows } from "./MoreRows.tsx";
import { PaperTable } from "./PaperTable.tsx";
import { RemovePaperDialog } from "./RemovePaperDialog.tsx";
import { SelectedPaperBar } from "./SelectedPaperBar.tsx";
import { useFileDrop } from "../imports/useFileDrop.ts";
import { useImportPicking } from "../imports/useImportPicking.ts";
import { useImports } from "../imports/useImports.ts";
import { useLibrary } from "./useLibrary.ts";
import { usePaperRemoval } from "./usePaperRemoval.ts";
import { ZoteroOutcome } from "../imports/ZoteroOutcome.tsx";
import "./library.css";

const SEARCH_DELAY_MS = 200;

export function LibraryView() {
  const imports = useImports();
  const [filters, setFilters] = useState<LibraryFilters>(defaultFilters);
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const library = useLibrary(buildBrowseQuery({ ...filters, search }));
  const { list, strategyLabel } = library;
  const picking = useImportPicking(imports);
  const drop = useFileDrop(imports, picking.setPickError);
  const removal = usePaperRemoval(library);

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const papers = list.data?.papers ?? [];
  const selected = papers.find((p) => p.id === selectedId) ?? papers[0] ?? null;
  const libraryEmpty = list.data !== undefined && list.data.totalPapers === 0;
  // While the first papers are being imported the library is not "empty": the import panel above says what is happening.
  const importing = imports.batches.some((batch) => batch.state === "running");

  return (
    <div className="library-view" {...drop.handlers}>
      <LibraryHeader totals={list.data} libraryEmpty={libraryEmpty} picking={picking} />

      <ErrorAlert error={picking.pickError} />
      {imports.zotero && <ZoteroOutcome {...describeZoteroImport(imports.zotero.label, imports.zotero.results)} />}
      <ImportStatusPanel batches={imports.batches} error={imports.error} onUnlock={imports.unlock} onResolveDuplicate={imports.resolveDuplicate} onCancel={imports.cancel} onClear={() => void imports.clearFinished()} onImportAgain={(path) => void imports.importPaths([path])} />
      <DatasetList />

      {libraryEmpty && importing ? null : libraryEmpty ? (
        <LibraryEmpty picking={picking} />
      ) : (
        <>
          <LibraryFilterBar
            filters={filters}
            setFilters={setFilters}
            languages={list.data?.languages ?? []}
            strategies={list.data?.strategies ?? []}
            matching={list.data?.matching}
            strategyLabel={strategyLabel}
          />

          <ErrorAlert error={list.error} prefix={list.error?.name === "DamagedLibraryError" ? "The library file is damaged." : "The library could not be read."} />

          {selected && <SelectedPaperBar paper={selected} onRemove={removal.ask} />}

          <div className="paper-table-wrap">
            {papers.length > 0 ? (
              <PaperTable
                papers={papers}
                rowCount={list.data?.matching ?? papers.length}
                onNearEnd={list.loadMore}
                filters={filters}
                selectedId={selected?.id ?? null}
                onSelect={setSelectedId}
                onSort={(column) => setFilters((f) => toggleSort(f, column))}
                onRemove={removal.ask}
                strategyLabel={strategyLabel}
              />
            ) : (
              list.data && (
                <p className="empty-state">
                  No paper matches these filters.{" "}
                  <button type="button" onClick={() => setFilters(defaultFilters)}>
                    Show all papers
                  </button>
                </p>
              )
            )}
            {list.hasMore && <MoreRows onVisible={list.loadMore} shown={papers.length} matching={list.data?.matching ?? 0} />}
            {!list.data && list.loading && <p className="muted">Loading the library…</p>}
          </div>
          {papers.length > 0 && (
            <p className="muted keyboard-hint">
              <kbd>↑</kbd> <kbd>↓</kbd> move · <kbd>Enter</kbd> open · <kbd>Delete</kbd> remove · drop PDFs anywhere to import
            </p>
          )}
        </>
      )}

      {drop.dragging && (
        <div className="drop-overlay" aria-hidden="true">
          <div className="drop-overlay-box">Drop PDF files to import them</div>
        </div>
      )}

      {removal.removing && <RemovePaperDialog paper={removal.removing} busy={removal.busy} error={removal.error} onConfirm={() => void removal.confirm()} onCancel={removal.cancel} />}
    </div>
  );
}
