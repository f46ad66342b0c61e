import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface OutlineEntry {
  title: string;
  depth: number;
  /** The page (1-based) the entry points at, when its destination names one that can be read. */
  page?: number;
}

/** Bounds on the outline kept: a generated PDF can carry one entry per reference or more. */
const OUTLINE_MAX_ENTRIES = 400;
const OUTLINE_MAX_DEPTH = 4;

/** The outline's entries in order, depth first (none when the PDF has no outline or it cannot be read). */
export async function readOutline(pdf: PDFDocumentProxy): Promise<OutlineEntry[]> {
  // A damaged outline costs the paper nothing but this hint.
  const items = await pdf.getOutline().catch(() => null);
  const entries: OutlineEntry[] = [];
  const destinations: unknown[] = [];
  const walk = (list: readonly { title: string; dest?: unknown; items: unknown[] }[] | null, depth: number) => {
    for (const item of list ?? []) {
      if (entries.length >= OUTLINE_MAX_ENTRIES) return;
      if (typeof item.title === "string" && item.title.trim()) {
        entries.push({ title: item.title.trim().slice(0, 300), depth });
        destinations.push(item.dest);
      }
      if (depth < OUTLINE_MAX_DEPTH) walk(item.items as { title: string; dest?: unknown; items: unknown[] }[], depth + 1);
    }
  };
  walk(items as Parameters<typeof walk>[0], 0);
  // Where each entry points tells a section's heading from an earlier line with the same words
  // (a pointer to methods printed after the references). One bad destination loses only its page.
  for (const [i, dest] of destinations.entries()) {
    const page = await destinationPage(pdf, dest).catch(() => null);
    if (page !== null) entries[i]!.page = page;
  }
  return entries;
}

/** The 1-based page an outline destination names: a named destination is looked up first; null when it names none. */
async function destinationPage(pdf: PDFDocumentProxy, dest: unknown): Promise<number | null> {
  const explicit = typeof dest === "string" ? await pdf.getDestination(dest) : dest;
  if (!Array.isArray(explicit) || explicit.length === 0) return null;
  const target: unknown = explicit[0];
  // A destination names its page by reference, or (in some writers) by its index.
  const index = typeof target === "number" ? target : target && typeof target === "object" && "num" in target ? await pdf.getPageIndex(target as Parameters<PDFDocumentProxy["getPageIndex"]>[0]) : null;
  return index !== null && Number.isInteger(index) && index >= 0 && index < pdf.numPages ? index + 1 : null;
}
