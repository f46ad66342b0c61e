import { FieldNote } from "./FieldNote.tsx";
import type { SettingsFormState } from "./useSettingsForm.ts";

/** The theme: like the system, light or dark. */
export function AppearanceSection({ form }: { form: SettingsFormState }) {
  const { draft, change, status } = form;
  return (
    <section className="panel settings-section" aria-labelledby="settings-appearance">
      <h2 id="settings-appearance">Appearance</h2>
      <div className="field-grid">
        <span className="field-label" id="theme-label">
          Theme
        </span>
        <div>
          <div role="radiogroup" aria-labelledby="theme-label" className="segmented">
            {(["system", "light", "dark"] as const).map((theme) => (
              <label key={theme} className={draft.theme === theme ? "checked" : undefined}>
                <input type="radio" name="theme" value={theme} checked={draft.theme === theme} onChange={() => change("theme", theme)} />
                {theme === "system" ? "Like the system" : theme === "light" ? "Light" : "Dark"}
              </label>
            ))}
          </div>
          <FieldNote name="theme" status={status.theme} withSave />
        </div>
      </div>
    </section>
  );
}
