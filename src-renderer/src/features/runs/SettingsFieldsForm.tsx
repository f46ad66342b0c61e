import { useId, type ReactNode } from "react";
import { formatCount } from "../../shared/format.ts";
import { describeDefault, type FieldDraft, type SettingsField } from "./settingsFields.ts";

export interface SettingsFieldsFormProps {
  fields: SettingsField[];
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
      {fields.map((field) => {
        const id = `${prefix}-${field.key}`;
        const error = errors[field.key];
        const hintId = `${id}-hint`;
        const bounds =
          field.kind === "number" && field.min !== null && field.max !== null
            ? ` · ${formatCount(field.min)}–${formatCount(field.max)}`
            : field.kind === "number" && field.min !== null
              ? ` · at least ${formatCount(field.min)}`
              : field.kind === "number" && field.max !== null
                ? ` · at most ${formatCount(field.max)}`
                : field.kind === "string" && field.maxLength !== null
              ? ` · up to ${field.maxLength} characters`
              : "";
        const hint = (
          <span id={hintId} className="muted settings-hint">
            {defaultLabel}: {describeDefault(field)}
            {bounds}
            {field.kind !== "boolean" && "nullable" in field && field.nullable && field.default !== null ? " · empty: none" : ""}
            {changed.has(field.key) && <span className="settings-changed"> · changed</span>}
          </span>
        );
        const draft = drafts[field.key];
        const describedBy = error ? `${hintId} ${id}-error` : hintId;
        let control;
        switch (field.kind) {
          case "boolean":
            control = (
              <label className="settings-check">
                <input id={id} type="checkbox" checked={draft === true} aria-describedby={describedBy} onChange={(e) => onChange(field.key, e.target.checked)} />
                {field.label}
              </label>
            );
            break;
          case "enum":
            control = (
              <select id={id} value={typeof draft === "string" ? draft : ""} aria-describedby={describedBy} aria-invalid={Boolean(error)} onChange={(e) => onChange(field.key, e.target.value)}>
                {field.nullable && <option value="">none</option>}
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            );
            break;
          case "multiEnum": {
            const picked = Array.isArray(draft) ? draft : [];
            control = (
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
            break;
          }
          case "number":
            control = (
              <input
                id={id}
                type="number"
                inputMode={field.integer ? "numeric" : "decimal"}
                step={field.integer ? 1 : "any"}
                min={field.min ?? undefined}
                max={field.max ?? undefined}
                placeholder={field.nullable ? "none" : undefined}
                value={typeof draft === "string" ? draft : ""}
                aria-describedby={describedBy}
                aria-invalid={Boolean(error)}
                onChange={(e) => onChange(field.key, e.target.value)}
              />
            );
            break;
          case "string":
            control =
              (field.maxLength ?? 0) > 80 ? (
                <textarea
                  id={id}
                  rows={2}
                  placeholder={field.nullable ? "none" : undefined}
                  value={typeof draft === "string" ? draft : ""}
                  aria-describedby={describedBy}
                  aria-invalid={Boolean(error)}
                  onChange={(e) => onChange(field.key, e.target.value)}
                />
              ) : (
                <input
                  id={id}
                  type="text"
                  placeholder={field.nullable ? "none" : undefined}
                  value={typeof draft === "string" ? draft : ""}
                  aria-describedby={describedBy}
                  aria-invalid={Boolean(error)}
                  onChange={(e) => onChange(field.key, e.target.value)}
                />
              );
            break;
        }
        return (
          <div key={field.key} className={`settings-field settings-${field.kind}${changed.has(field.key) ? " is-changed" : ""}`}>
            {field.kind !== "boolean" &&
              (field.kind === "multiEnum" ? (
                <span id={`${id}-label`} className="settings-label">
                  {field.label}
                </span>
              ) : (
                <label htmlFor={id} className="settings-label">
                  {field.label}
                </label>
              ))}
            {control}
            {field.description && <span className="muted settings-hint">{field.description}</span>}
            {hint}
            {error && (
              <span id={`${id}-error`} role="alert" className="error settings-error">
                {error}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
