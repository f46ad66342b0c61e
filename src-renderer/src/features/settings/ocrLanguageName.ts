import { languageName } from "../../shared/languageName.ts";

// Tesseract names its languages by ISO 639-2 codes, some with a script or variant after an
// underscore ("chi_sim"): shown by their English names, the code only when no name is known.

/** "eng" is "English", "chi_sim" "Chinese (sim)"; an unknown code is shown as it is. */
export function ocrLanguageName(code: string): string {
  const [base, variant] = code.split("_");
  const name = languageName(base!);
  if (name === base) return code;
  return variant ? `${name} (${variant})` : name;
}
