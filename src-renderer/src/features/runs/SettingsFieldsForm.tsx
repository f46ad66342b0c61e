import { useId, type ReactNode } from "react";
import { SettingsFieldItem } from "./SettingsFieldItem.tsx";
import type { FieldDraft } from "./settingsDrafts.ts";
import type { SchemaField } from "./settingsFields.ts";

export interface SettingsFieldsFormProps {
  fields: SchemaField[];
  drafts: Record<string, FieldDraft>;
  errors: Record<string, string>;
  /** Keys whose value differs from the default, marked "changed". */
  changed: ReadonlySet<string>;
  onChange(key: string, draft: FieldDraft): void;
  /** Inputs placed first in the same grid (the model picker). */
  leading?: ReactNode;
  /** What the hint calls the value changes are measured from. Defaults to "Default". */
  defaultLabel?: string;
}

/** Inputs for settings described by JSON Schema: bounds enforced, defaults written next to each. */
export function SettingsFieldsForm({ fields, drafts, errors, changed, onChange, leading, defaultLabel = "Default" }: SettingsFieldsFormProps) {
  const prefix = useId();
  return (
    <div className="settings-grid">
      {leading}
      {fields.map((field) => (
        <SettingsFieldItem
          key={field.key}
          field={field}
          id={`${prefix}-${field.key}`}
          draft={drafts[field.key]}
          error={errors[field.key]}
          changed={changed.has(field.key)}
          defaultLabel={defaultLabel}
          onChange={onChange}
        />
      ))}
    </div>
  );
}
