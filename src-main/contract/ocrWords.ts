import { z } from "zod";

// The words OCR read on a scanned page, each with its box and how sure OCR was, so the paper
// view can show them over the page's picture and the reader can see what was read wrongly.

/** A word read with a confidence (tesseract's 0-100) below this is doubtful; a line of them raises a doubt. */
export const OCR_LOW_CONFIDENCE = 60;

/**
 * Words kept and sent per page. A dense printed page holds about 1,000; past this the page is a
 * picture of noise (a halftone read as letters), and the rest would only cost memory and time.
 */
export const OCR_WORDS_PER_PAGE = 4000;

/** One word OCR read: its box in PDF units from the page's top-left corner as shown (as evidence boxes). */
export const OcrWordSchema = z.strictObject({
  text: z.string(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  /** 0-100, rounded. */
  confidence: z.number(),
});
export type OcrWord = z.infer<typeof OcrWordSchema>;

/** What OCR read on one page; no words for a page it did not read (a page with a text layer) or one read before words were kept. */
export const OcrPageWordsSchema = z.strictObject({
  page: z.number().int(),
  words: z.array(OcrWordSchema).max(OCR_WORDS_PER_PAGE),
});
export type OcrPageWords = z.infer<typeof OcrPageWordsSchema>;
