import type { ModelInfo } from "@contract/models.ts";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { formatBytes } from "@contract/numberWords.ts";
import type { RemoveModel } from "./useRemoveModel.ts";

/** The question before a model leaves the registry: what happens to its file or its servers. */
export function RemoveModelDialog({ model, removing }: { model: ModelInfo; removing: RemoveModel }) {
  return (
    <ConfirmDialog title={`Remove ${model.name}?`} confirmLabel="Remove model" danger busy={removing.busy} onConfirm={() => void removing.remove()} onCancel={removing.cancel}>
      <p>The model leaves the registry. Runs and QAs made with it keep their record of it.</p>
      {model.remote ? (
        <p className="muted">The servers are not touched, and a saved API key stays saved for other servers that use it.</p>
      ) : model.managed ? (
        <label className="checkbox">
          <input type="checkbox" checked={removing.deleteFile} onChange={(e) => removing.setDeleteFile(e.target.checked)} /> Also delete the file (
          {formatBytes(model.fileSize)}) from the data folder
        </label>
      ) : (
        <p className="muted">The file stays where it is: {model.filePath}</p>
      )}
      <ErrorAlert error={removing.error} />
    </ConfirmDialog>
  );
}
