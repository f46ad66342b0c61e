import { languageName } from "../../shared/languageName.ts";

// Tesseract names its languages by ISO 639-2 codes, some with a script or variant after an
// underscore ("chi_sim"): shown by their English names, the code only when no name is known.

// Tesseract's variant suffixes in words; "Chinese (sim)" named an abbreviation nobody reads.
const VARIANTS: Record<string, string> = {
  sim: "simplified",
  tra: "traditional",
  vert: "vertical",
  latn: "Latin script",
  cyrl: "Cyrillic script",
  latf: "Fraktur",
  old: "old spelling",
};

/** "eng" is "English", "chi_sim" "Chinese (simplified)"; an unknown code is shown as it is. */
export function ocrLanguageName(code: string): string {
  const [base, ...variants] = code.split("_");
  const name = languageName(base!);
  if (name === base) return code;
  return variants.length > 0 ? `${name} (${variants.map((v) => VARIANTS[v] ?? v).join(", ")})` : name;
}

/**
 * The note under Settings' OCR languages. It names the one installed language as it is (not
 * always English), and claims nothing about what is installed before the list has come, or when
 * it could not be read.
 */
export function ocrLanguagesHint(missing: readonly string[], installed: readonly string[] | undefined): string {
  if (missing.length > 0) return `Pages cannot be read in ${missing.map(ocrLanguageName).join(" and ")} until its language data is installed again.`;
  const only =
    installed?.length === 1
      ? ` Only ${ocrLanguageName(installed[0]!)} is installed; other languages can be added to the installation (see the documentation on scanned papers).`
      : "";
  return `Pages are read in every language ticked.${only}`;
}
