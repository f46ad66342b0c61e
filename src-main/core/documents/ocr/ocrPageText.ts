import { pixelRules } from "./pixelRules.ts";
import type { Block } from "tesseract.js";
import { greyPixelsOfPgm } from "./inkHeights.ts";
import { lineTypeSizes } from "./lineSizes.ts";
import { OCR_BOLD_FONT, OCR_FONT, type PageText, type TextRun } from "../layout/types.ts";
import { OCR_LOW_CONFIDENCE, type OcrWord } from "../../../contract/ocrWords.ts";
import { ocrWordBoxes } from "./ocrWordBoxes.ts";
import { wordPieces } from "./raisedMarks.ts";
import { bulletPiece } from "./bullets.ts";
import { splitOffsetLines } from "./offsetColumns.ts";
import { trimOverreachingWords } from "./overreachingBoxes.ts";
import { withoutStrayMarkLines } from "./strayMarkLines.ts";
import { withoutUnreadLargeLines } from "./unreadLargeLines.ts";
import { restoreCollapsedWordStarts } from "./collapsedWordStarts.ts";
import { withUnreadLettersClosed } from "./unreadLetters.ts";
import { ocrLineWords } from "./ocrLineWords.ts";
import { withoutFigureText } from "./figureText.ts";
import { boldLines } from "./boldLines.ts";
import { fullSizeNoteMark } from "./noteMarks.ts";
import { markAfterPunctuation } from "./markAfterPunctuation.ts";
import { markAfterLetter } from "./markAfterLetter.ts";
import { sidewaysRuns, withSidewaysLinesAside } from "./sidewaysLines.ts";
import { dropCapPlace } from "./dropCaps.ts";
import { unmappedCharacters } from "../text/unmappedCharacters.ts";

/** A line read with a mean word confidence below this (tesseract's 0-100) is doubtful. */
export const LOW_CONFIDENCE = OCR_LOW_CONFIDENCE;

/** How OCR read one page: its mean confidence and the lines it was least sure of. */
export interface OcrPageReport {
  pageNumber: number;
  /** Mean word confidence (0-100) weighted by characters; null when no word was read. */
  confidence: number | null;
  /** Characters read. */
  characters: number;
  /** Lines with a mean confidence below LOW_CONFIDENCE and at least three letters, at most a few kept. */
  lowConfidenceLines: { text: string; confidence: number }[];
  /** The words read, with their boxes and confidence, for the paper view (absent when none was read). */
  words?: OcrWord[];
  /** Why the page could not be read, when it could not. */
  error?: string;
  /** Why only part of the page could be read, when so (its picture cut short). */
  partly?: string;
  /** The engine that read it (see OcrPageRead.engine). */
  engine?: string;
  /** Why another engine than the one chosen read it, when one did. */
  engineNote?: string;
}

const KEPT_DOUBTFUL_LINES = 5;
/** The size of a raised mark's run against its line's: a superscript is set at about 60%. */
const RAISED_SIZE = 0.6;
/**
 * How far over its line's baseline a raised mark's own baseline is placed at most, in the line's
 * size. A text layer's superscript rises about a third of an em; tesseract's box of a small raised
 * mark can end higher (a footnote's "5" read as "®" stood half the line's size up), and a run
 * raised further than the reader's row tolerance (0.45 of the size) would fall off the line it
 * was read on: a footnote's mark, parted from its note, no longer said the note was one.
 */
const RAISED_REACH = 0.4;

/**
 * Tesseract's words as the text runs of a page, in points from the page's top-left corner as
 * shown, so the reader lays them out (lines, columns, headings) as it does a text layer's. A word
 * is one run; every word of a line sits on the line's mean baseline (a crooked scan's line
 * drifts across the page, and would otherwise break into pieces); its size is the line's height
 * (lineTypeSizes), which for printed type is close to its point size.
 */
