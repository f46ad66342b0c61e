import { changedSettingsNote } from "./runFormWords.ts";
import { SettingsFieldsForm } from "./SettingsFieldsForm.tsx";
import type { FieldDraft } from "./settingsDrafts.ts";
import type { SchemaField } from "./settingsFields.ts";

interface MethodSettingsFieldsetProps {
  methodLabel: string;
  fields: SchemaField[];
  drafts: Record<string, FieldDraft>;
  errors: Record<string, string>;
  changed: ReadonlySet<string>;
  onChange(key: string, draft: FieldDraft): void;
  /** Puts every field back to the method's default. */
  onReset(): void;
}

/** The chosen method's own settings, with how many differ from its defaults and a way back to them. */
export function MethodSettingsFieldset({ methodLabel, fields, drafts, errors, changed, onChange, onReset }: MethodSettingsFieldsetProps) {
  return (
    <fieldset className="run-fieldset">
      <legend>{methodLabel} settings</legend>
      <div className="run-fieldset-bar">
        <span className="muted">{changedSettingsNote(changed.size)}</span>
        <button type="button" disabled={changed.size === 0} onClick={onReset}>
          Reset to defaults
        </button>
      </div>
      <SettingsFieldsForm fields={fields} drafts={drafts} errors={errors} changed={changed} onChange={onChange} />
    </fieldset>
  );
}
