import type { OcrNotes } from "../../../contract/readingNotes.ts";
import type { OcrPageReport } from "./ocrPageText.ts";

/** How OCR read a file: the languages it read in and each page it read or tried. */
export interface OcrReading {
  languages: string[];
  pages: OcrPageReport[];
}

const KEPT_DOUBTFUL_LINES = 20;

/** What a paper keeps of its OCR (metadata "ocr"): see OcrNotesSchema. */
export function ocrNotes(reading: OcrReading): OcrNotes {
  const read = reading.pages.filter((p) => !p.error && p.confidence !== null);
  const characters = read.reduce((sum, p) => sum + p.characters, 0);
  const weighted = read.reduce((sum, p) => sum + p.characters * p.confidence!, 0);
  return {
    languages: reading.languages,
    pages: read.map((p) => p.pageNumber),
    meanConfidence: characters > 0 ? Math.round((weighted / characters) * 10) / 10 : null,
    lowConfidenceLines: read
      .flatMap((p) => p.lowConfidenceLines.map((l) => ({ page: p.pageNumber, ...l })))
      .sort((a, b) => a.confidence - b.confidence)
      .slice(0, KEPT_DOUBTFUL_LINES),
    failedPages: reading.pages.filter((p) => p.error).map((p) => ({ page: p.pageNumber, reason: p.error! })),
    partlyReadPages: read.filter((p) => p.partly).map((p) => ({ page: p.pageNumber, reason: p.partly! })),
    engines: [...byText(read, (p) => p.engine)].map(([engine, pages]) => ({ engine, pages })),
    engineNotes: [...byText(read, (p) => p.engineNote)].map(([note, pages]) => ({ note, pages })),
  };
}

/** Page numbers by a text the pages carry (an engine, a note), in the order first met. */
function byText(pages: readonly OcrPageReport[], text: (page: OcrPageReport) => string | undefined): Map<string, number[]> {
  const grouped = new Map<string, number[]>();
  for (const page of pages) {
    const key = text(page);
    if (key) grouped.set(key, [...(grouped.get(key) ?? []), page.pageNumber]);
  }
  return grouped;
}
