/**
 * Reads one PDF the way the importer does (pdf.js text, then `paperFromPages`), keeping what the
 * table measures need beside the paper: each page's text runs (to place characters for the
 * region measures), where pdf.js puts each page's origin (to bring ICDAR's user-space boxes onto
 * the reader's pages), and how long the reading and the structure took.
 */
import fs from "node:fs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { ParsedTable } from "../../../src-main/contract/tables.ts";
import type { ParsedPaper } from "../../../src-main/core/documents/ParsedPaper.ts";
import { paperFromPages } from "../../../src-main/core/documents/parsePdf.ts";
import { readPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import type { PageText } from "../../../src-main/core/documents/layout/types.ts";
import { readTableGraphics } from "../../../src-main/core/documents/tables/tableGraphicsPages.ts";
import type { PageView } from "./tableBoxes.ts";

export interface ReadForTables {
  file: string;
  /** Null when the reader refused the file; `error` says why. */
  paper: ParsedPaper | null;
  error: { name: string; message: string } | null;
  tables: ParsedTable[];
  pages: PageText[];
  views: PageView[];
  /** pdf.js text extraction, then the structure (tables included), in milliseconds. */
  readMs: number;
  structureMs: number;
}

/** Left and top edges of each page's view box, in user space. */
async function pageViews(data: Uint8Array): Promise<PageView[]> {
  const task = getDocument({ data, verbosity: 0, stopAtErrors: false });
  try {
    const doc = await task.promise;
    const views: PageView[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0, , x2, y1] = page.view as [number, number, number, number];
      // A page turned by /Rotate is read, and its ICDAR truth given, as it is shown: its boxes
      // count from the shown page's bottom left, so the top is the shown height.
      views.push(page.rotate % 180 === 0 ? { left: x0, top: y1 } : { left: 0, top: x2 - x0 });
    }
    return views;
  } finally {
    await task.destroy();
  }
}

export async function readForTables(file: string): Promise<ReadForTables> {
  const bytes = fs.readFileSync(file);
  const started = performance.now();
  let pages: PageText[] = [];
  let info: Record<string, unknown> = {};
  try {
    // As parsePdf reads it: the rules and fills of the pages that may hold a table too.
    ({ pages, info } = await readPdf(new Uint8Array(bytes), file, undefined, readTableGraphics));
  } catch (error) {
    const e = error as Error;
    return { file, paper: null, error: { name: e.name, message: e.message }, tables: [], pages: [], views: [], readMs: performance.now() - started, structureMs: 0 };
  }
  const read = performance.now();
  let paper: ParsedPaper | null = null;
  let error: ReadForTables["error"] = null;
  try {
    paper = paperFromPages({ pages, info }, file);
  } catch (e) {
    error = { name: (e as Error).name, message: (e as Error).message };
  }
  const done = performance.now();
  const views = await pageViews(new Uint8Array(bytes)).catch(() => pages.map((p) => ({ left: 0, top: p.height })));
  return { file, paper, error, tables: paper?.tables ?? [], pages, views, readMs: read - started, structureMs: done - read };
}

/** Where each printed character sits: its page and the centre of its share of its run (pdf.js gives runs, not glyphs). */
export interface Glyph {
  page: number;
  x: number;
  y: number;
}

export function glyphsOf(pages: readonly PageText[]): Glyph[] {
  const out: Glyph[] = [];
  for (const page of pages) {
    for (const run of page.runs) {
      const chars = [...run.text];
      const step = run.w / Math.max(1, chars.length);
      chars.forEach((ch, i) => {
        if (/\s/.test(ch)) return;
        out.push({ page: page.pageNumber, x: run.x + (i + 0.5) * step, y: run.y - 0.35 * run.size });
      });
    }
  }
  return out;
}
