// What the run form says about the choices made, kept apart so its wording is in one place.

/** The line beside Start: what stops the run, or what it will do. */
export function runSummary(blocker: string | null, method: string, papers: string, modelName: string | undefined): string {
  return blocker ?? `${method} on ${papers} with ${modelName ?? "?"}.`;
}

/** Over a method's settings: only the changed values are sent, so the user knows which. */
export function changedSettingsNote(changed: number): string {
  return changed === 0 ? "All defaults (the method's own values)." : `${changed} changed from the defaults; only these are sent.`;
}
