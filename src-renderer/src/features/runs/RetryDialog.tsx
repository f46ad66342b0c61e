import { useMemo, useState } from "react";
import type { RetryChanges, RunSummary } from "@contract/pipeline.ts";
import type { StrategyInfo } from "@contract/strategyInfo.ts";
import { SettingsFieldsForm } from "./SettingsFieldsForm.tsx";
import { retryChanges, retryMakesNewRun } from "./retryChanges.ts";
import { initialDrafts, readDrafts } from "./settingsDrafts.ts";
import { changedValues, fieldsFromSchema } from "./settingsFields.ts";
import { fromRun, retryItemsWords, retryRunFields } from "./retryForm.ts";
import { useGeneratorModels } from "./useGeneratorModels.ts";
import { useModalDialog } from "../../shared/useModalDialog.ts";
import { ModelSelect } from "../../shared/ModelSelect.tsx";

export interface RetryDialogProps {
  run: RunSummary;
  strategy: StrategyInfo | undefined;
  /** Items the retry runs: those that failed and those the run never ran. */
  failed: number;
  /** Of those, the items the run never ran (it stopped before them). */
  notRun: number;
  busy: boolean;
  onRetry(changes: RetryChanges): void;
  onClose(): void;
}

/**
 * "Retry failed", with the model and settings the user may change first. Unchanged, the failed
 * items run again in this run; with another model or settings they become a new run, linked to
 * this one, so each run's QAs keep saying exactly what made them.
 */
export function RetryDialog({ run, strategy, failed, notRun, busy, onRetry, onClose }: RetryDialogProps) {
  const ref = useModalDialog(() => onClose());

  const models = useGeneratorModels();
  const [modelId, setModelId] = useState<number | null>(run.modelId);
  const engine = run.engine;
  const strategyFields = useMemo(() => fromRun(strategy ? fieldsFromSchema(strategy.settings) : [], run.settings), [strategy, run.settings]);
  const runFields = useMemo(
    () => retryRunFields(engine),
    // The run's engine record does not change while the dialog is open.
    [run.id],
  );
  const [strategyDrafts, setStrategyDrafts] = useState(() => initialDrafts(strategyFields));
  const [runDrafts, setRunDrafts] = useState(() => initialDrafts(runFields));
  const strategyRead = readDrafts(strategyFields, strategyDrafts);
  const runRead = readDrafts(runFields, runDrafts);
  const settings = changedValues(strategyFields, strategyRead.values);
  const options = changedValues(runFields, runRead.values);
  const invalid = Object.keys(strategyRead.errors).length + Object.keys(runRead.errors).length > 0;
  const changes: RetryChanges = retryChanges({ modelId, runModelId: run.modelId, settings, options });
  const makesNewRun = retryMakesNewRun(changes);
  const noModel = modelId === null;
  const items = retryItemsWords(failed, notRun);

  return (
    <dialog ref={ref} className="confirm-dialog retry-dialog" aria-labelledby="retry-dialog-title" data-testid="retry-dialog">
      <h2 id="retry-dialog-title">Retry {items}</h2>
      <form
        className="retry-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid && !noModel) onRetry(changes);
        }}
      >
        <div className="settings-grid">
          <div className="settings-field">
            <label htmlFor="retry-model" className="settings-label">
              Model
            </label>
            <ModelSelect
              id="retry-model"
              models={models.data ?? []}
              value={modelId}
              onChange={setModelId}
              noneLabel={run.modelId === null ? `${run.model.name} (removed; pick another)` : undefined}
              suffix={(m) => (m.id === run.modelId ? " — this run's" : "")}
            />
          </div>
        </div>
        <SettingsFieldsForm
          fields={runFields}
          drafts={runDrafts}
          errors={runRead.errors}
          changed={new Set(Object.keys(options))}
          defaultLabel="This run"
          onChange={(key, value) => setRunDrafts({ ...runDrafts, [key]: value })}
        />
        {strategyFields.length > 0 && (
          <details className="run-advanced retry-settings">
            <summary>
              {strategy?.label ?? run.strategy} settings{Object.keys(settings).length > 0 ? ` (${Object.keys(settings).length} changed)` : ""}
            </summary>
            <SettingsFieldsForm
              fields={strategyFields}
              drafts={strategyDrafts}
              errors={strategyRead.errors}
              changed={new Set(Object.keys(settings))}
              defaultLabel="This run"
              onChange={(key, value) => setStrategyDrafts({ ...strategyDrafts, [key]: value })}
            />
          </details>
        )}
        <p className="retry-summary" aria-live="polite" data-testid="retry-summary">
          {noModel
            ? "This run's model was removed: pick a model to retry with."
            : makesNewRun
              ? `A new run over the ${items}, linked to this one: its QAs record the new model and settings, and this run keeps what it made.`
              : `Same model and settings: this run tries the ${items} again.`}
        </p>
        <div className="confirm-dialog-actions">
          <button type="button" onClick={onClose} disabled={busy} autoFocus>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={busy || invalid || noModel} data-testid="retry-confirm">
            {busy ? "Retrying…" : makesNewRun ? "Retry as a new run" : "Retry in this run"}
          </button>
        </div>
      </form>
    </dialog>
  );
}
