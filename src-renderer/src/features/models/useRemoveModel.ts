import { useState } from "react";
import type { ModelInfo } from "@contract/models.ts";
import { callKeepingError } from "../../shared/callKeepingError.ts";
import { modelActions } from "./modelCalls.ts";

/**
 * Removing a model from the registry: asked first, the managed file deleted only when the user
 * ticks it (never a file the app does not keep), and the error kept in the dialog.
 */
export function useRemoveModel(model: ModelInfo, onRemoved: () => void) {
  const [confirming, setConfirming] = useState(false);
  const [deleteFile, setDeleteFile] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  const remove = async () => {
    await callKeepingError({ setBusy, setError }, async () => {
      await modelActions.remove(model.id, { deleteFile: model.managed && deleteFile });
      setConfirming(false);
      onRemoved();
    });
  };

  return {
    confirming,
    ask: () => setConfirming(true),
    cancel: () => {
      setConfirming(false);
      setError(null);
    },
    deleteFile,
    setDeleteFile,
    busy,
    error,
    remove,
  };
}

export type RemoveModel = ReturnType<typeof useRemoveModel>;
