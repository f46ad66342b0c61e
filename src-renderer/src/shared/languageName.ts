const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language", fallback: "code" });

/** A paper's language as people say it ("Portuguese"), from the code the reader detected ("pt"). */
export function languageName(code: string): string {
  try {
    return LANGUAGE_NAMES.of(code) ?? code;
  } catch {
    return code; // not a well-formed language tag
  }
}
