import type { ModelInfo } from "@contract/models.ts";
import { Badge } from "../../shared/Badge.tsx";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { useModelDetails } from "./modelCalls.ts";
import { FIT_LABEL } from "./modelFacts.ts";
import { ModelAvailabilityLine } from "./ModelAvailabilityLine.tsx";
import { ModelFactsList } from "./ModelFactsList.tsx";
import { RemoveModelDialog } from "./RemoveModelDialog.tsx";
import { useRemoveModel } from "./useRemoveModel.ts";
import type { ModelAvailabilities } from "../../shared/useModelAvailability.ts";

interface ModelInfoPanelProps {
  model: ModelInfo;
  isDefault: boolean;
  /** Changes when the registry changes, so the facts are read again. */
  version: number;
  onMakeDefault(): void;
  onRemoved(): void;
  /** Whether the models can be used now, with "Check again". */
  availability: ModelAvailabilities;
}

/** What the selected model's file says about itself, and whether it fits this machine. */
export function ModelInfoPanel({ model, isDefault, version, onMakeDefault, onRemoved, availability }: ModelInfoPanelProps) {
  const details = useModelDetails(model.id, version);
  const removing = useRemoveModel(model, onRemoved);
  const fit = details.data?.fit;

  return (
    <section className="panel model-info" aria-labelledby="model-info-heading">
      <h2 id="model-info-heading">{model.name}</h2>
      {model.remote && <p className="muted model-remote-note">On {model.remote.endpoints.length === 1 ? "a remote server" : `${model.remote.endpoints.length} remote servers`}: runs send their requests there.</p>}
      <ModelAvailabilityLine modelId={model.id} remote={model.remote !== null} availability={availability} />
      <div className="toolbar">
        <button type="button" onClick={onMakeDefault} disabled={isDefault}>
          {isDefault ? "Default for new runs" : "Use for new runs"}
        </button>
        <button type="button" className="danger" onClick={removing.ask}>
          Remove…
        </button>
      </div>
      {fit && (
        <div className={`fit fit-${fit.verdict}`}>
          {/* The note states the memory needed and free once, in one unit; no second line repeats it in another. */}
          <Badge tone={FIT_LABEL[fit.verdict].tone}>{FIT_LABEL[fit.verdict].text}</Badge> <span data-testid="model-fit-note">{fit.note}</span>
        </div>
      )}
      <ErrorAlert error={details.error} />
      {/* Whether the header is still being read is said where its facts will go, not above facts already shown. */}
      <ModelFactsList model={model} meta={details.data?.metadata} readingHeader={details.loading && !details.data} />
      {removing.confirming && <RemoveModelDialog model={model} removing={removing} />}
    </section>
  );
}
