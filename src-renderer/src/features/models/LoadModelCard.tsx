import type { ModelLoadState } from "@contract/llm.ts";
import type { ModelInfo } from "@contract/models.ts";
import type { AutoNumber } from "../../shared/autoNumber.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { AutoNumberField } from "./AutoNumberField.tsx";
import { LoadStatus } from "./LoadStatus.tsx";
import { useLoadModel } from "./useLoadModel.ts";

interface LoadModelCardProps {
  models: ModelInfo[];
  state: ModelLoadState | undefined;
  /** The runtime settings' values, shown as the starting choice. */
  defaults: { gpuLayers?: AutoNumber; contextSize?: AutoNumber };
}

/** Loads one model for use with the GPU layers and context size chosen here, with progress. */
export function LoadModelCard({ models, state, defaults }: LoadModelCardProps) {
  const form = useLoadModel(models, state, defaults);
  return (
    <section className="panel models-card" aria-labelledby="load-heading">
      <h2 id="load-heading">Loaded model</h2>
      <LoadStatus state={state} />
      {form.usable.length === 0 ? (
        <p className="muted">Add a generator model to load it.</p>
      ) : (
        <form className="load-form" onSubmit={form.load}>
          <label>
            Model
            <select value={form.chosen} onChange={(e) => form.choose(Number(e.target.value))} disabled={form.loading}>
              {form.usable.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </label>
          <AutoNumberField label="GPU layers" value={form.gpuLayers.text} onChange={form.gpuLayers.set} parsed={form.gpuLayers.parsed} hint={'"auto" offloads as many as fit'} size={6} disabled={form.loading} />
          <AutoNumberField label="Context size" value={form.contextSize.text} onChange={form.contextSize.set} parsed={form.contextSize.parsed} hint={'tokens; "auto" picks the largest that fits'} size={7} disabled={form.loading} />
          <div className="load-actions">
            <button type="submit" className="primary" disabled={!form.canLoad}>
              {state?.status === "loaded" ? "Reload" : "Load"}
            </button>
            <button type="button" onClick={form.unload} disabled={!form.canUnload}>
              Unload
            </button>
          </div>
        </form>
      )}
      <ErrorAlert error={form.error} />
    </section>
  );
}
