import type { RunFormProps } from "./runFormProps.ts";
import { MethodSettingsFieldset } from "./MethodSettingsFieldset.tsx";
import { RunChecks } from "./RunChecks.tsx";
import { MethodFilters } from "./MethodFilters.tsx";
import { runSummary } from "./runFormWords.ts";
import { formatCount } from "../../shared/format.ts";
import { choiceWords, useDatasetChoices } from "../../shared/useDatasets.ts";
import { RunModelFields } from "./RunModelFields.tsx";
import { RunPapersFieldset } from "./RunPapersFieldset.tsx";
import { RunStartBar } from "./RunStartBar.tsx";
import { SettingsFieldsForm } from "./SettingsFieldsForm.tsx";
import { StrategyPicker } from "./StrategyPicker.tsx";
import { useRunForm } from "./useRunForm.ts";

/**
 * The run form: papers, the method (one line each, details on demand), its settings, the models
 * and sampling, the core's checks, and Start, which stays in sight at the bottom of the window.
 * The choices are remembered for the next run.
 */
export function RunForm(props: RunFormProps) {
  const { strategies, models } = props;
  const { choices, update, allPapers, setAllPapers, paperIds, setPaperIds, form, start, submit, setFilters, setStrategyDraft, resetStrategyDrafts } = useRunForm(props);
  const { strategy } = choices;
  const { info, chosenFilters, strategyFields, drafts, strategyRead, changedStrategy, runFields, runDrafts, runRead, changedRun, advancedFields, advancedDrafts, advancedRead, changedAdvanced } = form;
  const { model, paperCount, blocker, checks } = form;
  // Chosen, an imported dataset is named as one, never counted as papers.
  const datasets = useDatasetChoices().data ?? [];
  const papers = allPapers ? formatCount(paperCount, "paper") : choiceWords(paperIds, datasets);

  return (
    <form className="panel run-form" aria-labelledby="new-run-title" onSubmit={submit} data-testid="new-run-form">
      <div className="run-form-head">
        <h2 id="new-run-title">New run</h2>
        {props.onClose && (
          <button type="button" onClick={props.onClose}>
            Close
          </button>
        )}
      </div>

      <RunPapersFieldset totalPapers={props.totalPapers} allPapers={allPapers} onAllPapers={setAllPapers} paperIds={paperIds} onPaperIds={setPaperIds} />

      <fieldset className="run-fieldset">
        <legend>Strategy</legend>
        <StrategyPicker strategies={strategies} value={strategy} onChange={(name) => update({ strategy: name })} />
        {info && <MethodFilters methodLabel={info.label} filters={info.filters} chosen={chosenFilters} onChange={setFilters} />}
      </fieldset>

      {info && strategyFields.length > 0 && (
        <MethodSettingsFieldset
          methodLabel={info.label}
          fields={strategyFields}
          drafts={drafts}
          errors={strategyRead.errors}
          changed={changedStrategy}
          onChange={setStrategyDraft}
          onReset={resetStrategyDrafts}
        />
      )}

      <fieldset className="run-fieldset">
        <legend>Model and sampling</legend>
        <SettingsFieldsForm
          fields={runFields}
          drafts={runDrafts}
          errors={runRead.errors}
          changed={changedRun}
          onChange={(key, value) => update({ runDrafts: { ...runDrafts, [key]: value } })}
          leading={<RunModelFields models={models} embedders={props.embedders} choices={choices} onChange={update} />}
        />
      </fieldset>

      <details className="run-advanced">
        <summary>
          Advanced{changedAdvanced.size > 0 ? ` (${changedAdvanced.size} changed)` : ""}
        </summary>
        <SettingsFieldsForm
          fields={advancedFields}
          drafts={advancedDrafts}
          errors={advancedRead.errors}
          changed={changedAdvanced}
          onChange={(key, value) => update({ advancedDrafts: { ...advancedDrafts, [key]: value } })}
        />
      </details>

      <RunChecks check={checks.check} checking={checks.checking} error={checks.error} />

      <RunStartBar
        check={checks.check}
        summary={runSummary(blocker, info?.label ?? strategy, papers, model?.name)}
        disabled={Boolean(blocker) || start.submitting}
        submitting={start.submitting}
      />
      {start.error && (
        <p role="alert" className="error">
          {start.error}
        </p>
      )}
    </form>
  );
}
