// How a paper's notes name the OCR engine that read its pages: the core writes these names and
// the renderer reads them back into the words its OCR settings use, so both forms live here once.

/** The engine built into the app (tesseract.js). */
export const BUILT_IN_ENGINE = "built-in (tesseract.js)";

/** The installed tesseract command of this version ("tesseract 5.3.0 (installed)"). */
export function installedEngineName(version: string): string {
  return `tesseract ${version} (installed)`;
}

/** The version in an installed engine's name; null for any other name. */
export function installedEngineVersion(name: string): string | null {
  return /^tesseract (\S+) \(installed\)$/.exec(name)?.[1] ?? null;
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
