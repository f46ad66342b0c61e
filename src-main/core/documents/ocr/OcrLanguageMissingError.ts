/**
 * A language asked for whose data package is not installed. The message is shown to desktop users
 * (an import's failed page), so it names the language, not the npm package it would come from
 * (docs/ocr.md "Adding a language" says that).
 */
export class OcrLanguageMissingError extends Error {
  override readonly name = "OcrLanguageMissingError";
  readonly language: string;
  constructor(language: string, installed: readonly string[]) {
    super(`OCR cannot read the language "${language}": its language data is not installed with the app (installed: ${installed.join(", ") || "none"}).`);
    this.language = language;
  }
}
