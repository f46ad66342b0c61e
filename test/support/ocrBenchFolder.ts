// bench:ocr on a folder of born-digital PDFs that has no shared truth (OCR_BENCH_DIR): papers we
// do not have, read from where they lie (never copied into the repository). What the scans are
// judged against is the reader's own reading of the born-digital pages: its body text, its title,
// its abstract's first and last words. Figures so made are "against the born-digital reading",
// not against a truth: a title the reader gets wrong on the text layer counts as right on a scan
// that gets it wrong the same way.
import fs from "node:fs";
import path from "node:path";
import type { ReadPdfResult } from "../../src-main/core/documents/layout/readPdf.ts";
import { paperFromPages, readPdfAsImported } from "../../src-main/core/documents/parsePdf.ts";
import type { ParsedPaper } from "../../src-main/core/documents/ParsedPaper.ts";

/** A file is read whole into memory: larger ones are reported and left out. */
export const MAX_FOLDER_PDF_BYTES = 64 * 1024 * 1024;
/** Fewer characters than this in the born-digital reading's body leaves nothing to compare a scan with. */
export const MIN_BODY_CHARACTERS = 200;
/** How many words of the born-digital abstract, at its start and at its end, a scan's abstract must have. */
const ABSTRACT_EDGE_WORDS = 8;

/** One paper of the folder, with what its born-digital reading found (the scans' reference). */
export interface FolderPaper {
  file: string;
  /** The born-digital reading's title, when it found one. */
  title?: string;
  /** The first and last words of the born-digital reading's abstract, when it found one. */
  abstract_start?: string;
  abstract_end?: string;
}

export interface FolderSkip {
  file: string;
  reason: string;
}

/** The born-digital reading of a paper's first `pageCount` pages, as the bench compares scans with. */
function readingOfFirstPages(read: ReadPdfResult, pageCount: number, file: string): ParsedPaper {
  return paperFromPages({ pages: read.pages.slice(0, pageCount), info: {} }, file);
}

/**
 * The scans' reference: the born-digital file read through the import's own steps (figure boxes
 * included, see readPdfAsImported), then its first `pageCount` pages' structure. Read without
 * them, a diagram's large label on page 1 was the reference's title while the import read the
 * paper's, and a scan reading the right title was counted wrong.
 */
export async function digitalReference(data: Uint8Array, pageCount: number, file: string): Promise<ParsedPaper> {
  return readingOfFirstPages(await readPdfAsImported(data, file), pageCount, file);
}

/**
 * The PDFs of `dir` (files ending in .pdf, in name order), each read born-digital on its first
 * `pageCount` pages; a file that cannot be a reference (unreadable, locked, too large, no text
 * layer, too little body text) is returned among the skipped with why, never thrown.
 * `bodyText` is the bench's own measure of a reading's body, so the threshold counts what it counts.
 */
export async function folderPapers(dir: string, pageCount: number, bodyText: (paper: ParsedPaper) => string): Promise<{ papers: FolderPaper[]; skipped: FolderSkip[] }> {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new Error(`OCR_BENCH_DIR ${dir} is not a folder`);
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.toLowerCase().endsWith(".pdf") && fs.statSync(path.join(dir, name)).isFile())
    .sort();
  const papers: FolderPaper[] = [];
  const skipped: FolderSkip[] = [];
  for (const file of files) {
    const size = fs.statSync(path.join(dir, file)).size;
    if (size > MAX_FOLDER_PDF_BYTES) {
      skipped.push({ file, reason: `${Math.round(size / 1024 / 1024)} MB, more than the ${MAX_FOLDER_PDF_BYTES / 1024 / 1024} MB read whole` });
      continue;
    }
    let paper: ParsedPaper;
    try {
      paper = await digitalReference(new Uint8Array(fs.readFileSync(path.join(dir, file))), pageCount, file);
    } catch (error) {
      const e = error as Error;
      skipped.push({ file, reason: `${e.name}: ${e.message}` });
      continue;
    }
    const body = bodyText(paper);
    if (body.length < MIN_BODY_CHARACTERS) {
      skipped.push({ file, reason: `its born-digital reading has ${body.length} characters of body text on the first ${pageCount} pages (fewer than ${MIN_BODY_CHARACTERS}): nothing to compare a scan with` });
      continue;
    }
    const words = paper.abstract?.split(/\s+/).filter(Boolean) ?? [];
    papers.push({
      file,
      ...(paper.title ? { title: paper.title } : {}),
      ...(words.length > 0 ? { abstract_start: words.slice(0, ABSTRACT_EDGE_WORDS).join(" "), abstract_end: words.slice(-ABSTRACT_EDGE_WORDS).join(" ") } : {}),
    });
  }
  return { papers, skipped };
}
