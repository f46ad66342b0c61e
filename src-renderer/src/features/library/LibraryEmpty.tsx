import type { ImportPicking } from "../imports/useImportPicking.ts";

/** A library with no paper yet: what it is for, and the ways to import. */
export function LibraryEmpty({ picking }: { picking: ImportPicking }) {
  return (
    <section className="empty-state library-empty" aria-labelledby="library-empty-heading">
      <h2 id="library-empty-heading">No papers yet</h2>
      <p>
        Import scientific PDFs to read them here, generate question–answer pairs from them with a local model, review the
        pairs and export a dataset.
      </p>
      <div className="toolbar">
        <button type="button" className="primary" onClick={() => void picking.pickFiles()}>
          Import PDFs…
        </button>
        <button type="button" onClick={() => void picking.pickFolder()}>
          Import a folder…
        </button>
        {picking.picksPaths && (
          <button type="button" onClick={() => void picking.pickZotero()}>
            Import from Zotero…
          </button>
        )}
      </div>
      <p className="muted">
        Or drag PDF files from your file manager and drop them anywhere on this page. Encrypted PDFs ask for their password.
      </p>
    </section>
  );
}
