import { formatCount } from "../../shared/format.ts";
import type { ImportPicking } from "../imports/useImportPicking.ts";

/** The view's title, its totals, the import buttons, and the hidden inputs a browser picks files with. */
export function LibraryHeader({ totals, libraryEmpty, picking }: { totals: { totalPapers: number; totalQas: number } | undefined; libraryEmpty: boolean; picking: ImportPicking }) {
  return (
    <header className="view-header">
      <h1>Library</h1>
      {totals && !libraryEmpty && (
        <span className="view-header-meta">
          {formatCount(totals.totalPapers, "paper")} · {formatCount(totals.totalQas, "QA")}
        </span>
      )}
      {!libraryEmpty && (
        <div className="view-header-actions">
          <button type="button" className="primary" onClick={() => void picking.pickFiles()}>
            Import PDFs…
          </button>
          <button type="button" onClick={() => void picking.pickFolder()}>
            Import folder…
          </button>
          {picking.picksPaths && (
            <button type="button" onClick={() => void picking.pickZotero()} title="A BibTeX or CSL-JSON export: its PDFs are imported with Zotero's titles, authors and DOIs">
              Import from Zotero…
            </button>
          )}
        </div>
      )}
      <input
        ref={picking.fileInput}
        type="file"
        accept=".pdf,application/pdf"
        multiple
        hidden
        aria-label="PDF files to import"
        onChange={(e) => picking.onFilesChosen(e.currentTarget, false)}
      />
      <input ref={picking.folderInput} type="file" multiple hidden aria-label="Folder to import" onChange={(e) => picking.onFilesChosen(e.currentTarget, true)} />
    </header>
  );
}
