/** A language asked for whose data package is not installed. */
export class OcrLanguageMissingError extends Error {
  override readonly name = "OcrLanguageMissingError";
  readonly language: string;
  constructor(language: string, installed: readonly string[]) {
    super(`OCR cannot read "${language}": its data package @tesseract.js-data/${language} is not installed (installed: ${installed.join(", ") || "none"}).`);
    this.language = language;
  }
}
