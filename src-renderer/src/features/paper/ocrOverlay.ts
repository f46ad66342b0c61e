import { OCR_LOW_CONFIDENCE, type OcrWord } from "@contract/ocrWords.ts";
import type { PaperDetail } from "@contract/papers.ts";

/** How OCR read the paper, as its details say; absent for a paper with a text layer. */
export type OcrNotes = NonNullable<PaperDetail["ocr"]>;

const STORAGE_KEY = "distillate.ocrOverlay";

/** Whether the text OCR read was last shown in this window (off until the reader turns it on). */
export function loadOverlayChoice(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEY) === "on";
  } catch {
    return false;
  }
}

export function saveOverlayChoice(on: boolean): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, on ? "on" : "off");
  } catch {
    // Storage refused (a private window): the choice lasts as long as the view.
  }
}

/** A word OCR was unsure of: the reader should check it against the picture. */
export function isDoubtfulWord(word: OcrWord): boolean {
  return word.confidence < OCR_LOW_CONFIDENCE;
}

/** What the marks on the page mean, and how sure OCR was over the whole paper. */
export function overlayLegend(ocr: OcrNotes): { mark: string; mean: string | null } {
  return {
    mark: `OCR was less than ${OCR_LOW_CONFIDENCE}% sure of the underlined words: check them against the page.`,
    mean: ocr.meanConfidence === null ? null : `Mean confidence for this paper: ${Math.round(ocr.meanConfidence)}%.`,
  };
}

/** The font size that fills a word's box height: most of a line's box is the letters' height, the rest ascenders and descenders. */
export function wordFontSize(word: OcrWord): number {
  return word.h * 0.82;
}
