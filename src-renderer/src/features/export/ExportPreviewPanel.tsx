import { formatCount } from "../../shared/format.ts";
import { FORMAT_LABELS } from "./exportFilters.ts";
import { prettyPreview } from "./exportPreviewText.ts";
import { ExportNothingToSave } from "./ExportNothingToSave.tsx";
import { ExportSavedNote } from "./ExportSavedNote.tsx";
import { ExportSummary } from "./ExportSummary.tsx";
import type { useExportForm } from "./useExportForm.ts";

/** "What the file will contain": the count, the summary, the first records, and saving. */
export function ExportPreviewPanel({ state }: { state: ReturnType<typeof useExportForm> }) {
  const { form, stale, saving } = state;
  const { preview, savesToDisk, showInFolder } = state.exported;
  const count = preview.data?.count;
  const saved = saving.saved;
  return (
    <section className="panel export-preview" aria-labelledby="export-preview-title">
      <div className="export-summary">
        <h2 id="export-preview-title">What the file will contain</h2>
        <p className="export-count" aria-live="polite" data-testid="export-count">
          {count === undefined ? "Counting…" : `${formatCount(count)} record${count === 1 ? "" : "s"}`}
          {stale && count !== undefined && <span className="muted"> (updating…)</span>}
        </p>
      </div>
      {preview.data && preview.data.count > 0 && <ExportSummary summary={preview.data.summary} />}
      {preview.error && (
        <p role="alert" className="error">
          {preview.error.message}
        </p>
      )}
      {count === 0 && <ExportNothingToSave choice={form.choice} />}
      {/* Saving comes before the sample: a long preview never pushes the button out of sight. */}
      <div className="export-actions">
        <button type="button" className="primary" disabled={saving.busy || !count || state.blocked} onClick={() => void saving.save()} data-testid="export-save">
          {saving.busy ? "Exporting…" : savesToDisk ? `Save ${FORMAT_LABELS[form.format].label}…` : `Download ${FORMAT_LABELS[form.format].label}`}
        </button>
        {count !== undefined && count > 0 && <span className="muted">{formatCount(count)} records</span>}
      </div>
      {saving.error && (
        <p role="alert" className="error">
          {saving.error}
        </p>
      )}
      {saved && (
        <ExportSavedNote saved={saved} onShowInFolder={() => void showInFolder(saved.path).catch((e: unknown) => saving.setError(e instanceof Error ? e.message : String(e)))} />
      )}
      {preview.data && preview.data.count > 0 && (
        <>
          <p className="muted export-note">
            The first {Math.min(3, preview.data.count)} record{preview.data.count === 1 ? "" : "s"}, exactly as the file will hold them:
          </p>
          {/* data-verbatim: the file's own text (its keys are the public format), so the screen tests do not read it as the app's words. */}
          <pre className="export-text" tabIndex={0} aria-label="First records" data-testid="export-preview" data-verbatim="">
            {prettyPreview(preview.data.text, form.format)}
          </pre>
        </>
      )}
    </section>
  );
}
