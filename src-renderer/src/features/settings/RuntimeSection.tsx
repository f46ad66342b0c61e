import type { SettingsDraft } from "./settingsForm.ts";
import { FieldNote } from "./FieldNote.tsx";
import { SettingField } from "./SettingField.tsx";
import { TypedSettingInput } from "./TypedSettingInput.tsx";
import { BACKENDS, noteId } from "./settingsLabels.ts";
import type { useSettingsChoices } from "./useSettingsData.ts";
import type { SettingsFormState } from "./useSettingsForm.ts";

/** How the local model runtime starts: backend, CPU fallback, threads, GPU layers, context and batch size. */
export function RuntimeSection({ form, runtime }: { form: SettingsFormState; runtime: ReturnType<typeof useSettingsChoices>["runtime"] }) {
  const { draft, change, status } = form;
  const available = runtime.data?.availableGpuBackends ?? [];
  return (
    <section className="panel settings-section" aria-labelledby="settings-runtime">
      <h2 id="settings-runtime">Model runtime</h2>
      <p className="muted settings-intro">Changes apply the next time the runtime starts; Distillate restarts it when no run is using it.</p>
      <div className="field-grid">
        <SettingField
          name="backend"
          label="Backend"
          status={status.backend}
          hint={
            runtime.data
              ? `In use now: ${runtime.data.backend === "cpu" ? "CPU" : runtime.data.backend.toUpperCase()}${runtime.data.fallbackReason ? ` (${runtime.data.fallbackReason})` : ""}`
              : "Automatic picks Metal on Apple Silicon, else CUDA, else Vulkan, else the CPU."
          }
        >
          <select id="setting-backend" value={draft.backend} onChange={(e) => change("backend", e.target.value as SettingsDraft["backend"])} aria-describedby={noteId("backend")}>
            {BACKENDS.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
                {runtime.data && b.value !== "auto" && b.value !== "cpu" && !available.includes(b.value) ? " — not found here" : ""}
              </option>
            ))}
          </select>
        </SettingField>
        <span className="field-label">CPU fallback</span>
        <div>
          <label className="checkbox">
            <input type="checkbox" checked={draft.fallbackToCpu} onChange={(e) => change("fallbackToCpu", e.target.checked)} aria-describedby={noteId("fallbackToCpu")} />
            Use the CPU when the chosen GPU backend cannot load
          </label>
          <FieldNote name="fallbackToCpu" status={status.fallbackToCpu} withSave />
        </div>
        <SettingField
          name="threads"
          label="Threads"
          status={status.threads}
          hint={runtime.data ? `This machine has ${runtime.data.cpuMathCores} physical cores; one less than that is usually fastest.` : "Threads that evaluate tokens."}
        >
          <TypedSettingInput form={form} name="threads" placeholder={runtime.data ? `automatic (${runtime.data.threads})` : "automatic"} />
        </SettingField>
        <SettingField name="gpuLayers" label="GPU layers" status={status.gpuLayers} hint={'"auto" offloads as many layers as fit in VRAM; 0 keeps the model on the CPU.'}>
          <TypedSettingInput form={form} name="gpuLayers" numeric={false} />
        </SettingField>
        <SettingField name="contextSize" label="Context size" status={status.contextSize} hint={'Tokens per sequence; "auto" takes the largest that fits, up to what the model was trained on.'}>
          <TypedSettingInput form={form} name="contextSize" numeric={false} />
        </SettingField>
        <SettingField name="batchSize" label="Batch size" status={status.batchSize} hint="Tokens evaluated per step while reading a prompt. Defaults to 512.">
          <TypedSettingInput form={form} name="batchSize" placeholder="512" />
        </SettingField>
      </div>
    </section>
  );
}
