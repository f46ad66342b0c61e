import { useEffect, useMemo, useState } from "react";
import { isFolderFormat, type ExportOptions } from "@contract/exportFormat.ts";
import { JUDGE_SCORE_RANGE } from "@contract/judge.ts";
import { DEFAULT_EXPORT_PRESET, EXPORT_PRESET_WORDS, ExportPresetSchema } from "@contract/qaSelection.ts";
import { routeHref, useRoute } from "../../app/router.ts";
import { ChoiceMenu } from "../../shared/ChoiceMenu.tsx";
import { formatBytes, formatCount } from "../../shared/format.ts";
import { PaperPicker } from "../../shared/PaperPicker.tsx";
import { useDebouncedValue } from "../../shared/useDebouncedValue.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import type { ExportFormat } from "@contract/exportRecord.ts";
import { badMinJudge, buildExportQuery, defaultExportForm, describeReviewQuery, FORMAT_LABELS, reviewQueryFromParams, scoreLimitErrors, type ExportChoice, type ExportFormState } from "./exportFilters.ts";
import { FormatFieldset } from "./FormatFieldset.tsx";
import { SplitsFieldset } from "./SplitsFieldset.tsx";
import { ScoreLimitsFieldset } from "./ScoreLimitsFieldset.tsx";
import { exportErrorText } from "./exportErrors.ts";
import { defaultSplitForm, splitOptions, type SplitFormState } from "./exportSplit.ts";
import { ExportSummary } from "./ExportSummary.tsx";
import { useExport, type SavedExport } from "./useExport.ts";
import "./export.css";

/**
 * #/export: pick what goes in the dataset, see what the file will contain (counts by review
 * status, verdict, strategy and paper, and the first records), then save. ?run=ID starts with
 * that run; ?query=JSON (Review's "Export these") exports exactly Review's rows.
 */
