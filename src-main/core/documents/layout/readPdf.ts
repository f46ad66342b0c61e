import { fileURLToPath } from "node:url";
import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api.js";
import { DamagedPdfError } from "../errors/DamagedPdfError.ts";
import { IncorrectPasswordError } from "../errors/IncorrectPasswordError.ts";
import { PasswordRequiredError } from "../errors/PasswordRequiredError.ts";
import { isSpacingAccent } from "../text/composeAccents.ts";
import type { PageText, TextRun } from "./types.ts";

// pdf.js needs its font data and character maps as directories; resolve them from the package
// so this works from the sources, the Electron bundle and worker threads alike.
const pdfjsRoot = fileURLToPath(new URL("../../../", import.meta.resolve("pdfjs-dist/legacy/build/pdf.mjs")));

export interface ReadPdfResult {
  pages: PageText[];
  info: Record<string, unknown>;
}

/** pdf.js's PasswordException codes (its PasswordResponses). */
const NEED_PASSWORD = 1;
const INCORRECT_PASSWORD = 2;

/** pdf.js reports password problems as PasswordException with code 1 (needed) or 2 (wrong). */
function toImportError(file: string, error: unknown): Error {
  const e = error as { name?: string; code?: number; message?: string };
  if (e?.name === "PasswordException") {
    return e.code === INCORRECT_PASSWORD ? new IncorrectPasswordError(file) : new PasswordRequiredError(file);
  }
  const detail = e?.message ? e.message.replace(/\.$/, "") : "unknown parser error";
  return new DamagedPdfError(file, detail);
}

/** An open PDF whose pages can be read in any order, by one worker or shared between two. */
export interface PdfDocument {
  readonly pageCount: number;
  /** The text runs of page `n` (1-based). */
  readPage(n: number): Promise<PageText>;
  /** The document information dictionary (Title, Author, Custom keys...). */
  info(): Promise<Record<string, unknown>>;
  /** Frees pdf.js's copy of the file and everything it parsed. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Opens the PDF with pdf.js. Throws the named import errors: password needed or wrong, damaged
 * file; so do `readPage` and `info` for damage found later. Empty text is not an error here; the
 * caller decides.
 */
export async function openPdf(data: Uint8Array, file: string, password?: string): Promise<PdfDocument> {
  const task = getDocument({
      data,
      standardFontDataUrl: `${pdfjsRoot}standard_fonts/`,
      cMapUrl: `${pdfjsRoot}cmaps/`,
      cMapPacked: true,
      useSystemFonts: false,
      disableFontFace: true,
      stopAtErrors: false,
      verbosity: 0,
  });
  // The password goes only to a file that cannot be opened without one. A file with just an
  // owner password (printing or copying restricted) opens as it is, and pdf.js would refuse it
  // if handed a password that is neither of its two. Throwing here makes pdf.js reject the load
  // with its own PasswordException (code 1: none given, 2: the given one is wrong).
  let offered = false;
  task.onPassword = (updatePassword: (password: string) => void, reason: number) => {
    if (reason !== NEED_PASSWORD || password === undefined || offered) throw new Error("no password to offer");
    offered = true;
    updatePassword(password);
  };
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    throw toImportError(file, error);
  }
  return {
    pageCount: doc.numPages,
    async readPage(n) {
      try {
        return await readPage(doc, n);
      } catch (error) {
        throw toImportError(file, error);
      }
    },
    async info() {
      const metadata = await doc.getMetadata().catch(() => null);
      const info = { ...((metadata?.info as Record<string, unknown>) ?? {}) };
      // Custom info keys arrive as a Map; plain data crosses worker threads and JSON columns.
      if (info["Custom"] instanceof Map) info["Custom"] = Object.fromEntries(info["Custom"] as Map<string, unknown>);
      return info;
    },
    close: () => task.destroy(),
  };
}

async function readPage(doc: PDFDocumentProxy, n: number): Promise<PageText> {
  const page = await doc.getPage(n);
  const [vx0, vy0, vx1, vy1] = page.view as [number, number, number, number];
  const content = await page.getTextContent({ disableNormalization: false });
  const runs: TextRun[] = [];
  const rotated: string[] = [];
  for (const item of content.items) {
    if (!("str" in item)) continue;
    const { str, transform, width } = item as TextItem;
    if (!str) continue;
    const [a, b, c, d, e, f] = transform as [number, number, number, number, number, number];
    if (!str.trim()) {
      // An explicit space item is a word break even when it is narrower than the gap rule
      // would notice ("These" + " " + "fi" + "ndings"): keep it on the run before it.
      // A raised marker ("doping⁵ and") sits above the baseline the space is on: the space
      // still separates the words around it.
      const last = runs.at(-1);
      const spaceSize = Math.abs(d) || Math.hypot(c, d);
      if (last && Math.abs(last.y - (vy1 - f)) < 0.5 * Math.max(last.size, spaceSize) && !/\s$/.test(last.text)) last.text += " ";
      continue;
    }
    // Text whose baseline is not horizontal is a margin stamp or an axis label. Text slanted on a
    // horizontal baseline (b = 0, c != 0) is an italic made by shearing an upright font, as some
    // typesetters set run-in labels ("Objectives."): it is read like any other text.
    if (Math.abs(b) > 1e-3 || a <= 0 || d <= 0 || Math.abs(c) > 0.5 * d) {
      rotated.push(str);
      continue;
    }
    const size = d;
    if (size < 1) continue;
    let text = str;
    // A hyphen followed by a soft hyphen ("Post-\u00AD transcriptional"): pdf.js drops the
    // soft hyphen but starts the next item with a space exactly where the hyphen ends.
    const prev = runs.at(-1);
    if (prev && /^\s+\p{L}/u.test(text) && /[\p{L}\p{N}][-\u2010\u2011]$/u.test(prev.text) && Math.abs(prev.y - (vy1 - f)) < 0.2 * size && Math.abs(e - vx0 - (prev.x + prev.w)) < 0.05 * size) {
      text = text.trimStart();
    }
    // TeX draws an accent, then moves back to draw its letter under it ("G ¨" + "odel"):
    // pdf.js reads the small step to the accent as a word space. The letter that follows,
    // drawn back over the accent, shows the space was never there.
    if (prev && Math.abs(prev.y - (vy1 - f)) < 0.2 * size && e - vx0 < prev.x + prev.w - 0.5 && /\s\S$/.test(prev.text) && isSpacingAccent(prev.text.at(-1)!)) {
      prev.text = prev.text.slice(0, -2) + prev.text.at(-1)!;
    }
    runs.push({ text, x: e - vx0, y: vy1 - f, w: width, size, font: item.fontName });
  }
  // No page.cleanup() here: it drops the fonts pdf.js parsed for this page, and the next page
  // usually uses the same ones (measured: 62 -> 83 pages/s). Closing the document frees them all.
  return { pageNumber: n, width: vx1 - vx0, height: vy1 - vy0, runs, rotated };
}

/** Opens the PDF and reads every page's text runs in order, then its information dictionary. */
export async function readPdf(data: Uint8Array, file: string, password?: string): Promise<ReadPdfResult> {
  const doc = await openPdf(data, file, password);
  try {
    const pages: PageText[] = [];
    for (let n = 1; n <= doc.pageCount; n++) pages.push(await doc.readPage(n));
    return { pages, info: await doc.info() };
  } finally {
    await doc.close();
  }
}
