import { useState, type FormEvent } from "react";
import type { StrategyInfo } from "@contract/pipeline.ts";
import { formatCount } from "../../shared/format.ts";
import type { ModelChoice } from "../../shared/ModelSelect.tsx";
import { PaperPicker } from "../../shared/PaperPicker.tsx";
import type { NewRunFormProps } from "./NewRunForm.tsx";
import { RunChecks } from "./RunChecks.tsx";
import { MethodFilters } from "./MethodFilters.tsx";
import { RunModelFields } from "./RunModelFields.tsx";
import { SettingsFieldsForm } from "./SettingsFieldsForm.tsx";
import { initialDrafts, type FieldDraft } from "./settingsFields.ts";
import { StrategyPicker } from "./StrategyPicker.tsx";
import { useStartRun } from "./useNewRun.ts";
import { useRunChoices } from "./useRunChoices.ts";
import { useRunRequest } from "./useRunRequest.ts";

export interface RunFormProps extends NewRunFormProps {
  totalPapers: number;
  strategies: StrategyInfo[];
  models: ModelChoice[];
  /** Registered embedding models, for the optional "Embedding model". */
  embedders: ModelChoice[];
  defaultModelId: number | null;
  defaultStrategy: string;
  defaultLanes: number;
}

/**
 * The run form: papers, the method (one line each, details on demand), its settings, the models
 * and sampling, the core's checks, and Start, which stays in sight at the bottom of the window.
 * The choices are remembered for the next run.
 */
export function RunForm(props: RunFormProps) {
  const { strategies, models } = props;
  // The last choices (method, models, fields as typed) come back; a link's method outranks them.
  const { choices, update } = useRunChoices({
    strategies: strategies.map((s) => s.name),
    modelIds: models.map((m) => m.id),
    embedderIds: props.embedders.map((m) => m.id),
    defaultStrategy: props.defaultStrategy,
    defaultModelId: props.defaultModelId,
    askedStrategy: props.initialStrategy,
  });
  const { strategy, strategyDrafts } = choices;
  const [allPapers, setAllPapers] = useState(props.initialPaperIds.length === 0);
  const [paperIds, setPaperIds] = useState<number[]>(props.initialPaperIds);
  // Filters chosen per method, when changed from the method's own.
  const [filterChoices, setFilterChoices] = useState<Record<string, ReadonlySet<string>>>({});
  const start = useStartRun();
  const form = useRunRequest({ ...props, choices, allPapers, paperIds, filterChoices });
  const { info, chosenFilters, strategyFields, drafts, strategyRead, changedStrategy, runFields, runDrafts, runRead, changedRun, advancedFields, advancedDrafts, advancedRead, changedAdvanced } = form;
  const { model, paperCount, request, blocker, checks } = form;
  const setStrategyDrafts = (next: Record<string, Record<string, FieldDraft>>) => update({ strategyDrafts: next });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocker || !request || start.submitting) return;
    const started = await start.start(request);
    if (started) props.onStarted(started.runId, started.items);
  };

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

      <fieldset className="run-fieldset">
        <legend>Papers</legend>
        <div className="run-radio-row">
          <label>
            <input type="radio" name="papers" checked={allPapers} onChange={() => setAllPapers(true)} /> All papers ({formatCount(props.totalPapers)})
          </label>
          <label>
            <input type="radio" name="papers" checked={!allPapers} onChange={() => setAllPapers(false)} /> Choose papers
            {!allPapers && ` (${paperIds.length} chosen)`}
          </label>
        </div>
        {!allPapers && <PaperPicker label="Papers to run on" selected={paperIds} onChange={setPaperIds} testId="run-paper-picker" />}
      </fieldset>

      <fieldset className="run-fieldset">
        <legend>Strategy</legend>
        <StrategyPicker strategies={strategies} value={strategy} onChange={(name) => update({ strategy: name })} />
        {info && <MethodFilters methodLabel={info.label} filters={info.filters} chosen={chosenFilters} onChange={(next) => setFilterChoices({ ...filterChoices, [strategy]: next })} />}
      </fieldset>

      {info && strategyFields.length > 0 && (
        <fieldset className="run-fieldset">
          <legend>{info.label} settings</legend>
          <div className="run-fieldset-bar">
            <span className="muted">
              {changedStrategy.size === 0 ? "All defaults (the method's own values)." : `${changedStrategy.size} changed from the defaults; only these are sent.`}
            </span>
            <button type="button" disabled={changedStrategy.size === 0} onClick={() => setStrategyDrafts({ ...strategyDrafts, [strategy]: initialDrafts(strategyFields) })}>
              Reset to defaults
            </button>
          </div>
          <SettingsFieldsForm
            fields={strategyFields}
            drafts={drafts}
            errors={strategyRead.errors}
            changed={changedStrategy}
            onChange={(key, value) => setStrategyDrafts({ ...strategyDrafts, [strategy]: { ...drafts, [key]: value } })}
          />
        </fieldset>
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

      <div className="run-form-foot">
        <p className="muted run-form-summary" aria-live="polite">
          {blocker ?? `${info?.label ?? strategy} on ${formatCount(paperCount)} paper${paperCount === 1 ? "" : "s"} with ${model?.name ?? "?"}.`}
        </p>
        <button type="submit" className="primary" disabled={Boolean(blocker) || start.submitting} data-testid="start-run">
          {start.submitting ? "Starting…" : "Start run"}
        </button>
      </div>
      {start.error && (
        <p role="alert" className="error">
          {start.error}
        </p>
      )}
    </form>
  );
}
