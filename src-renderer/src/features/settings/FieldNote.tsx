import type { ReactNode } from "react";
import type { SettingsField } from "./settingsForm.ts";
import { noteId, type FieldStatus } from "./settingsLabels.ts";
import { SaveMark } from "./SaveMark.tsx";

/** The field's hint, replaced by its error when the value cannot be saved. */
export function FieldNote({ name, status, hint, withSave = false }: { name: SettingsField; status: FieldStatus | undefined; hint?: ReactNode; withSave?: boolean }) {
  const id = noteId(name);
  if (status?.state === "error") {
    return (
      <span id={id} className="field-error" role="alert">
        {status.message}
      </span>
    );
  }
  return (
    <span id={id} className="field-hint">
      {hint}
      {/* A sentence, then the mark: "…when it is added. ✓ Saved", as read aloud and on screen. */}
      {hint && withSave && status && " "}
      {withSave && <SaveMark status={status} />}
    </span>
  );
}
