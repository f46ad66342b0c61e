import { useState, type FormEvent } from "react";
import type { ModelLoadState } from "@contract/llm.ts";
import type { ModelInfo } from "@contract/models.ts";
import { autoNumberText, parseAutoNumber, type AutoNumber } from "../../shared/autoNumber.ts";
import { callKeepingError } from "../../shared/callKeepingError.ts";
import { modelActions } from "./modelCalls.ts";

/**
 * The load form's choices and what it may do: which models can be loaded (not embedders, not a
 * missing file, not a remote model, which its servers load), the GPU layers and context size as
 * typed and as read, and load and unload with their error kept for the card.
 */
export function useLoadModel(models: ModelInfo[], state: ModelLoadState | undefined, defaults: { gpuLayers?: AutoNumber; contextSize?: AutoNumber }) {
  const usable = models.filter((m) => m.role !== "embedding" && m.fileStatus === "present" && !m.remote);
  const [modelId, setModelId] = useState<number | "">("");
  const [gpuLayers, setGpuLayers] = useState(autoNumberText(defaults.gpuLayers));
  const [contextSize, setContextSize] = useState(autoNumberText(defaults.contextSize));
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);

  const chosen = modelId === "" ? (state?.modelId ?? usable[0]?.id ?? "") : modelId;
  const layers = parseAutoNumber(gpuLayers, 0, "GPU layers");
  const context = parseAutoNumber(contextSize, 512, "Context size");
  const loading = state?.status === "loading";

  const act = (call: () => Promise<unknown>) => callKeepingError({ setBusy, setError }, call);

  const load = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === "" || !layers.ok || !context.ok) return;
    void act(() => modelActions.load({ modelId: chosen, gpuLayers: layers.value, contextSize: context.value }));
  };

  return {
    usable,
    chosen,
    choose: (id: number) => setModelId(id),
    gpuLayers: { text: gpuLayers, set: setGpuLayers, parsed: layers },
    contextSize: { text: contextSize, set: setContextSize, parsed: context },
    loading,
    canLoad: !busy && !loading && chosen !== "" && layers.ok && context.ok,
    canUnload: !busy && state?.status === "loaded",
    load,
    unload: () => void act(() => modelActions.unload()),
    error,
  };
}

export type LoadModel = ReturnType<typeof useLoadModel>;