export function ExportView() {
  const route = useRoute();
  const reviewQuery = useMemo(() => reviewQueryFromParams(route.params), [route.params]);
  const [form, setForm] = useState<ExportFormState>(() => {
    const run = Number(route.params.get("run"));
    if (reviewQueryFromParams(route.params)) return { ...defaultExportForm, choice: "review" };
    return Number.isInteger(run) && run > 0 ? { ...defaultExportForm, runIds: [run] } : defaultExportForm;
  });
  // Arriving again from Review with another query while the view is open: show that one.
  const [shownReviewQuery, setShownReviewQuery] = useState(reviewQuery);
  if (reviewQuery !== shownReviewQuery && JSON.stringify(reviewQuery) !== JSON.stringify(shownReviewQuery)) {
    setShownReviewQuery(reviewQuery);
    if (reviewQuery) setForm((f) => ({ ...f, choice: "review" }));
  }
  const [choosePapers, setChoosePapers] = useState(false);
  // True once the user picked a preset; until then the default may fall back (see below).
  const [chosen, setChosen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedExport | null>(null);

  const limitErrors = scoreLimitErrors(form);
  const limitsBad = Object.keys(limitErrors).length > 0;
  const badJudge = badMinJudge(form);
  const query = useMemo(() => buildExportQuery({ ...form, paperIds: choosePapers ? form.paperIds : [] }, reviewQuery), [form, choosePapers, reviewQuery]);
  // The preview follows the form after a short pause, so typing a score does not fire a query per key.
  const settledKey = useDebouncedValue(JSON.stringify(query), 250);
  const settled = useMemo(() => JSON.parse(settledKey) as typeof query, [settledKey]);
  // How the format is written (open or closed book, duplicates), apart from which QAs go in.
  const [book, setBook] = useState<NonNullable<ExportOptions["book"]>>("open");
  const [keepDuplicates, setKeepDuplicates] = useState(false);
  const [splitForm, setSplitForm] = useState<SplitFormState>(defaultSplitForm);
  const splitsWritten = isFolderFormat(form.format);
  const split = splitsWritten ? splitOptions(splitForm) : undefined;
  const splitKey = JSON.stringify(split);
  const options = useMemo<ExportOptions>(
    () => ({
      ...(form.format === "chat" || form.format === "alpaca" ? { book } : {}),
      ...(keepDuplicates && { keepDuplicates }),
      ...(splitKey !== undefined && { split: JSON.parse(splitKey) as ExportOptions["split"] }),
    }),
    [form.format, book, keepDuplicates, splitKey],
  );
  const { facets, preview, keptAnywhere, save: saveExport, savesToDisk, showInFolder } = useExport(form.format, settled, options);
  const strategyLabel = useStrategies().label;
  useEffect(() => setSaved(null), [settledKey, form.format, options]);

  // Nobody has kept a QA yet: the default ("kept by any reviewer") would be an empty file, so the
  // view starts from what the filters accepted instead, and says so, rather than exporting everything.
  const fellBack = !chosen && keptAnywhere.data === 0 && form.choice === "accepted";
  useEffect(() => {
    if (!chosen && keptAnywhere.data === 0 && form.choice === DEFAULT_EXPORT_PRESET) setForm((f) => ({ ...f, choice: "accepted" }));
  }, [chosen, keptAnywhere.data, form.choice]);

  const set = <K extends keyof ExportFormState>(key: K, value: ExportFormState[K]) => setForm({ ...form, [key]: value });
  const choose = (choice: ExportChoice) => {
    setChosen(true);
    set("choice", choice);
  };
  const count = preview.data?.count;
  const stale = settledKey !== JSON.stringify(query) || preview.loading;
  const fromReview = form.choice === "review";

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    setSaved(null);
    try {
      setSaved(await saveExport(query));
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
          <FormatFieldset
            format={form.format}
            onFormat={(format) => set("format", format)}
            book={book}
            onBook={setBook}
            keepDuplicates={keepDuplicates}
            onKeepDuplicates={setKeepDuplicates}
            savesToDisk={savesToDisk}
          />

          {splitsWritten && <SplitsFieldset splitForm={splitForm} setSplitForm={setSplitForm} />}
          <fieldset className="export-fieldset" data-testid="export-choices">
            <legend>Which QAs</legend>
            {reviewQuery && (
              <label className="export-radio">
                <input type="radio" name="choice" checked={fromReview} onChange={() => choose("review")} data-testid="export-choice-review" />
                <span>
                  <strong>As shown in Review</strong> <span className="muted">— {describeReviewQuery(reviewQuery)}</span>
                </span>
              </label>
            )}
            {ExportPresetSchema.options.map((preset) => (
              <label key={preset} className="export-radio">
                <input type="radio" name="choice" checked={form.choice === preset} onChange={() => choose(preset)} data-testid={`export-preset-${preset}`} />
                <span>
                  <strong>{preset === "judge" ? "Judge score at least" : EXPORT_PRESET_WORDS[preset].label}</strong>
                  {preset === "judge" && (
                    <>
                      {" "}
                      <input
                        type="text"
                        inputMode="decimal"
                        className="export-judge-input"
                        aria-label="Lowest judge score"
                        aria-invalid={badJudge}
                        value={form.minJudge}
                        onChange={(e) => setForm({ ...form, choice: "judge", minJudge: e.target.value })}
                        onFocus={() => setChosen(true)}
                      />
                      <span className="muted"> of {JUDGE_SCORE_RANGE.max}</span>
                    </>
                  )}{" "}
                  <span className="muted">— {preset === "judge" ? "on every criterion; QAs the judge never scored are left out" : EXPORT_PRESET_WORDS[preset].means}</span>
                </span>
              </label>
            ))}
            {fellBack && (
              <p className="export-note export-fallback" role="status" data-testid="export-fallback">
                Nobody has kept a QA yet, so the export starts from the QAs the automatic filters accepted. Review QAs to export the ones you kept, or choose
                “{EXPORT_PRESET_WORDS.all.label}”.
              </p>
            )}
            {fromReview ? (
              <p className="muted export-note">Exactly the rows Review showed, in Review’s order. Choose a preset above to narrow by run, strategy, paper or score instead.</p>
            ) : (
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
            )}
            {facets.error && (
              <p role="alert" className="error">
                {facets.error.message}
              </p>
            )}
          </fieldset>

          {!fromReview && (
            <>
              <fieldset className="export-fieldset">
                <legend>Papers</legend>
                <label className="export-radio">
                  <input type="radio" name="papers" checked={!choosePapers} onChange={() => setChoosePapers(false)} /> All papers
                </label>
                <label className="export-radio">
                  <input type="radio" name="papers" checked={choosePapers} onChange={() => setChoosePapers(true)} /> Only these papers
                  {choosePapers && ` (${form.paperIds.length} chosen)`}
                </label>
                {choosePapers && <PaperPicker label="Papers to export" withQas selected={form.paperIds} onChange={(ids) => set("paperIds", ids)} />}
              </fieldset>

              <ScoreLimitsFieldset metrics={facets.data?.metrics ?? []} limits={form.scoreLimits} errors={limitErrors} onChange={(limits) => set("scoreLimits", limits)} />
            </>
          )}
        </form>

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
          {count === 0 && (
            <div className="empty-state">
              <p>No QA matches these choices, so there is nothing to save.</p>
              <p className="muted">
                {form.choice === "mine" || form.choice === "kept"
                  ? "Keep QAs in Review first, or choose another preset."
                  : "Loosen the filters, choose another preset, or "}
                {form.choice !== "mine" && form.choice !== "kept" && <a href={routeHref("runs")}>run a strategy</a>}
                {form.choice !== "mine" && form.choice !== "kept" && " to generate QAs."}
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
            <button type="button" className="primary" disabled={saving || !count || limitsBad || badJudge || (splitsWritten && !split)} onClick={() => void save()} data-testid="export-save">
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
