import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

/**
 * No page holds text and OCR is off. What to tell the user depends on whether the file holds
 * pictures at all: a scan's pages are pictures, and OCR will read them; a file that declares no
 * picture (pages of drawn shapes, or blank) has nothing OCR could read, and sending the user to
 * turn OCR on would only earn them a second failure.
 */
export class NoTextLayerError extends PdfImportError {
  override readonly name = "NoTextLayerError";
  /** `unreadableLayer`: the pages have text, but only characters of fonts without a Unicode map. */
  constructor(file: string, declaresPictures = true, unreadableLayer = false) {
    const [message, reason] = unreadableLayer
      ? [
          `${shownName(file)} has a text layer that cannot be read (its fonts carry no letters, only shapes) and OCR is off. Turn on OCR in Settings and import it again.`,
          "Its text layer cannot be read (its fonts carry no letters, only shapes), and OCR is off.",
        ]
      : declaresPictures
        ? [
            `${shownName(file)} has no text layer (it looks like a scanned document) and OCR is off. Turn on OCR in Settings and import it again.`,
            "It has no text layer (it looks like a scanned document), and OCR is off.",
          ]
        : [
            `${shownName(file)} has no text layer and holds no pictures, so OCR (off now) would find nothing to read either. Check that it is the file you meant.`,
            "It has no text layer and holds no pictures, so OCR (off now) would find nothing to read either. Check that it is the file you meant.",
          ];
    // The import panel offers the way to Settings as a link (the remedy), so its words are not in the
    // reason. OCR reads a page of shapes drawn in type, so an unreadable layer gets the link too.
    super(file, message, reason, declaresPictures || unreadableLayer ? "turn-on-ocr" : undefined);
  }
}
