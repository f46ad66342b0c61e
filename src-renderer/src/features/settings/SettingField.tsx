import type { ReactNode } from "react";
import { FieldNote } from "./FieldNote.tsx";
import { SaveMark } from "./SaveMark.tsx";
import type { SettingsField } from "./settingsForm.ts";
import type { FieldStatus } from "./settingsLabels.ts";

/** One row of a settings grid: its label, its control with the save mark, and its note. */
export function SettingField({ name, label, status, hint, children }: { name: SettingsField; label: string; status: FieldStatus | undefined; hint?: ReactNode; children: ReactNode }) {
  return (
    <>
      <label htmlFor={`setting-${name}`}>{label}</label>
      <div>
        <div className="field-control">
          {children}
          <SaveMark status={status} />
        </div>
        <FieldNote name={name} status={status} hint={hint} />
      </div>
    </>
  );
}
