import { routeHref } from "../../app/router.ts";
import { ModelSelect, type ModelChoice } from "../../shared/ModelSelect.tsx";
import type { RunChoices } from "./rememberedRunChoices.ts";

export interface RunModelFieldsProps {
  models: ModelChoice[];
  embedders: ModelChoice[];
  choices: Pick<RunChoices, "modelId" | "judgeModelId" | "embedderModelId">;
  onChange(change: Partial<Pick<RunChoices, "modelId" | "judgeModelId" | "embedderModelId">>): void;
}

/** The run's models: the one that writes the QAs, and the optional judge and embedding models stored with the run. */
export function RunModelFields({ models, embedders, choices, onChange }: RunModelFieldsProps) {
  const chosen = models.some((m) => m.id === choices.modelId);
  return (
    <div className="settings-field run-model-fields">
      <label htmlFor="run-model" className="settings-label">
        Model
      </label>
      {/* With none chosen (the one chosen last time is gone), the picker says so instead of showing the first model as if picked. */}
      <ModelSelect id="run-model" models={models} value={chosen ? choices.modelId : null} onChange={(id) => id !== null && onChange({ modelId: id })} noneLabel={chosen ? undefined : "Choose a model"} />
      <span className="muted settings-hint">
        <a href={routeHref("models")}>Manage models</a>
      </span>
      <label htmlFor="run-judge-model" className="settings-label">
        Judge model
      </label>
      <ModelSelect id="run-judge-model" models={models} value={choices.judgeModelId} onChange={(id) => onChange({ judgeModelId: id })} noneLabel="None" />
      <span className="muted settings-hint">Stored with the run for judging its QAs; may differ from the model that writes them.</span>
      <label htmlFor="run-embedder-model" className="settings-label">
        Embedding model
      </label>
      <ModelSelect id="run-embedder-model" models={embedders} value={choices.embedderModelId} onChange={(id) => onChange({ embedderModelId: id })} noneLabel="None" />
    </div>
  );
}
