// How a paper's notes name the OCR engine that read its pages: the core writes these names and
// the renderer reads them back into the words its OCR settings use, so both forms live here once.

/** The engine built into the app (tesseract.js). */
export const BUILT_IN_ENGINE = "built-in (tesseract.js)";

/**
 * Whose language data the installed command reads with: Distillate's own (the model every reading
 * rule was tuned on) or the data installed with the command (on Debian and Ubuntu the smaller,
 * faster tessdata_fast network), defined once for the settings and the notes.
 */
export const OCR_MODELS = ["distillate", "system"] as const;
export type OcrModel = (typeof OCR_MODELS)[number];

/** What a paper's notes add to the engine's name when it read with the command's own data. */
const SYSTEM_DATA = ", its own language data";

/**
 * The installed tesseract command of this version ("tesseract 5.3.0 (installed)"), and with the
 * system's language data "tesseract 5.3.0 (installed, its own language data)": a user comparing
 * papers must see which model read each.
 */
export function installedEngineName(version: string, model: OcrModel = "distillate"): string {
  return `tesseract ${version} (installed${model === "system" ? SYSTEM_DATA : ""})`;
}

/** The version in an installed engine's name; null for any other name. */
export function installedEngineVersion(name: string): string | null {
  return /^tesseract (\S+) \(installed(?:, its own language data)?\)$/.exec(name)?.[1] ?? null;
}

/** The language data an installed engine's name says it read with; null for any other name. */
export function installedEngineModel(name: string): OcrModel | null {
  if (installedEngineVersion(name) === null) return null;
  return name.endsWith(`${SYSTEM_DATA})`) ? "system" : "distillate";
}

/**
 * The installed engine as a person reads its name, on every screen that names it (Settings, a
 * paper read by OCR): the program's own name as its project writes it. The stored name above
 * stays lower case, as papers read before now have it.
 */
export const INSTALLED_ENGINE_PROGRAM = "Tesseract";

/** The installed engine of this version in people's words ("Tesseract 5.3.0"). */
export function installedEngineLabel(version: string): string {
  return `${INSTALLED_ENGINE_PROGRAM} ${version}`;
}
