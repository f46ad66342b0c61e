import { describeDefault, emptyMeansNone, fieldBounds } from "./fieldPresentation.ts";
import { SettingsFieldControl } from "./SettingsFieldControl.tsx";
import type { FieldDraft } from "./settingsDrafts.ts";
import type { SchemaField } from "./settingsFields.ts";

interface SettingsFieldItemProps {
  field: SchemaField;
  /** Unique in the page: the input's id, and the stem of its label's, hint's and error's. */
  id: string;
  draft: FieldDraft | undefined;
  error: string | undefined;
  changed: boolean;
  defaultLabel: string;
  onChange(key: string, draft: FieldDraft): void;
}

/** One setting: its label, its input, what it means, its default and limits, and what is wrong with it. */
export function SettingsFieldItem({ field, id, draft, error, changed, defaultLabel, onChange }: SettingsFieldItemProps) {
  const hintId = `${id}-hint`;
  const describedBy = error ? `${hintId} ${id}-error` : hintId;
  return (
    <div className={`settings-field settings-${field.kind}${changed ? " is-changed" : ""}`}>
      {field.kind === "multiEnum" ? (
        <span id={`${id}-label`} className="settings-label">
          {field.label}
        </span>
      ) : (
        // A checkbox carries its own label.
        field.kind !== "boolean" && (
          <label htmlFor={id} className="settings-label">
            {field.label}
          </label>
        )
      )}
      <SettingsFieldControl field={field} id={id} draft={draft} error={error} describedBy={describedBy} onChange={onChange} />
      {field.description && <span className="muted settings-hint">{field.description}</span>}
      <span id={hintId} className="muted settings-hint">
        {defaultLabel}: {describeDefault(field)}
        {fieldBounds(field)}
        {emptyMeansNone(field) ? " · empty: none" : ""}
        {changed && <span className="settings-changed"> · changed</span>}
      </span>
      {error && (
        <span id={`${id}-error`} role="alert" className="error settings-error">
          {error}
        </span>
      )}
    </div>
  );
}