export function ocrPageText(read: readonly Block[], page: { pageNumber: number; width: number; height: number; rotate: number; scale: number; pgm?: Uint8Array }): { text: PageText; report: OcrPageReport } {
  const runs: TextRun[] = [];
  let weighted = 0;
  let characters = 0;
  const doubtful: { text: string; confidence: number }[] = [];
  // The picture OCR read, when given: a short line's letters are measured on its ink, and a
  // letter tesseract left unread is found there.
  const pixels = page.pgm ? (greyPixelsOfPgm(page.pgm) ?? undefined) : undefined;
  // Large lines tesseract could not read (a logo) and marks of a line that it read as a line of
  // their own go; a word's last character boxed over the next word would hide that word from the
  // reader, and a word whose first letters' boxes collapsed, or that follows a letter tesseract
  // left unread, would stand a column's gutter from the word before it; then lines tesseract ran
  // across two columns set on offset baselines are a line of each column.
  // Lines set sideways (a margin's arXiv stamp) are set aside first, as a text layer's rotated text is.
  const { upright, aside } = withSidewaysLinesAside(read);
  const blocks = splitOffsetLines(trimOverreachingWords(withUnreadLettersClosed(restoreCollapsedWordStarts(withoutStrayMarkLines(withoutUnreadLargeLines(upright))), pixels)));
  const sizes = lineTypeSizes(blocks, pixels);
  // Lines in a bold face (a heading in the body's size) carry a face of their own, as a text layer's do.
  const bold = pixels ? boldLines(blocks, sizes, pixels) : new Set<unknown>();
  // A picture's text (a screenshot's, a diagram's labels) is no body: a text layer has none for it.
  // Its words stay over the scan (the report's words), so it can still be found and selected there.
  for (const block of withoutFigureText(blocks)) {
    for (const paragraph of block.paragraphs) {
      // What the paragraph read before the line: a quotation opened there may close on it.
      let earlier = "";
      for (const line of paragraph.lines) {
        // Roman numerals read as "|" or "Il" are set right first ("class I" would lose its "I"), and
        // a number and its unit that tesseract read as one word are read apart.
        const words = ocrLineWords(line);
        if (words.length === 0) continue;
        const baseline = (line.baseline.y0 + line.baseline.y1) / 2;
        const y = (Number.isFinite(baseline) && baseline > 0 ? baseline : line.bbox.y1) / page.scale;
        const size = (sizes.get(line) ?? line.bbox.y1 - line.bbox.y0) / page.scale;
        let lineChars = 0;
        let lineWeighted = 0;
        for (const word of words) {
          const text = word.text.trim();
          const bullet = bulletPiece(word, line);
          // A dagger or section sign after a name, read as a letter, is told from its ink, as is a
          // raised digit boxed down to the baseline after punctuation or read as "?" or ">" after a letter.
          const pieces = bullet ? [bullet] : wordPieces(word, line, earlier, pixels ? fullSizeNoteMark(word, line, pixels) : null, pixels ? (markAfterPunctuation(word, line, pixels) ?? markAfterLetter(word, line, pixels)) : null);
          pieces.forEach((piece, i) => {
            // A raised mark is a smaller run on its own baseline, as a text layer sets a superscript.
            const space = i === pieces.length - 1 ? " " : "";
            const cap = pieces.length === 1 ? dropCapPlace(word, words) : null;
            const placed = cap ? { y: cap.baseline / page.scale, size: cap.size / page.scale } : piece.raised ? { y: Math.max(piece.bottom / page.scale, y - RAISED_REACH * size), size: RAISED_SIZE * size } : { y, size };
            runs.push({ text: `${piece.text}${space}`, x: piece.x0 / page.scale, w: (piece.x1 - piece.x0) / page.scale, ...placed, font: bold.has(line) ? OCR_BOLD_FONT : OCR_FONT });
          });
          lineChars += text.length;
          lineWeighted += text.length * word.confidence;
        }
        earlier += ` ${line.text}`;
        characters += lineChars;
        weighted += lineWeighted;
        const confidence = lineWeighted / lineChars;
        const text = words.map((w) => w.text.trim()).join(" ");
        if (confidence < LOW_CONFIDENCE && (text.match(/\p{L}/gu)?.length ?? 0) >= 3) doubtful.push({ text, confidence: Math.round(confidence) });
      }
    }
  }
  doubtful.sort((a, b) => a.confidence - b.confidence);
  const sideways = sidewaysRuns(aside, page.scale, OCR_FONT);
  return {
    text: { pageNumber: page.pageNumber, width: page.width, height: page.height, runs, rotated: sideways.map((r) => r.text), sideways, rotate: page.rotate, ...(page.rotate % 360 !== 0 ? { turned: true } : {}), ...(pixels ? { graphics: pixelRules(pixels, page.scale) } : {}) },
    report: { pageNumber: page.pageNumber, confidence: characters > 0 ? Math.round((weighted / characters) * 10) / 10 : null, characters, lowConfidenceLines: doubtful.slice(0, KEPT_DOUBTFUL_LINES), words: ocrWordBoxes([...blocks, ...aside], page.scale) },
  };
}

/** Letters, digits and the like: what a usable text layer is made of. */
const READABLE = /[\p{L}\p{N}]/gu;
/** Fewer readable characters than this on a page is no text layer worth reading (a stamp, a page number). */
const MIN_PAGE_CHARACTERS = 20;

/**
 * Whether a page's text layer is missing or unusable, so OCR should read it instead: almost no
 * readable characters, or mostly characters a font without a Unicode map produces.
 */
export function needsOcr(page: PageText): boolean {
  const text = page.runs.map((r) => r.text).join("");
  const readable = text.match(READABLE)?.length ?? 0;
  return readable < MIN_PAGE_CHARACTERS || unmappedCharacters(text) > readable;
}
