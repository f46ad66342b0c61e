import { useEffect, useMemo, useState } from "react";
import { isFolderFormat, type ExportOptions } from "../../../../src-main/contract/exportFormat.ts";
import { boundScale, metricInfo, sortMetrics } from "../../../../src-main/contract/metrics.ts";
import { REVIEW_STATUS_WORDS } from "../../../../src-main/contract/review.ts";
import { routeHref, useRoute } from "../../app/router.ts";
import { ChoiceMenu } from "../../shared/ChoiceMenu.tsx";
import { formatBytes, formatCount } from "../../shared/format.ts";
import { PaperPicker } from "../../shared/PaperPicker.tsx";
import { useDebouncedValue } from "../../shared/useDebouncedValue.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import type { ExportFormat } from "../../../../src-main/contract/exportRecord.ts";
import { badMinScores, buildExportFilter, defaultExportForm, FORMAT_LABELS, type ExportFormState } from "./exportFilters.ts";
import { exportErrorText } from "./exportErrors.ts";
import { useExport, type SavedExport } from "./useExport.ts";
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
  const [saved, setSaved] = useState<SavedExport | null>(null);

  const bad = badMinScores(form);
  const filter = useMemo(() => buildExportFilter({ ...form, paperIds: choosePapers ? form.paperIds : [] }), [form, choosePapers]);
  // The preview follows the form after a short pause, so typing a score does not fire a query per key.
  const settledFilter = useDebouncedValue(JSON.stringify(filter), 250);
  const settled = useMemo(() => JSON.parse(settledFilter) as typeof filter, [settledFilter]);
  // How the format is written (open or closed book, duplicates), apart from which QAs go in.
  const [book, setBook] = useState<NonNullable<ExportOptions["book"]>>("open");
  const [keepDuplicates, setKeepDuplicates] = useState(false);
  const options = useMemo<ExportOptions>(() => ({ ...(form.format === "chat" || form.format === "alpaca" ? { book } : {}), ...(keepDuplicates && { keepDuplicates }) }), [form.format, book, keepDuplicates]);
  const { facets, preview, save: saveExport, savesToDisk, showInFolder } = useExport(form.format, settled, options);
  const strategyLabel = useStrategies().label;
  useEffect(() => setSaved(null), [settledFilter, form.format, options]);

  const set = <K extends keyof ExportFormState>(key: K, value: ExportFormState[K]) => setForm({ ...form, [key]: value });
  const count = preview.data?.count;
  const stale = settledFilter !== JSON.stringify(filter) || preview.loading;

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    setSaved(null);
    try {
      setSaved(await saveExport(filter));
    } catch (e) {
      setSaveError(exportErrorText(e));
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
        review decisions, the paper (title, DOI, file hash) and how it was made (run, strategy, prompt version, model and its hash, seed).
      </p>
      <div className="export-layout">
        <form className="panel export-form" aria-label="Export options" onSubmit={(event) => event.preventDefault()}>
          <fieldset className="export-fieldset">
            <legend>Format</legend>
            {/* A browser download carries one file, so the folder formats are offered by the desktop app (and the command line) only. */}
            {(Object.keys(FORMAT_LABELS) as (keyof typeof FORMAT_LABELS)[])
              .filter((format) => savesToDisk || !isFolderFormat(format))
              .map((format) => (
                <label key={format} className="export-radio">
                  <input type="radio" name="format" value={format} checked={form.format === format} onChange={() => set("format", format)} />
                  <strong>{FORMAT_LABELS[format].label}</strong> <span className="muted">— {FORMAT_LABELS[format].hint}</span>
                </label>
              ))}
            {(form.format === "chat" || form.format === "alpaca") && (
              <div className="export-suboptions" role="radiogroup" aria-label="Evidence in the prompt">
                <label className="export-radio">
                  <input type="radio" name="book" checked={book === "open"} onChange={() => setBook("open")} />
                  Open book <span className="muted">— the quoted evidence comes with each question</span>
                </label>
                <label className="export-radio">
                  <input type="radio" name="book" checked={book === "closed"} onChange={() => setBook("closed")} />
                  Closed book <span className="muted">— the question alone, as SciQAG trains; “not answerable” negatives are left out</span>
                </label>
              </div>
            )}
            <label className="export-check">
              <input type="checkbox" checked={keepDuplicates} onChange={(e) => setKeepDuplicates(e.target.checked)} />
              Keep questions another run already asked of the same paper
            </label>
            {isFolderFormat(form.format) && <p className="muted export-note">Papers are dealt whole into train, validation and test (80/10/10 of the QAs, seed 1); the command line sets other ratios and seeds.</p>}
          </fieldset>

          <fieldset className="export-fieldset">
            <legend>Which QAs</legend>
            <label className="export-check">
              <input type="checkbox" checked={form.excludeDropped} onChange={(e) => set("excludeDropped", e.target.checked)} aria-describedby="export-dropped-note" />
              Leave out dropped QAs
            </label>
            <p className="muted export-note" id="export-dropped-note">
              Dropped means {REVIEW_STATUS_WORDS.dropped.means}, as in Review’s “All reviewers” filter. Disputed QAs ({REVIEW_STATUS_WORDS.disputed.means.replace(/^reviewers disagree: /, "")})
              stay in, marked “disputed” in each record’s review status.
            </p>
            <label className="export-check">
              <input type="checkbox" checked={form.acceptedOnly} onChange={(e) => set("acceptedOnly", e.target.checked)} />
              Only QAs the automatic filters accepted
            </label>
            <div className="export-menus">
              <ChoiceMenu
                label="Run"
                options={(facets.data?.runs ?? []).map((r) => ({ value: r.id, label: `Run ${r.id} · ${strategyLabel(r.strategy)}`, detail: r.model }))}
                selected={form.runIds}
                onChange={(v) => set("runIds", v)}
                anyText="all"
                testId="export-runs"
              />
              <ChoiceMenu
                label="Strategy"
                options={(facets.data?.strategies ?? []).map((s) => ({ value: s, label: strategyLabel(s) }))}
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
              {sortMetrics(facets.data?.metrics ?? []).map((metric) => {
                const invalid = bad.includes(metric);
                const info = metricInfo(metric);
                return (
                  <label key={metric} className="export-score" title={`${info.checks} ${info.reading}`}>
                    <span>
                      {info.label} <span className="muted">· minimum, {boundScale(metric)}</span>
                    </span>
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
              {saving ? "Exporting…" : savesToDisk ? `Save ${FORMAT_LABELS[form.format].label}…` : `Download ${FORMAT_LABELS[form.format].label}`}
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
              {saved.duplicatesRemoved > 0 && <p className="muted">{formatCount(saved.duplicatesRemoved)} repeated a question of another run on the same paper and were left out.</p>}
              {saved.omitted > 0 && <p className="muted">{formatCount(saved.omitted)} could not be written in this format (negatives, or QAs without a quoted passage).</p>}
              {!saved.downloaded && (
                <button type="button" onClick={() => void showInFolder(saved.path).catch((e: unknown) => setSaveError(e instanceof Error ? e.message : String(e)))}>
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
function prettyPreview(text: string, format: ExportFormat): string {
  if (format === "csv") return text;
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
