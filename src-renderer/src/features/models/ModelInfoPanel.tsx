import { useState } from "react";
import type { ModelInfo } from "@contract/models.ts";
import { Badge } from "../../shared/Badge.tsx";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { formatBytes, formatDateTime, formatParameters, formatTokens } from "../../shared/format.ts";
import { modelActions, useModelDetails } from "./modelCalls.ts";
import { FIT_LABEL } from "./modelFacts.ts";
import { ModelAvailabilityLine } from "./ModelAvailabilityLine.tsx";
import type { ModelAvailabilityState } from "../../shared/useModelAvailability.ts";

interface ModelInfoPanelProps {
  model: ModelInfo;
  isDefault: boolean;
  /** Changes when the registry changes, so the facts are read again. */
  version: number;
  onMakeDefault(): void;
  onRemoved(): void;
  /** Whether the models can be used now, with "Check again". */
  availability: ModelAvailabilityState;
}

/** What the selected model's file says about itself, and whether it fits this machine. */
export function ModelInfoPanel({ model, isDefault, version, onMakeDefault, onRemoved, availability }: ModelInfoPanelProps) {
  const details = useModelDetails(model.id, version);
  const [confirming, setConfirming] = useState(false);
  const [deleteFile, setDeleteFile] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const meta = details.data?.metadata;
  const fit = details.data?.fit;

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await modelActions.remove(model.id, { deleteFile: model.managed && deleteFile });
      setConfirming(false);
      onRemoved();
    } catch (e) {
      setError(e as Error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel model-info" aria-labelledby="model-info-heading">
      <h2 id="model-info-heading">{model.name}</h2>
      {model.remote && <p className="muted model-remote-note">On {model.remote.endpoints.length === 1 ? "a remote server" : `${model.remote.endpoints.length} remote servers`}: runs send their requests there.</p>}
      <ModelAvailabilityLine modelId={model.id} remote={model.remote !== null} availability={availability} />
      <div className="toolbar">
        <button type="button" onClick={onMakeDefault} disabled={isDefault}>
          {isDefault ? "Default for new runs" : "Use for new runs"}
        </button>
        <button type="button" className="danger" onClick={() => setConfirming(true)}>
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
      {details.loading && !details.data && !model.remote && <p className="muted">Reading the file header…</p>}
      {model.remote ? (
        <dl className="facts model-facts">
          <dt>Served as</dt>
          <dd className="path">{model.remote.model}</dd>
          <dt>{model.remote.endpoints.length === 1 ? "Server" : "Servers"}</dt>
          <dd className="path">
            {model.remote.endpoints.map((url) => (
              <div key={url}>{url}</div>
            ))}
          </dd>
          <dt>Context</dt>
          <dd>{model.contextLength ? `${formatTokens(model.contextLength)} tokens` : "as the server reports when a run starts"}</dd>
          <dt>Added</dt>
          <dd>{formatDateTime(model.addedAt)}</dd>
        </dl>
      ) : (
        <dl className="facts model-facts">
          <dt>File</dt>
          <dd className="path">{model.filePath}</dd>
          <dt>Size</dt>
          <dd>{formatBytes(model.fileSize)}</dd>
          <dt>Architecture</dt>
          <dd>{meta?.architecture ?? model.architecture ?? "—"}</dd>
          <dt>Parameters</dt>
          <dd>{formatParameters(meta?.parameterCount ?? model.parameterCount)}{meta?.sizeLabel ? ` (${meta.sizeLabel})` : ""}</dd>
          <dt>Quantization</dt>
          <dd>{meta?.quantization ?? model.quantization ?? "—"}</dd>
          <dt>Trained context</dt>
          <dd>{formatTokens(meta?.contextLength ?? model.contextLength)} tokens</dd>
          <dt>Chat template</dt>
          <dd>{model.hasChatTemplate ? "yes" : "none (a generic chat format is used)"}</dd>
          {meta && (
            <>
              <dt>License</dt>
              <dd>{meta.license ?? "—"}</dd>
              <dt>GGUF</dt>
              <dd>
                version {meta.ggufVersion} · {meta.tensorCount} tensors{meta.splitParts > 1 ? ` · ${meta.splitParts} parts` : ""}
              </dd>
            </>
          )}
          <dt title="The SHA-256 of the file, recorded with every QA it writes">Fingerprint</dt>
          <dd className="path" data-verbatim="">
            {model.sha256 ?? (model.hashProgress !== null ? `computing (${Math.floor(model.hashProgress * 100)}%)` : "not computed yet")}
          </dd>
          <dt>Source</dt>
          <dd className="path">{model.source ?? (model.managed ? "kept in the data folder" : "local file, used where it is")}</dd>
          <dt>Added</dt>
          <dd>{formatDateTime(model.addedAt)}</dd>
        </dl>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Remove ${model.name}?`}
          confirmLabel="Remove model"
          danger
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => {
            setConfirming(false);
            setError(null);
          }}
        >
          <p>The model leaves the registry. Runs and QAs made with it keep their record of it.</p>
          {model.remote ? (
            <p className="muted">The servers are not touched, and a saved API key stays saved for other servers that use it.</p>
          ) : model.managed ? (
            <label className="checkbox">
              <input type="checkbox" checked={deleteFile} onChange={(e) => setDeleteFile(e.target.checked)} /> Also delete the file (
              {formatBytes(model.fileSize)}) from the data folder
            </label>
          ) : (
            <p className="muted">The file stays where it is: {model.filePath}</p>
          )}
          <ErrorAlert error={error} />
        </ConfirmDialog>
      )}
    </section>
  );
}
