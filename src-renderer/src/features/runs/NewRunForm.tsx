import { useMemo, useState, type FormEvent } from "react";
import type { StrategyInfo } from "../../../../src-main/contract/pipeline.ts";
import { routeHref } from "../../app/router.ts";
import { formatCount } from "../../shared/format.ts";
import { ModelSelect, type ModelChoice } from "../../shared/ModelSelect.tsx";
import { PaperPicker } from "../../shared/PaperPicker.tsx";
import { RunChecks } from "./RunChecks.tsx";
import { MethodFilters } from "./MethodFilters.tsx";
import { defaultFilterNames } from "../../../../src-main/contract/methodFilters.ts";
import { advancedOptionFields, buildRunRequest, runOptionFields } from "./runOptions.ts";
import { SettingsFieldsForm } from "./SettingsFieldsForm.tsx";
import { changedValues, fieldsFromSchema, initialDrafts, readDrafts, type FieldDraft, type SettingsField } from "./settingsFields.ts";
import { useNewRunData, useStartRun } from "./useNewRun.ts";
import { useRunCheck } from "./useRunCheck.ts";

export interface NewRunFormProps {
  /** Papers to preselect (from #/runs?paper=ID). */
  initialPaperIds: number[];
  onStarted(runId: number, items: number): void;
  onClose?(): void;
}

export function NewRunForm(props: NewRunFormProps) {
  const data = useNewRunData();

  if (data.error) {
    return (
      <section className="panel run-form" aria-label="New run">
        <p role="alert" className="error">
          {data.error.message}
        </p>
      </section>
    );
  }
  if (!data.data) return <section className="panel run-form muted" aria-label="New run" aria-busy="true">Loading…</section>;
  const { totalPapers, strategies, settings } = data.data;
  // Embedding models cannot write QAs.
  const models = data.data.models.filter((m) => m.role !== "embedding");
  if (totalPapers === 0) {
    return (
      <div className="empty-state" data-testid="runs-no-papers">
        <h2>No papers yet</h2>
        <p>A run turns papers into QAs. Import some PDFs first.</p>
        <a className="button primary" href={routeHref("library")}>
          Import papers first
        </a>
      </div>
    );
  }
  if (models.length === 0) {
    return (
      <div className="empty-state" data-testid="runs-no-model">
        <h2>No model yet</h2>
        <p>Runs generate with a local GGUF model or one on a GPU server. Add a file, download one from the catalog, or add a server.</p>
        <a className="button primary" href={routeHref("models")}>
          Add a model
        </a>
      </div>
    );
  }
  return (
    <RunForm
      {...props}
      totalPapers={totalPapers}
      strategies={strategies}
      models={models}
      embedders={data.data.models.filter((m) => m.role === "embedding")}
      defaultModelId={settings.defaultModelId}
      defaultStrategy={settings.defaultStrategy}
      defaultLanes={settings.lanes}
    />
  );
}

interface RunFormProps extends NewRunFormProps {
  totalPapers: number;
  strategies: StrategyInfo[];
  models: ModelChoice[];
  /** Registered embedding models, for the optional "Embedding model". */
  embedders: ModelChoice[];
  defaultModelId: number | null;
  defaultStrategy: string;
  defaultLanes: number;
}

