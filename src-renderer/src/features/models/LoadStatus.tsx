import type { ModelLoadState } from "@contract/llm.ts";
import { Badge } from "../../shared/Badge.tsx";
import { formatTokens } from "@contract/numberWords.ts";
import { LabeledProgress } from "../../shared/LabeledProgress.tsx";

/** What is loaded now, read out as it changes: nothing, loading with progress, loaded with its settings, or why it failed. */
export function LoadStatus({ state }: { state: ModelLoadState | undefined }) {
  return (
    <div aria-live="polite" className="load-status">
      {!state && <p className="muted">Checking…</p>}
      {state?.status === "idle" && <p className="muted">No model is loaded. Runs load their model themselves; load one here to check it fits.</p>}
      {state?.status === "loading" && (
        <>
          <p>
            Loading <strong>{state.name}</strong>…
          </p>
          <LabeledProgress label={`Loading ${state.name ?? "the model"}`} done={state.progress} total={1} />
        </>
      )}
      {state?.status === "loaded" && (
        <p>
          <Badge tone="ok">Loaded</Badge> <strong>{state.name}</strong>
          <span className="muted">
            {" "}
            · {state.gpuLayers ?? 0} GPU layers · context {formatTokens(state.contextSize)} tokens
          </span>
        </p>
      )}
      {state?.status === "failed" && state.error && (
        <p role="alert" className="error">
          Loading {state.name ?? "the model"} failed: {state.error.message}
        </p>
      )}
    </div>
  );
}
