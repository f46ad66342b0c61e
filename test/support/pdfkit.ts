/**
 * pdfkit for the PDFs the tests generate. pdfkit ships no type declarations (and @types/pdfkit is
 * not installed), so it is loaded through require and the small part of its API the builders use
 * is described here, once for all of them.
 */
import { createRequire } from "node:module";

export interface PdfKitPermissions {
  printing?: "lowResolution" | "highResolution";
  modifying?: boolean;
  copying?: boolean;
  annotating?: boolean;
  contentAccessibility?: boolean;
}

export interface PdfKitOptions {
  size?: [number, number];
  margin: number;
  autoFirstPage: boolean;
  /** 1.4 selects 128-bit RC4 when a password is given: deterministic, unlike pdfkit's AES modes. */
  pdfVersion: "1.4";
  /** Document info; a fixed CreationDate keeps the bytes the same on every run. */
  info: Record<string, string | Date>;
  userPassword?: string;
  ownerPassword?: string;
  permissions?: PdfKitPermissions;
}

/** Placed text (`lineBreak: false`, one line at a given point) or a flowed block (`width`). */
export interface PdfKitTextOptions {
  lineBreak?: false;
  baseline?: "alphabetic";
  width?: number;
  lineGap?: number;
  /** Extra space added to each word space (justified lines). */
  wordSpacing?: number;
}

export interface PdfKitDocument {
  addPage(options: { size: [number, number]; margin: number }): PdfKitDocument;
  /** A standard-14 font name ("Times-Roman") or the path of a font file. */
  font(name: string): PdfKitDocument;
  fontSize(size: number): PdfKitDocument;
  widthOfString(text: string): number;
  heightOfString(text: string, options: { width: number; lineGap?: number }): number;
  text(text: string, x: number, y: number, options: PdfKitTextOptions): PdfKitDocument;
  fillColor(color: string): PdfKitDocument;
  strokeColor(color: string): PdfKitDocument;
  lineWidth(width: number): PdfKitDocument;
  moveTo(x: number, y: number): PdfKitDocument;
  lineTo(x: number, y: number): PdfKitDocument;
  rect(x: number, y: number, width: number, height: number): PdfKitDocument;
  stroke(): PdfKitDocument;
  fill(color: string): PdfKitDocument;
  save(): PdfKitDocument;
  restore(): PdfKitDocument;
  rotate(angle: number, options: { origin: [number, number] }): PdfKitDocument;
  /** Multiplies the current transformation matrix (a b c d e f, y pointing down the page). */
  transform(a: number, b: number, c: number, d: number, e: number, f: number): PdfKitDocument;
  /** The document's outline (bookmarks): `addItem` adds an entry pointing at the current page. */
  outline: { addItem(title: string): unknown };
  on(event: "data", listener: (chunk: Buffer) => void): PdfKitDocument;
  on(event: "end", listener: () => void): PdfKitDocument;
  on(event: "error", listener: (error: Error) => void): PdfKitDocument;
  end(): void;
}

const PDFDocument = createRequire(import.meta.url)("pdfkit") as new (options: PdfKitOptions) => PdfKitDocument;

/** A new pdfkit document; ask for its bytes (`pdfKitBytes`) before drawing, since pdfkit streams as it draws. */
export function newPdfKitDocument(options: PdfKitOptions): PdfKitDocument {
  return new PDFDocument(options);
}

/** The whole file once `doc.end()` has been called; rejects if pdfkit fails. */
export function pdfKitBytes(doc: PdfKitDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/** The text cut into lines no wider than `measure`, at the document's current font and size (greedy, word by word). */
export function wrapToMeasure(doc: PdfKitDocument, text: string, measure: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && doc.widthOfString(next) > measure) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}
