import type { AddModelOptions, AddModelResult, RemoveModelOptions, RemoveModelResult } from "@contract/models.ts";
import type { LoadModelRequest, ModelLoadState } from "@contract/llm.ts";
import { client } from "../../client/index.ts";
import { useAsync } from "../../shared/useAsync.ts";

/**
 * The Models view's actions on one model, for its cards and panels (the view's lists and events
 * are in useModels). Results reach the view through the core's events ("models.changed",
 * "model.load"), so these only report errors to whoever pressed the button.
 */
export const modelActions = {
  /** Desktop: a native dialog picks the file; a browser types a path on the server's machine instead. */
  picksFiles: client.kind === "desktop",
  pickFile: (): Promise<string | null> => client.call("desktop.pickModelFile"),
  add: (file: string, options?: AddModelOptions): Promise<AddModelResult> => client.call("models.add", file, options),
  remove: (id: number, options?: RemoveModelOptions): Promise<RemoveModelResult> => client.call("models.remove", id, options),
  load: (request: LoadModelRequest): Promise<ModelLoadState> => client.call("llm.loadModel", request),
  unload: (): Promise<ModelLoadState> => client.call("llm.unloadModel"),
};

/** A registered model's header facts and fit, read again when `version` changes. */
export function useModelDetails(id: number, version: number) {
  return useAsync(() => client.call("models.info", id), [id, version]);
}
