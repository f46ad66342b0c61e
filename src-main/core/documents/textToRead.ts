import { NoTextLayerError } from "./errors/NoTextLayerError.ts";
import { NothingToReadError } from "./errors/NothingToReadError.ts";
import { OcrUnreadableError } from "./errors/OcrUnreadableError.ts";
import type { OcrReading } from "./ocr/ocrNotes.ts";
import type { PageText } from "./layout/types.ts";
import { sidewaysTableCharacters } from "./tables/sidewaysTableText.ts";
import { unmappedCharacters } from "./text/unmappedCharacters.ts";

/**
 * Throws the error that says why a PDF has nothing to read: no text layer (OCR off), pages OCR
 * could not read, or pages with neither text nor pictures of text. `ocr` is left out when OCR was off.
 */
export function ensureTextToRead(pages: PageText[], file: string, declaresPictures: boolean | undefined, ocr?: OcrReading): void {
  // Text set sideways counts too where a table makes it (a page may hold nothing else).
  // Characters a font without a Unicode map made (U+FFFD...) are no text: with OCR off, a layer of
  // nothing else was stored as an empty paper, with no word of why.
  let unmapped = 0;
  const characters = pages.reduce((sum, p) => sum + p.runs.reduce((s, r) => {
    const text = r.text.trim();
    const lost = unmappedCharacters(text);
    unmapped += lost;
    return s + text.length - lost;
  }, 0) + sidewaysTableCharacters(p), 0);
  if (characters === 0 || (pages.length >= 2 && characters / pages.length < 15)) {
    if (!ocr) throw new NoTextLayerError(file, declaresPictures !== false, unmapped > 0);
    const failures = ocr.pages.filter((p) => p.error);
    if (failures.length > 0) throw new OcrUnreadableError(file, failures.map((p) => ({ page: p.pageNumber, reason: p.error! })));
    // OCR was on and read nothing: the pages hold neither text nor pictures with text in them.
    throw new NothingToReadError(file);
  }
}
