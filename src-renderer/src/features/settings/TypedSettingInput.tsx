import type { SettingsDraft, SettingsField } from "./settingsForm.ts";
import { noteId } from "./settingsLabels.ts";
import type { SettingsFormState } from "./useSettingsForm.ts";

/** The settings whose draft is text the user types (numbers kept as typed until they are saved). */
export type TypedSettingField = { [K in SettingsField]: SettingsDraft[K] extends string ? K : never }[SettingsField];

/**
 * A typed setting: saved when typing pauses or the field is left, marked invalid while its value
 * cannot be saved, and described by its note. One component so every typed field behaves alike.
 */
export function TypedSettingInput({ form, name, numeric = true, placeholder, size = 10 }: { form: SettingsFormState; name: TypedSettingField; numeric?: boolean; placeholder?: string; size?: number }) {
  const { draft, change, flush, invalid } = form;
  return (
    <input
      id={`setting-${name}`}
      inputMode={numeric ? "numeric" : undefined}
      value={draft[name]}
      placeholder={placeholder}
      onChange={(e) => change(name, e.target.value, true)}
      onBlur={() => flush(name)}
      aria-invalid={invalid(name)}
      aria-describedby={noteId(name)}
      size={size}
    />
  );
}
