import { JUDGE_SCORE_RANGE } from "@contract/judge.ts";
import { EXPORT_PRESET_WORDS, ExportPresetSchema } from "@contract/qaSelection.ts";
import { ChoiceMenu } from "../../shared/ChoiceMenu.tsx";
import { useRunNames } from "../../shared/useRunNames.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import { describeReviewQuery } from "./exportFilters.ts";
import type { useExportForm } from "./useExportForm.ts";

/** "Which QAs": Review's rows when the view came from Review, the presets, and the run and strategy menus. */
export function ExportChoicesFieldset({ state }: { state: ReturnType<typeof useExportForm> }) {
  const { form, set, choose, reviewQuery, fromReview, fellBack, badJudge } = state;
  const { facets } = state.exported;
  const strategyLabel = useStrategies().label;
  const runName = useRunNames(facets.data?.runs);
  return (
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
                  onChange={(e) => state.setMinJudge(e.target.value)}
                  onFocus={state.markChosen}
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
            options={(facets.data?.runs ?? []).map((r) => ({ value: r.id, label: runName(r.id) }))}
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
  );
}
