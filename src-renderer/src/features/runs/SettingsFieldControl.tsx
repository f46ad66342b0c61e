import type { FieldDraft } from "./settingsDrafts.ts";
import type { SchemaField } from "./settingsFields.ts";
import { isLongText } from "./fieldPresentation.ts";

interface SettingsFieldControlProps {
  field: SchemaField;
  id: string;
  draft: FieldDraft | undefined;
  error: string | undefined;
  describedBy: string;
  onChange(key: string, draft: FieldDraft): void;
}

/** The input a field's kind calls for: a checkbox, a list, checkboxes for several, a number, a text. */
export function SettingsFieldControl({ field, id, draft, error, describedBy, onChange }: SettingsFieldControlProps) {
  const text = typeof draft === "string" ? draft : "";
  switch (field.kind) {
    case "boolean":
      return (
        <label className="settings-check">
          <input id={id} type="checkbox" checked={draft === true} aria-describedby={describedBy} onChange={(e) => onChange(field.key, e.target.checked)} />
          {field.label}
        </label>
      );
    case "enum":
      return (
        <select id={id} value={text} aria-describedby={describedBy} aria-invalid={Boolean(error)} onChange={(e) => onChange(field.key, e.target.value)}>
          {field.nullable && <option value="">none</option>}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case "multiEnum": {
      const picked = Array.isArray(draft) ? draft : [];
      return (
        <div id={id} role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy} className="settings-multi">
          {field.options.map((option) => (
            <label key={option} className="settings-check">
              <input
                type="checkbox"
                checked={picked.includes(option)}
                onChange={(e) => onChange(field.key, e.target.checked ? [...picked, option] : picked.filter((v) => v !== option))}
              />
              {option}
            </label>
          ))}
        </div>
      );
    }
    case "number":
      return (
        <input
          id={id}
          type="number"
          inputMode={field.integer ? "numeric" : "decimal"}
          step={field.integer ? 1 : "any"}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          placeholder={field.nullable ? "none" : undefined}
          value={text}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          onChange={(e) => onChange(field.key, e.target.value)}
        />
      );
    case "string": {
      const common = {
        id,
        placeholder: field.nullable ? "none" : undefined,
        value: text,
        "aria-describedby": describedBy,
        "aria-invalid": Boolean(error),
      };
      return isLongText(field) ? (
        <textarea {...common} rows={2} onChange={(e) => onChange(field.key, e.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(e) => onChange(field.key, e.target.value)} />
      );
    }
  }
}
