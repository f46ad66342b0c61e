import { useId, useState, type FormEvent } from "react";
import type { ModelLoadState } from "@contract/llm.ts";
import type { ModelInfo } from "@contract/models.ts";
import { autoNumberText, parseAutoNumber, type AutoNumber } from "../../shared/autoNumber.ts";
import { Badge } from "../../shared/Badge.tsx";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { formatTokens } from "../../shared/format.ts";
import { LabeledProgress } from "../../shared/LabeledProgress.tsx";
import { modelActions } from "./modelCalls.ts";

interface LoadModelCardProps {
  models: ModelInfo[];
  state: ModelLoadState | undefined;
  /** The runtime settings' values, shown as the starting choice. */
  defaults: { gpuLayers?: AutoNumber; contextSize?: AutoNumber };
}

/** Loads one model for use with the GPU layers and context size chosen here, with progress. */
export function LoadModelCard({ models, state, defaults }: LoadModelCardProps) {
  // A remote model is loaded by its servers, not into this machine's memory: runs use it directly.
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

  const load = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === "" || !layers.ok || !context.ok) return;
    setBusy(true);
    setError(null);
    try {
      await modelActions.load({ modelId: chosen, gpuLayers: layers.value, contextSize: context.value });
    } catch (e) {
      setError(e as Error);
    } finally {
      setBusy(false);
    }
  };

  const unload = async () => {
    setBusy(true);
    setError(null);
    try {
      await modelActions.unload();
    } catch (e) {
      setError(e as Error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel models-card" aria-labelledby="load-heading">
      <h2 id="load-heading">Loaded model</h2>
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
      {usable.length === 0 ? (
        <p className="muted">Add a generator model to load it.</p>
      ) : (
        <form className="load-form" onSubmit={load}>
          <label>
            Model
            <select value={chosen} onChange={(e) => setModelId(Number(e.target.value))} disabled={loading}>
              {usable.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </label>
          <AutoNumberField label="GPU layers" value={gpuLayers} onChange={setGpuLayers} parsed={layers} hint={'"auto" offloads as many as fit'} size={6} disabled={loading} />
          <AutoNumberField label="Context size" value={contextSize} onChange={setContextSize} parsed={context} hint={'tokens; "auto" picks the largest that fits'} size={7} disabled={loading} />
          <div className="load-actions">
            <button type="submit" className="primary" disabled={busy || loading || chosen === "" || !layers.ok || !context.ok}>
              {state?.status === "loaded" ? "Reload" : "Load"}
            </button>
            <button type="button" onClick={() => void unload()} disabled={busy || state?.status !== "loaded"}>
              Unload
            </button>
          </div>
        </form>
      )}
      <ErrorAlert error={error} />
    </section>
  );
}

interface AutoNumberFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The value as read: its hint is replaced by the reason when it cannot be used. */
  parsed: { ok: true } | { ok: false; message: string };
  hint: string;
  size: number;
  disabled: boolean;
}

/** A number-or-"auto" field of the load form, with its hint or its error under it. */
function AutoNumberField({ label, value, onChange, parsed, hint, size, disabled }: AutoNumberFieldProps) {
  const hintId = useId();
  return (
    <label>
      {label}
      <input value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={!parsed.ok || undefined} aria-describedby={hintId} size={size} disabled={disabled} />
      <span id={hintId} className={parsed.ok ? "field-hint" : "field-error"}>
        {parsed.ok ? hint : parsed.message}
      </span>
    </label>
  );
}
