/** One page took longer to read than OCR allows a page. */
export class OcrPageTimeoutError extends Error {
  override readonly name = "OcrPageTimeoutError";
  constructor(limitMs: number) {
    super(`OCR stopped after ${Math.round(limitMs / 1000)} s on this page (the limit for one page)`);
  }
}
