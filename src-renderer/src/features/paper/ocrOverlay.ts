import { BUILT_IN_ENGINE, installedEngineLabel, installedEngineModel, installedEngineVersion } from "@contract/ocrEngineNames.ts";
import { OCR_LOW_CONFIDENCE, type OcrWord } from "@contract/ocrWords.ts";
import type { OcrNotes } from "@contract/readingNotes.ts";

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

/**
 * An engine as the paper's notes name it ("tesseract 5.3.0 (installed)", "built-in (tesseract.js)"),
 * in the words the OCR settings use: a desktop user never chose a package. A name neither form
 * fits (a future engine) is shown as stored.
 */
export function ocrEngineWords(engine: string): string {
  if (engine === BUILT_IN_ENGINE) return "the OCR engine built into Distillate";
  const version = installedEngineVersion(engine);
  if (!version) return engine;
  // A user comparing papers must see which model read each: the faster one reads worse.
  return installedEngineModel(engine) === "system" ? `the installed ${installedEngineLabel(version)} with its own language data (faster reading)` : `the installed ${installedEngineLabel(version)}`;
}

/**
 * What the marks on the page mean, how sure OCR was over the whole paper and over how many pages
 * (the mean's n), and which engine read it.
 */
export function overlayLegend(ocr: OcrNotes): { mark: string; mean: string | null; engine: string | null } {
  const engines = ocr.engines ?? [];
  const pages = (n: number) => `${n} ${n === 1 ? "page" : "pages"}`;
  return {
    mark: `Underlined: words OCR was less than ${OCR_LOW_CONFIDENCE}% sure of.`,
    mean: ocr.meanConfidence === null ? null : `Mean confidence for this paper: ${Math.round(ocr.meanConfidence)}% (${pages(ocr.pages.length)} read by OCR).`,
    // Papers read before the engine could be chosen do not say, and were all read by the built-in engine.
    engine: engines.length === 0 ? null : `Read by ${engines.map((e) => (engines.length > 1 ? `${ocrEngineWords(e.engine)} (${pages(e.pages.length)})` : ocrEngineWords(e.engine))).join(" and ")}.`,
  };
}

/**
 * Where a word's letters sit in its box, which spans its line's row (ascenders to descenders,
 * about an em of printed type): a size a little under the row so neighbouring lines do not
 * touch, on a baseline about three quarters down, above the descenders.
 */
export function wordType(word: OcrWord): { fontSize: number; baseline: number } {
  return { fontSize: word.h * 0.9, baseline: word.y + word.h * 0.76 };
}

/**
 * The paper's facts line for a scanned paper: that its text was read by OCR, on how many of its
 * pages, and how sure OCR was over them (the mean with its n), so the reader knows before turning
 * the overlay on that the text may hold misreadings.
 */
export function ocrFactsLine(ocr: OcrNotes, pageCount: number): string {
  const read = ocr.pages.length;
  const pages = `${read} ${read === 1 ? "page" : "pages"}`;
  const which = read >= pageCount ? "Read by OCR" : `${read} of ${pageCount} pages read by OCR`;
  if (ocr.meanConfidence === null) return `${which}: no words read`;
  return read >= pageCount ? `${which}: ${Math.round(ocr.meanConfidence)}% mean confidence over ${pages}` : `${which}: ${Math.round(ocr.meanConfidence)}% mean confidence`;
}
