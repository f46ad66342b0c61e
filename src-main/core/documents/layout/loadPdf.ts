import { fileURLToPath } from "node:url";
import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { DamagedPdfError } from "../errors/DamagedPdfError.ts";
import { IncorrectPasswordError } from "../errors/IncorrectPasswordError.ts";
import { PasswordRequiredError } from "../errors/PasswordRequiredError.ts";
import { routePdfjsWarnings } from "./pdfjsWarnings.ts";

// pdf.js needs its font data and character maps as directories; resolve them from the package
// so this works from the sources, the Electron bundle and worker threads alike. The module sits in
// pdfjs-dist/legacy/build/, two folders below the package root (test/unit/documents/predefinedCMap).
const pdfjsRoot = fileURLToPath(new URL("../../", import.meta.resolve("pdfjs-dist/legacy/build/pdf.mjs")));

/** pdf.js's PasswordException codes (its PasswordResponses). */
const NEED_PASSWORD = 1;
const INCORRECT_PASSWORD = 2;

/** pdf.js reports password problems as PasswordException with code 1 (needed) or 2 (wrong). */
export function toImportError(file: string, error: unknown): Error {
  const e = error as { name?: string; code?: number; message?: string };
  if (e?.name === "PasswordException") {
    return e.code === INCORRECT_PASSWORD ? new IncorrectPasswordError(file) : new PasswordRequiredError(file);
  }
  const detail = e?.message ? e.message.replace(/\.$/, "") : "unknown parser error";
  return new DamagedPdfError(file, detail);
}

export interface LoadedPdf {
  proxy: PDFDocumentProxy;
  destroy(): Promise<void>;
}

export async function load(data: Uint8Array, file: string, password: string | undefined, options: { maxImageSize?: number; stopAtErrors?: boolean; verbosity?: number; fontExtraProperties?: boolean }): Promise<LoadedPdf> {
  // The OCR copy's warning level holds for every copy in this thread: none of them prints.
  routePdfjsWarnings();
  const task = getDocument({
      data,
      standardFontDataUrl: `${pdfjsRoot}standard_fonts/`,
      cMapUrl: `${pdfjsRoot}cmaps/`,
      // JPEG 2000, JBIG2 and CCITT pictures (scans are often stored so) are decoded by pdf.js's
      // WebAssembly decoders, which it finds only when told where; ICC profiles likewise.
      wasmUrl: `${pdfjsRoot}wasm/`,
      iccUrl: `${pdfjsRoot}iccs/`,
      cMapPacked: true,
      useSystemFonts: false,
      disableFontFace: true,
      stopAtErrors: false,
      verbosity: 0,
      ...options,
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
  try {
    return { proxy: await task.promise, destroy: () => task.destroy() };
  } catch (error) {
    await task.destroy();
    throw toImportError(file, error);
  }
}