function RunForm(props: RunFormProps) {
  const { strategies, models } = props;
  const [strategy, setStrategy] = useState(() => (strategies.some((s) => s.name === props.defaultStrategy) ? props.defaultStrategy : (strategies[0]?.name ?? "")));
  const [modelId, setModelId] = useState<number>(() => (models.some((m) => m.id === props.defaultModelId) ? props.defaultModelId! : (models[0]?.id ?? 0)));
  // Optional per-role models, stored with the run: the judge may differ from the generator.
  const [judgeModelId, setJudgeModelId] = useState<number | null>(null);
  const [embedderModelId, setEmbedderModelId] = useState<number | null>(null);
  const [allPapers, setAllPapers] = useState(props.initialPaperIds.length === 0);
  const [paperIds, setPaperIds] = useState<number[]>(props.initialPaperIds);
  const fieldsByStrategy = useMemo(() => new Map(strategies.map((s) => [s.name, fieldsFromSchema(s.settings)])), [strategies]);
  // Drafts per strategy, so switching strategies back and forth keeps what was typed.
  const [strategyDrafts, setStrategyDrafts] = useState<Record<string, Record<string, FieldDraft>>>({});
  const runFields = useMemo(() => runOptionFields(props.defaultLanes), [props.defaultLanes]);
  const advancedFields = useMemo(() => advancedOptionFields(), []);
  const [runDrafts, setRunDrafts] = useState(() => initialDrafts(runFields));
  const [advancedDrafts, setAdvancedDrafts] = useState(() => initialDrafts(advancedFields));
  const start = useStartRun();
  // Filters chosen per strategy, when changed from the method's own.
  const [filterChoices, setFilterChoices] = useState<Record<string, Set<string>>>({});

  const info = strategies.find((s) => s.name === strategy);
  const defaultFilters = info ? defaultFilterNames(info.filters) : [];
  const chosenFilters = filterChoices[strategy] ?? new Set(defaultFilters);
  const filtersChanged = chosenFilters.size !== defaultFilters.length || defaultFilters.some((f) => !chosenFilters.has(f));
  const strategyFields: SettingsField[] = fieldsByStrategy.get(strategy) ?? [];
  const drafts = strategyDrafts[strategy] ?? initialDrafts(strategyFields);
  const strategyRead = readDrafts(strategyFields, drafts);
  const runRead = readDrafts(runFields, runDrafts);
  const advancedRead = readDrafts(advancedFields, advancedDrafts);
  const changedStrategy = new Set(Object.keys(changedValues(strategyFields, strategyRead.values)));
  const changedRun = new Set(Object.keys(changedValues(runFields, runRead.values)));
  const changedAdvanced = new Set(Object.keys(changedValues(advancedFields, advancedRead.values)));
  const invalid = Object.keys(strategyRead.errors).length + Object.keys(runRead.errors).length + Object.keys(advancedRead.errors).length > 0;
  const paperCount = allPapers ? props.totalPapers : paperIds.length;
  const model = models.find((m) => m.id === modelId);
  const formBlocker = !info ? "Pick a strategy." : !model ? "Pick a model." : paperCount === 0 ? "Pick at least one paper." : invalid ? "Fix the settings marked below." : null;
  const request = formBlocker
    ? null
    : buildRunRequest({
        strategy,
        modelId,
        judgeModelId,
        embedderModelId,
        paperIds: allPapers ? null : paperIds,
        strategyFields,
        strategyValues: strategyRead.values,
        runFields,
        runValues: runRead.values,
        advancedFields,
        advancedValues: advancedRead.values,
        filters: filtersChanged ? (info?.filters ?? []).filter((f) => chosenFilters.has(f.name)).map((f) => f.name) : null,
      });
  // The core checks the run as it would start it: papers against the model's context, the model itself.
  const checks = useRunCheck(request);
  const checkBlocked = (checks.check?.blockers.length ?? 0) > 0;
  const blocker = formBlocker ?? (checkBlocked ? "Change what the checks above name before starting." : null);

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
        <div className="strategy-cards" role="radiogroup" aria-label="Strategy">
          {strategies.map((s) => (
            <label key={s.name} className={`strategy-card${s.name === strategy ? " is-chosen" : ""}`}>
              <input
                type="radio"
                name="strategy"
                value={s.name}
                checked={s.name === strategy}
                onChange={() => setStrategy(s.name)}
                aria-label={s.label}
                aria-describedby={`strategy-summary-${s.name}`}
              />
              <span className="strategy-name" aria-hidden="true">
                {s.label}
              </span>
              <span className="muted strategy-summary" id={`strategy-summary-${s.name}`}>
                {s.summary}
                {s.differences && <span className="strategy-differences"> Differs from the paper: {s.differences}</span>}
              </span>
            </label>
          ))}
        </div>
        {/* Where the chosen method departs from its paper, so a researcher knows what they get. */}
        {info?.differences && (
          <p className="muted strategy-differences" data-testid="strategy-differences">
            {info.differences}
          </p>
        )}
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
          onChange={(key, value) => setRunDrafts({ ...runDrafts, [key]: value })}
          leading={
          <div className="settings-field">
            <label htmlFor="run-model" className="settings-label">
              Model
            </label>
            <ModelSelect id="run-model" models={models} value={modelId} onChange={(id) => id !== null && setModelId(id)} />
            <span className="muted settings-hint">
              <a href={routeHref("models")}>Manage models</a>
            </span>
            <label htmlFor="run-judge-model" className="settings-label">
              Judge model
            </label>
            <ModelSelect id="run-judge-model" models={models} value={judgeModelId} onChange={setJudgeModelId} noneLabel="None" />
            <span className="muted settings-hint">Stored with the run for judging its QAs; may differ from the model that writes them.</span>
            <label htmlFor="run-embedder-model" className="settings-label">
              Embedding model
            </label>
            <ModelSelect id="run-embedder-model" models={props.embedders} value={embedderModelId} onChange={setEmbedderModelId} noneLabel="None" />
          </div>
          }
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
          onChange={(key, value) => setAdvancedDrafts({ ...advancedDrafts, [key]: value })}
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
