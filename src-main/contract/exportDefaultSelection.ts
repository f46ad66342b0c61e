import { DEFAULT_EXPORT_PRESET, presetQuery, type ExportPreset } from "./qaSelection.ts";
import type { QaQuery } from "./qaQueries.ts";

// One rule for where an export starts when the user has not chosen which QAs: what reviewers
// kept, unless nobody has kept a QA yet, when that would be an empty file; then what the
// automatic filters accepted (said out loud by the caller), never everything. The export view
// and `distillate export` both ask this, so the two cannot drift apart.

/** The preset an export falls back to while nobody has kept a QA. */
export const FALLBACK_EXPORT_PRESET: ExportPreset = "accepted";

/** The query whose count decides the start: the QAs the default preset would write. */
export function keptAnywhereQuery(): QaQuery {
  return presetQuery(DEFAULT_EXPORT_PRESET);
}

/** The preset an export starts from, given how many QAs the default preset would write. */
export function startingExportPreset(keptAnywhere: number): ExportPreset {
  return keptAnywhere === 0 ? FALLBACK_EXPORT_PRESET : DEFAULT_EXPORT_PRESET;
}
