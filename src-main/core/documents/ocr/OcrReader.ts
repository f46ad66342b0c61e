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
  /** Stops what it runs (a worker, a child process); the next page starts again. Safe to call twice. */
  dispose(): Promise<void>;
}
