// Tesseract names its languages by ISO 639-2 codes, some with a script or variant after an
// underscore ("chi_sim"): shown by their English names, the code only when no name is known.
const names = new Intl.DisplayNames(["en"], { type: "language" });

/** "eng" is "English", "chi_sim" "Chinese (sim)"; an unknown code is shown as it is. */
export function languageName(code: string): string {
  const [base, variant] = code.split("_");
  let name: string | undefined;
  try {
    name = names.of(base!);
  } catch {
    name = undefined;
  }
  if (!name || name === base) return code;
  return variant ? `${name} (${variant})` : name;
}
