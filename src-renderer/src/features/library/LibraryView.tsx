import { useCallback, useEffect, useRef, useState, type DragEvent } from "react";
import type { PaperRow } from "@contract/papers.ts";
import { SEARCH_MAX_CHARS } from "@contract/search.ts";
import { navigate, routeHref, useRoute } from "../../app/router.ts";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { formatCount } from "../../shared/format.ts";
import { languageName } from "../../shared/languageName.ts";
import { useDebouncedValue } from "../../shared/useDebouncedValue.ts";
import { dragHasFiles, isPdf, readDrop } from "./fileSources.ts";
import { describeZoteroImport } from "./zoteroImport.ts";
import { ImportStatusPanel } from "./ImportStatusPanel.tsx";
import {
  buildBrowseQuery,
  defaultFilters,
  DETAILS_LABELS,
  isFiltered,
  STATUS_LABELS,
  toggleSort,
  type DetailsFilter,
  type LibraryFilters,
  type PaperStatus,
} from "./libraryQuery.ts";
import { PaperTable } from "./PaperTable.tsx";
import { useImports } from "./useImports.ts";
import { useLibrary } from "./useLibrary.ts";
import "./library.css";

const SEARCH_DELAY_MS = 200;

export function LibraryView() {
  const imports = useImports();
  const [filters, setFilters] = useState<LibraryFilters>(defaultFilters);
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const library = useLibrary(buildBrowseQuery({ ...filters, search }));
  const { list, strategyLabel } = library;

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<PaperRow | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [removeError, setRemoveError] = useState<Error | null>(null);
  const [pickError, setPickError] = useState<Error | null>(null);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  const papers = list.data?.papers ?? [];
  const selected = papers.find((p) => p.id === selectedId) ?? papers[0] ?? null;

  useEffect(() => {
    // A browser can only pick a folder through this non-standard attribute.
    if (folderInput.current) folderInput.current.webkitdirectory = true;
  }, []);

  const pickFiles = useCallback(async () => {
    setPickError(null);
    if (!library.picksPaths) {
      fileInput.current?.click();
      return;
    }
    try {
      const paths = await library.pickPdfs();
      if (paths.length > 0) await imports.importPaths(paths);
    } catch (error) {
      setPickError(error as Error);
    }
  }, [imports, library]);

  const pickFolder = useCallback(async () => {
    setPickError(null);
    if (!library.picksPaths) {
      folderInput.current?.click();
      return;
    }
    try {
      const folder = await library.pickFolder();
      if (folder) await imports.importPaths([folder], { folder: folder.split(/[\\/]/).filter(Boolean).pop() ?? folder });
    } catch (error) {
      setPickError(error as Error);
    }
  }, [imports, library]);

  const pickZotero = useCallback(async () => {
    setPickError(null);
    try {
      const file = await library.pickZoteroExport();
      if (file) await imports.importZotero(file);
    } catch (error) {
      setPickError(error as Error);
    }
  }, [imports, library]);

  // The desktop menu's File > Import PDFs... / Import Folder... arrive as #/library?do=...
  const pendingCommand = useRoute().params.get("do");
  useEffect(() => {
    if (pendingCommand !== "import-files" && pendingCommand !== "import-folder") return;
    navigate("library");
    void (pendingCommand === "import-files" ? pickFiles() : pickFolder());
  }, [pendingCommand, pickFiles, pickFolder]);

  const onFilesChosen = (input: HTMLInputElement, folder: boolean) => {
    const files = Array.from(input.files ?? []).filter(isPdf);
    const folderName = folder ? files[0]?.webkitRelativePath.split("/")[0] : undefined;
    input.value = ""; // choosing the same files again must fire change again
    if (files.length === 0) {
      if (folder) setPickError(new Error("That folder holds no PDF files."));
      return;
    }
    void imports.uploadFiles(files, folderName);
  };

  const onDragEnter = (event: DragEvent) => {
    if (!dragHasFiles(event.dataTransfer)) return;
    event.preventDefault();
    dragDepth.current++;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (!dragHasFiles(event.dataTransfer)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
  };
  const onDragLeave = (event: DragEvent) => {
    if (!dragHasFiles(event.dataTransfer)) return;
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    if (!dragHasFiles(event.dataTransfer)) return;
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    setPickError(null);
    readDrop(event.dataTransfer, library.pathForFile).then(
      ({ paths, files, folder }) => {
        if (paths.length === 0 && files.length === 0) {
          setPickError(new Error("Only PDF files can be imported, and the drop held none."));
          return;
        }
        if (paths.length > 0) void imports.importPaths(paths, { folder });
        if (files.length > 0) void imports.uploadFiles(files, folder);
      },
      (error: Error) => setPickError(error),
    );
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    setRemoveError(null);
    try {
      await library.removePaper(removing.id);
      setRemoving(null);
    } catch (error) {
      setRemoveError(error as Error);
    } finally {
      setRemoveBusy(false);
    }
  };

  const update = (change: Partial<LibraryFilters>) => setFilters((f) => ({ ...f, ...change }));
  const libraryEmpty = list.data !== undefined && list.data.totalPapers === 0;

  return (
    <div className="library-view" onDragEnter={onDragEnter} onDragOver={onDragOver} onDragLeave={onDragLeave} onDrop={onDrop}>
      <header className="view-header">
        <h1>Library</h1>
        {list.data && !libraryEmpty && (
          <span className="view-header-meta">
            {formatCount(list.data.totalPapers, "paper")} · {formatCount(list.data.totalQas, "QA")}
          </span>
        )}
        {!libraryEmpty && (
          <div className="view-header-actions">
            <button type="button" className="primary" onClick={() => void pickFiles()}>
              Import PDFs…
            </button>
            <button type="button" onClick={() => void pickFolder()}>
              Import folder…
            </button>
            {library.picksPaths && (
              <button type="button" onClick={() => void pickZotero()} title="A BibTeX or CSL-JSON export: its PDFs are imported with Zotero's titles, authors and DOIs">
                Import from Zotero…
              </button>
            )}
          </div>
        )}
        <input
          ref={fileInput}
          type="file"
          accept=".pdf,application/pdf"
          multiple
          hidden
          aria-label="PDF files to import"
          onChange={(e) => onFilesChosen(e.currentTarget, false)}
        />
        <input ref={folderInput} type="file" multiple hidden aria-label="Folder to import" onChange={(e) => onFilesChosen(e.currentTarget, true)} />
      </header>

      <ErrorAlert error={pickError} />
      {imports.zotero && <ZoteroOutcome {...describeZoteroImport(imports.zotero.label, imports.zotero.results)} />}
      <ImportStatusPanel batches={imports.batches} error={imports.error} onUnlock={imports.unlock} onResolveDuplicate={imports.resolveDuplicate} onClear={() => void imports.clearFinished()} />

      {libraryEmpty ? (
        <section className="empty-state library-empty" aria-labelledby="library-empty-heading">
          <h2 id="library-empty-heading">No papers yet</h2>
          <p>
            Import scientific PDFs to read them here, generate question–answer pairs from them with a local model, review the
            pairs and export a dataset.
          </p>
          <div className="toolbar">
            <button type="button" className="primary" onClick={() => void pickFiles()}>
              Import PDFs…
            </button>
            <button type="button" onClick={() => void pickFolder()}>
              Import a folder…
            </button>
            {library.picksPaths && (
              <button type="button" onClick={() => void pickZotero()}>
                Import from Zotero…
              </button>
            )}
          </div>
          <p className="muted">
            Or drag PDF files from your file manager and drop them anywhere on this page. Encrypted PDFs ask for their password.
          </p>
        </section>
      ) : (
        <>
          <div className="toolbar library-filters" role="search">
            <label className="sr-only" htmlFor="library-search">
              Search papers
            </label>
            <input
              id="library-search"
              type="search"
              placeholder="Search titles, authors, DOIs and full text"
              maxLength={SEARCH_MAX_CHARS}
              value={filters.search}
              onChange={(e) => update({ search: e.target.value })}
              className="library-search"
            />
            <label>
              Status{" "}
              <select value={filters.status} onChange={(e) => update({ status: e.target.value as PaperStatus | "" })}>
                <option value="">Any</option>
                {(Object.keys(STATUS_LABELS) as PaperStatus[]).map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Language{" "}
              <select value={filters.language} onChange={(e) => update({ language: e.target.value })}>
                <option value="">Any</option>
                {(list.data?.languages ?? []).map((language) => (
                  <option key={language} value={language}>
                    {languageName(language)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Strategy{" "}
              <select value={filters.strategy} onChange={(e) => update({ strategy: e.target.value })}>
                <option value="">Any</option>
                {(list.data?.strategies ?? []).map((strategy) => (
                  <option key={strategy} value={strategy}>
                    {strategyLabel(strategy)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Details{" "}
              <select value={filters.details} onChange={(e) => update({ details: e.target.value as DetailsFilter | "" })}>
                <option value="">Any</option>
                {(Object.keys(DETAILS_LABELS) as DetailsFilter[]).map((details) => (
                  <option key={details} value={details}>
                    {DETAILS_LABELS[details]}
                  </option>
                ))}
              </select>
            </label>
            {isFiltered(filters) && (
              <button type="button" onClick={() => setFilters((f) => ({ ...defaultFilters, sort: f.sort, order: f.order }))}>
                Clear filters
              </button>
            )}
            <span className="muted library-shown" aria-live="polite">
              {list.data && isFiltered(filters) ? `${formatCount(list.data.matching, "paper")} match` : ""}
            </span>
          </div>

          <ErrorAlert error={list.error} prefix={list.error?.name === "DamagedLibraryError" ? "The library file is damaged." : "The library could not be read."} />

          {selected && (
            <div className="toolbar selection-bar" aria-label="Selected paper">
              <span className="selection-title" title={selected.name}>
                {selected.name}
              </span>
              <button type="button" onClick={() => navigate("paper", selected.id)}>
                Open
              </button>
              <a className="button" href={routeHref("runs", null, { paper: String(selected.id) })}>
                Generate QAs…
              </a>
              <a className="button" href={routeHref("ask", null, { papers: String(selected.id) })} data-testid="ask-this-paper">
                Ask this paper…
              </a>
              <button type="button" className="danger" onClick={() => setRemoving(selected)}>
                Remove…
              </button>
            </div>
          )}

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
                onRemove={setRemoving}
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

      {dragging && (
        <div className="drop-overlay" aria-hidden="true">
          <div className="drop-overlay-box">Drop PDF files to import them</div>
        </div>
      )}

      {removing && (
        <ConfirmDialog
          title="Remove this paper?"
          confirmLabel="Remove paper"
          danger
          busy={removeBusy}
          onConfirm={() => void confirmRemove()}
          onCancel={() => {
            setRemoving(null);
            setRemoveError(null);
          }}
        >
          <p>
            <strong>{removing.name}</strong> will be removed from the library
            {removing.qas > 0 ? ` together with its ${formatCount(removing.qas, "generated QA")} and their reviews` : ""}. The PDF file
            itself stays where it is.
          </p>
          <ErrorAlert error={removeError} />
        </ConfirmDialog>
      )}
    </div>
  );
}

/**
 * The end of the loaded rows: scrolling it into view loads the next page; the button does the
 * same for those who do not scroll (and says how far the list goes).
 */
function MoreRows({ onVisible, shown, matching }: { onVisible(): void; shown: number; matching: number }) {
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    // Ahead of the bottom by a few rows, so the next page is usually there before it is needed.
    // The table scrolls inside its own box, so that box is the root the margin applies to.
    const root = element.closest(".paper-table-wrap");
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onVisible(), { root, rootMargin: "400px 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible, shown]);
  return (
    <div ref={marker} className="library-more">
      <button type="button" onClick={onVisible}>
        Show more papers
      </button>{" "}
      <span className="muted">
        {formatCount(shown, "paper")} of {formatCount(matching, "paper")} shown
      </span>
    </div>
  );
}

/** The outcome of a Zotero import, item by item where something went wrong. */
function ZoteroOutcome({ summary, problems }: { summary: string; problems: string[] }) {
  return (
    <div className="zotero-outcome" role="status">
      <p>{summary}</p>
      {problems.length > 0 && (
        <ul className="error">
          {problems.map((problem, i) => (
            <li key={i}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
