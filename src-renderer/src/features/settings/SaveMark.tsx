import type { FieldStatus } from "./settingsLabels.ts";

/** "Saving…" then "✓ Saved" beside a field; nothing when it failed (its note says why). */
export function SaveMark({ status }: { status: FieldStatus | undefined }) {
  if (!status || status.state === "error") return null;
  return <span className={`save-mark save-${status.state}`}>{status.state === "saving" ? "Saving…" : "✓ Saved"}</span>;
}
