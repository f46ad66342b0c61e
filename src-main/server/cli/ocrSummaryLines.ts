import type { OcrNotes } from "../../contract/readingNotes.ts";
import { pageList } from "../../contract/pageList.ts";
import { counted as count } from "../../contract/counted.ts";

/**
 * What `distillate show` says of a paper read by OCR: the pages, languages, engines and
 * confidence on one line, then one line a note. A note on another engine taking over names its
 * pages (the installed tesseract killed on pages 1 and 4 of 4 reads "pages 1, 4: ..."), so the
 * user can look at the pages it concerns, as the unread pages are named.
 */
export function ocrSummaryLines(ocr: OcrNotes): string[] {
  const confidence = ocr.meanConfidence === null ? "" : `, mean confidence ${Math.round(ocr.meanConfidence)}%`;
  const failed = [...ocr.failedPages.map((f) => `page ${f.page} unread: ${f.reason}`), ...(ocr.partlyReadPages ?? []).map((f) => `page ${f.page} read in part: ${f.reason}`)];
  const engines = (ocr.engines ?? []).map((e) => (ocr.engines!.length > 1 ? `${e.engine} on ${count(e.pages.length, "page")}` : e.engine)).join(", ");
  // A note says itself which engine or model took over (the built-in engine, or the command with Distillate's own model).
  const notes = (ocr.engineNotes ?? []).map((n) => `${pageList(n.pages)}: ${n.note}`);
  return [`Read by OCR ${count(ocr.pages.length, "page")} (${ocr.languages.join("+")})${engines ? ` by ${engines}` : ""}${confidence}`, ...[...notes, ...failed].map((f) => `            ${f}`)];
}
