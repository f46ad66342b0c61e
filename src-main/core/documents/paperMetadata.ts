import type { FieldOrigins } from "../../contract/readingNotes.ts";
import type { FrontMatter } from "./layout/frontMatterParts.ts";
import { printedDois } from "./layout/doi.ts";
import type { OutlineEntry } from "./layout/pdfOutline.ts";
import type { Line } from "./layout/types.ts";
import { ocrNotes, type OcrReading } from "./ocr/ocrNotes.ts";

// What a paper's reading keeps beside its fields: the PDF's own details and what the page prints,
// so the paper's doubts can judge the fields read against them (see readingDoubts), and what was
// left out or read by OCR. parsePdf.ts reads the paper; this says what it keeps of the reading.

export interface ReadingRecord {
  info: Record<string, unknown>;
  found: FieldOrigins;
  front: FrontMatter;
  /** The article's first page's text (see parsePdf). */
  firstPageText: string;
  /** Every page after the first, its lines in reading order. */
  laterPages: Line[][];
  referenceLines: Line[];
  outline: OutlineEntry[] | undefined;
  removed: { runningLines: number; marginNumbers: number; rotatedText: number };
  ocr: OcrReading | undefined;
}

/** The later pages' text outside the reference list (a closing citation line, a footnote). */
function laterText(pages: Line[][], referenceLines: Line[]): string {
  const references = new Set(referenceLines);
  return pages.map((lines) => lines.filter((l) => !references.has(l)).map((l) => l.text).join("\n")).join("\n");
}

export function readingMetadata({ info, found, front, firstPageText, laterPages, referenceLines, outline, removed, ocr }: ReadingRecord): Record<string, unknown> {
  return {
    pdfInfo: info,
    // How each detail was found, shown with the paper's doubts (see readingNotes in the contract).
    found,
    // What the article's first page prints, to judge the details against (see readingDoubts).
    printed: { names: front.printedNames, dois: printedDois(`${firstPageText}\n${front.laterFrontText}`), laterDois: printedDois(laterText(laterPages, referenceLines)) },
    // The outline's top-level entries, to judge the sections read against (see readingDoubts).
    ...(outline && outline.some((e) => e.depth === 0) ? { outline: outline.filter((e) => e.depth === 0).map((e) => e.title.slice(0, 200)) } : {}),
    otherAbstracts: front.otherAbstracts,
    otherKeywords: front.otherKeywords,
    removed,
    // Which pages OCR read, how sure it was, and what it could not read (see ocrNotes).
    ...(ocr && ocr.pages.length > 0 ? { ocr: ocrNotes(ocr) } : {}),
  };
}
