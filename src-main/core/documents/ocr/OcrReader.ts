import type { Block } from "tesseract.js";

/** What OCR read of one page picture, and which engine read it. */
export interface OcrPageRead {
  /** Tesseract's blocks, paragraphs, lines, words and symbols, in pixels. */
  blocks: Block[];
  /** The engine that read the page, as the paper's notes name it ("tesseract 5.3.0 (installed)"). */
  engine: string;
  /** Why the page was read by another engine than the one chosen, when it was. */
  engineNote?: string;
}

/** An OCR engine as page reading uses it: the built-in one, the installed command, or the choice between them. */
export interface OcrReader {
  readonly languages: string[];
  /** Reads one page image (an image file's bytes: PGM, PNG, JPEG). */
  read(image: Uint8Array): Promise<OcrPageRead>;
  /**
   * Reads several page images of one document together (one run of the installed command for
   * them all: its start paid once), each page's read or the error that page gave. Readers without
   * it are asked a page at a time. `onPage` is told before the work of each page alone starts (a
   * second look at its marks, or its reading by tesseract.js when the command failed it): a worker
   * that dies then names that page.
   */
  readMany?(images: readonly Uint8Array[], onPage?: (i: number) => void): Promise<(OcrPageRead | Error)[]>;
  /** Stops what it runs (a worker, a child process); the next page starts again. Safe to call twice. */
  dispose(): Promise<void>;
}
