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
