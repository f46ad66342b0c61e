/**
 * A generated two-page paper whose body a scan used to lose in two ways: a paragraph naming a
 * capital Theta in its first line (tesseract reads it as "©", and the reader took the paragraph
 * for a copyright notice) and, on the second page, a footnote opened by a small raised number set
 * high (its mark fell off the line, and the note read as body). 10 pt Liberation Sans (pdf.js's
 * own copy, which has Greek letters), laid out by hand one line at a time; the text is our own.
 */
import { fileURLToPath } from "node:url";
import { LETTER, letterDocument } from "./letterDocument.ts";

const FONT = fileURLToPath(new URL("standard_fonts/LiberationSans-Regular.ttf", new URL("../../", import.meta.resolve("pdfjs-dist/legacy/build/pdf.mjs"))));
const LEFT = LETTER.left;

const ABSTRACT = [
  "Topic models describe a library as a mixture of themes, each a distribution over words. We",
  "show how a sampler that keeps only the counts it needs reads a large library in a few hours.",
];

/** The paragraph with a Theta in its first line: what the scan lost whole. */
export const THETA_PARAGRAPH = [
  "Each document draws its mixture Θ from a prior, and each word draws a topic from that mixture.",
  "The counts of words per topic are sparse, so a sampler that stores only the counts that are not",
  "zero needs far less memory than one that stores every topic for every word of the vocabulary.",
];

const FIRST_PAGE_BODY = [
  "We describe the sampler, then measure how its memory and its speed grow with the library's",
  "size, and compare the topics it finds with those of a sampler that keeps every count it sees.",
];

const SECOND_PAGE_BODY = [
  "The sampler visits the documents one at a time and resamples the topic of every word in turn.",
  "Only the counts of the document at hand change, so they are kept apart from the shared counts",
  "and written back when the document is done, which lets several threads share the work safely.",
  "Our measurements on three libraries show that the memory grows with the number of distinct",
  "pairs of word and topic rather than with the vocabulary times the number of topics chosen.",
];

/** The second page's footnote, its mark set apart. */
export const FOOTNOTE = [
  "These counts were taken on the largest of the three libraries, with two hundred topics and a",
  "vocabulary of half a million words, after the first hundred sweeps of the sampler were done.",
];

export interface ScannedBodyLossesPaper {
  bytes: Uint8Array;
  /** Every body line of both pages, the Theta paragraph among them. */
  body: string[];
}

export async function scannedBodyLossesPdf(): Promise<ScannedBodyLossesPaper> {
  const { doc, addPage, finish } = letterDocument();
  const lines = (texts: readonly string[], y: number, size = 10, step = 13, indent = 0) => {
    for (const [i, text] of texts.entries()) {
      doc.font(FONT).fontSize(size).text(text, LEFT + (i === 0 ? indent : 0), y, { lineBreak: false });
      y += step;
    }
    return y;
  };
  addPage();
  doc.font(FONT).fontSize(16).text("Sparse Counts for Sampling Topic Models", LEFT, 80, { lineBreak: false });
  doc.font(FONT).fontSize(11).text("Ines Halvorsen and Piotr Adamek", LEFT, 104, { lineBreak: false });
  doc.font(FONT).fontSize(10).text("Abstract", LEFT, 132, { lineBreak: false });
  let y = lines(ABSTRACT, 148);
  y += 16;
  doc.font(FONT).fontSize(12).text("1 The model", LEFT, y, { lineBreak: false });
  y = lines(FIRST_PAGE_BODY, y + 20);
  lines(THETA_PARAGRAPH, y + 6);
  addPage();
  doc.font(FONT).fontSize(12).text("2 The sampler", LEFT, 80, { lineBreak: false });
  lines(SECOND_PAGE_BODY, 100);
  // The note at the page's foot: a 6 pt mark raised well over the 9 pt note's first line, which
  // starts after it.
  const noteTop = 700;
  doc.font(FONT).fontSize(6).text("5", LEFT, noteTop - 2, { lineBreak: false });
  lines(FOOTNOTE, noteTop, 9, 11, 7);
  return { bytes: await finish(), body: [...FIRST_PAGE_BODY, ...THETA_PARAGRAPH, ...SECOND_PAGE_BODY] };
}
