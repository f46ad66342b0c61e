import { useEffect, useMemo, useState } from "react";
import type { ExportResultView } from "../../../../src-main/contract/pipeline.ts";
import { routeHref, useRoute } from "../../app/router.ts";
import { client } from "../../client/index.ts";
import { ChoiceMenu } from "../../shared/ChoiceMenu.tsx";
import { formatBytes, formatCount } from "../../shared/format.ts";
import { PaperPicker } from "../../shared/PaperPicker.tsx";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";
import { useDebouncedValue } from "../../shared/useDebouncedValue.ts";
import { badMinScores, buildExportFilter, defaultExportForm, exportFileName, FORMAT_LABELS, saveDialogFilters, type ExportFormState } from "./exportFilters.ts";
import "./export.css";

/** #/export: pick what goes in the dataset, see how many records and the first ones, then save. ?run=ID starts with that run. */
export function ExportView() {
  const route = useRoute();
  const [form, setForm] = useState<ExportFormState>(() => {
    const run = Number(route.params.get("run"));
    return Number.isInteger(run) && run > 0 ? { ...defaultExportForm, runIds: [run] } : defaultExportForm;
  });
  const [choosePapers, setChoosePapers] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState<(ExportResultView & { downloaded: boolean }) | null>(null);

  const facets = useAsync(() => client.call("review.facets"), []);
  const bad = badMinScores(form);
  const filter = useMemo(() => buildExportFilter({ ...form, paperIds: choosePapers ? form.paperIds : [] }), [form, choosePapers]);
  // The preview follows the form after a short pause, so typing a score does not fire a query per key.
  const settledFilter = useDebouncedValue(JSON.stringify(filter), 250);
  const preview = useAsync(() => client.call("pipeline.exportPreview", { format: form.format, filter: JSON.parse(settledFilter), limit: 3 }), [form.format, settledFilter]);
  useAppEvent(["review.changed", "runs.changed", "library.changed"], () => {
    preview.reload();
  });
  useAppEvent(["runs.changed"], facets.reload);
  useEffect(() => setSaved(null), [settledFilter, form.format]);

  const set = <K extends keyof ExportFormState>(key: K, value: ExportFormState[K]) => setForm({ ...form, [key]: value });
  const count = preview.data?.count;
  const stale = settledFilter !== JSON.stringify(filter) || preview.loading;

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    setSaved(null);
    try {
      if (client.kind === "desktop") {
        const out = await client.call("desktop.pickSavePath", {
          title: "Export QAs",
          defaultName: exportFileName(form.format),
          filters: saveDialogFilters(form.format),
        });
        if (out === null) return;
        const result = await client.call("pipeline.exportDataset", { format: form.format, out, filter });
        setSaved({ ...result, downloaded: false });
      } else {
        const content = await client.call("pipeline.exportContent", { format: form.format, filter });
        const blob = new Blob([content.text], { type: form.format === "json" ? "application/json" : "application/x-ndjson" });
        const url = URL.createObjectURL(blob);
        const link = document.createElement("a");
        link.href = url;
        link.download = content.fileName;
        document.body.appendChild(link);
        link.click();
        link.remove();
        // Give the browser a moment to start the download before the URL goes away.
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        setSaved({ path: content.fileName, format: form.format, records: content.records, bytes: blob.size, downloaded: true });
      }
    } catch (e) {
      setSaveError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="export-view">
      <h1>Export</h1>
      <p className="muted export-intro">
        Each record is one QA with everything needed to trust and reuse it: the question, the answer (a reviewer’s correction when there is one, with the
        original next to it), type, difficulty and hop, the evidence sentences with their page and position, every score with its verdict and reason, the
        review decisions, the paper (title, DOI, file hash) and how it was made (run, strategy, prompt version, model and its hash, seed). The format is
        described by <code>schemas/qa-record.schema.json</code>.
      </p>
      <div className="export-layout">
        <form className="panel export-form" aria-label="Export options" onSubmit={(event) => event.preventDefault()}>
          <fieldset className="export-fieldset">
            <legend>Format</legend>
            {(["jsonl", "json"] as const).map((format) => (
              <label key={format} className="export-radio">
                <input type="radio" name="format" value={format} checked={form.format === format} onChange={() => set("format", format)} />
                <strong>{FORMAT_LABELS[format].label}</strong> <span className="muted">— {FORMAT_LABELS[format].hint}</span>
              </label>
            ))}
          </fieldset>

          <fieldset className="export-fieldset">
            <legend>Which QAs</legend>
            <label className="export-check">
              <input type="checkbox" checked={form.excludeDropped} onChange={(e) => set("excludeDropped", e.target.checked)} />
              Leave out QAs a reviewer dropped
            </label>
            <label className="export-check">
              <input type="checkbox" checked={form.acceptedOnly} onChange={(e) => set("acceptedOnly", e.target.checked)} />
              Only QAs the automatic filters accepted
            </label>
            <div className="export-menus">
              <ChoiceMenu
                label="Run"
                options={(facets.data?.runs ?? []).map((r) => ({ value: r.id, label: `#${r.id} ${r.strategy}`, detail: r.model }))}
                selected={form.runIds}
                onChange={(v) => set("runIds", v)}
                anyText="all"
                testId="export-runs"
              />
              <ChoiceMenu
                label="Strategy"
                options={(facets.data?.strategies ?? []).map((s) => ({ value: s, label: s }))}
                selected={form.strategies}
                onChange={(v) => set("strategies", v)}
                anyText="all"
                testId="export-strategies"
              />
            </div>
            {facets.error && (
              <p role="alert" className="error">
                {facets.error.message}
              </p>
            )}
          </fieldset>

          <fieldset className="export-fieldset">
            <legend>Papers</legend>
            <label className="export-radio">
              <input type="radio" name="papers" checked={!choosePapers} onChange={() => setChoosePapers(false)} /> All papers
            </label>
            <label className="export-radio">
              <input type="radio" name="papers" checked={choosePapers} onChange={() => setChoosePapers(true)} /> Only these papers
              {choosePapers && ` (${form.paperIds.length} chosen)`}
            </label>
            {choosePapers && <PaperPicker label="Papers to export" selected={form.paperIds} onChange={(ids) => set("paperIds", ids)} />}
          </fieldset>

          <fieldset className="export-fieldset">
            <legend>Minimum scores</legend>
            {(facets.data?.metrics ?? []).length === 0 && <p className="muted">No scores stored yet.</p>}
            <div className="export-scores">
              {(facets.data?.metrics ?? []).map((metric) => {
                const invalid = bad.includes(metric);
                return (
                  <label key={metric} className="export-score">
                    <span>{metric}</span>
                    <input
                      type="text"
                      inputMode="decimal"
                      placeholder="any"
                      value={form.minScores[metric] ?? ""}
                      aria-invalid={invalid}
                      aria-describedby={invalid ? `min-${metric}-error` : undefined}
                      onChange={(e) => set("minScores", { ...form.minScores, [metric]: e.target.value })}
                    />
                    {invalid && (
                      <span id={`min-${metric}-error`} role="alert" className="error">
                        Not a number
                      </span>
                    )}
                  </label>
                );
              })}
            </div>
            {(facets.data?.metrics ?? []).length > 0 && <p className="muted export-note">A QA without a score for a metric given here is left out.</p>}
          </fieldset>
        </form>

        <section className="panel export-preview" aria-labelledby="export-preview-title">
          <div className="export-summary">
            <h2 id="export-preview-title">Preview</h2>
            <p className="export-count" aria-live="polite" data-testid="export-count">
              {count === undefined ? "Counting…" : `${formatCount(count)} record${count === 1 ? "" : "s"}`}
              {stale && count !== undefined && <span className="muted"> (updating…)</span>}
            </p>
          </div>
          {preview.error && (
            <p role="alert" className="error">
              {preview.error.message}
            </p>
          )}
          {count === 0 && (
            <div className="empty-state">
              <p>No QA matches these choices.</p>
              <p className="muted">
                Loosen the filters, or <a href={routeHref("runs")}>run a strategy</a> to generate QAs.
              </p>
            </div>
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
          <div className="export-actions">
            <button type="button" className="primary" disabled={saving || !count || bad.length > 0} onClick={() => void save()} data-testid="export-save">
              {saving ? "Exporting…" : client.kind === "desktop" ? `Save ${FORMAT_LABELS[form.format].label}…` : `Download ${FORMAT_LABELS[form.format].label}`}
            </button>
            {count !== undefined && count > 0 && <span className="muted">{formatCount(count)} records</span>}
          </div>
          {saveError && (
            <p role="alert" className="error">
              {saveError}
            </p>
          )}
          {saved && (
            <div className="export-done" role="status" data-testid="export-done">
              <p>
                <span aria-hidden="true">✓ </span>
                {saved.downloaded ? "Downloaded" : "Saved"} {formatCount(saved.records)} records ({formatBytes(saved.bytes)}) {saved.downloaded ? "as" : "to"}{" "}
                <code className="export-path">{saved.path}</code>
              </p>
              {!saved.downloaded && (
                <button type="button" onClick={() => void client.call("desktop.showInFolder", saved.path).catch((e: unknown) => setSaveError(e instanceof Error ? e.message : String(e)))}>
                  Show in folder
                </button>
              )}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

/** JSONL previews stay one record per line in the file; on screen each record is indented to be read. */
function prettyPreview(text: string, format: "json" | "jsonl"): string {
  try {
    if (format === "json") return JSON.stringify(JSON.parse(text), null, 2);
    return text
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.stringify(JSON.parse(line), null, 2))
      .join("\n\n");
  } catch {
    return text;
  }
}
