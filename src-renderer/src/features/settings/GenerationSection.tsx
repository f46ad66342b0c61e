import { ReviewerNameField } from "./ReviewerNameField.tsx";
import { SettingField } from "./SettingField.tsx";
import { TypedSettingInput } from "./TypedSettingInput.tsx";
import { noteId } from "./settingsLabels.ts";
import type { useSettingsChoices } from "./useSettingsData.ts";
import type { SettingsFormState } from "./useSettingsForm.ts";

/** What a new run starts with: the model, the strategy, the lanes; and the reviewer's name. */
export function GenerationSection({ form, choices }: { form: SettingsFormState; choices: ReturnType<typeof useSettingsChoices> }) {
  const { draft, change, status } = form;
  const { models, strategies } = choices;
  const strategyList = strategies.list ?? [];
  const currentStrategy = strategyList.find((s) => s.name === draft.defaultStrategy);
  return (
    <section className="panel settings-section" aria-labelledby="settings-generation">
      <h2 id="settings-generation">Generation defaults</h2>
      <div className="field-grid">
        <SettingField
          name="defaultModelId"
          label="Default model"
          status={status.defaultModelId}
          hint={models.data && models.data.length === 0 ? "No model registered yet: add one in Models." : "Preselected when you start a run."}
        >
          <select id="setting-defaultModelId" value={draft.defaultModelId} onChange={(e) => change("defaultModelId", e.target.value)} aria-describedby={noteId("defaultModelId")}>
            <option value="">None (choose for each run)</option>
            {(models.data ?? [])
              .filter((m) => m.role !== "embedding")
              .map((m) => (
                <option key={m.id} value={String(m.id)}>
                  {m.name}
                </option>
              ))}
          </select>
        </SettingField>
        <SettingField name="defaultStrategy" label="Default strategy" status={status.defaultStrategy} hint={currentStrategy?.summary ?? strategies.error?.message}>
          <select
            id="setting-defaultStrategy"
            value={draft.defaultStrategy}
            disabled={strategyList.length === 0}
            onChange={(e) => change("defaultStrategy", e.target.value)}
            aria-describedby={noteId("defaultStrategy")}
          >
            {/* Until the registry answers, the saved choice is held by its value; its stored id is never the text a person reads. */}
            {strategyList.length === 0 && <option value={draft.defaultStrategy}>{strategies.error ? "Strategies could not be listed" : "Loading strategies…"}</option>}
            {strategyList.map((s) => (
              <option key={s.name} value={s.name}>
                {s.label}
              </option>
            ))}
          </select>
        </SettingField>
        <SettingField name="lanes" label="Lanes" status={status.lanes} hint="Items generated at once (1 to 16). More lanes use more memory; 2 suits most machines.">
          <TypedSettingInput form={form} name="lanes" size={4} />
        </SettingField>
        <ReviewerNameField current={draft.reviewer} />
      </div>
    </section>
  );
}
