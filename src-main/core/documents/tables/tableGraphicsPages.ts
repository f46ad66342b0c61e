import type { PdfDocument } from "../layout/readPdf.ts";
import type { PageText } from "../layout/types.ts";
import { mayHoldImageTable, mayHoldTable } from "./tablePages.ts";

/** Reads the rules and fills of the pages that may hold a table, and the pictures of those that may hold one printed as a picture. */
export async function readTableGraphics(doc: Pick<PdfDocument, "readGraphics" | "readImages">, pages: readonly PageText[]): Promise<void> {
  for (const page of pages) {
    if (!mayHoldTable(page)) continue;
    page.graphics = await doc.readGraphics(page.pageNumber, page.turned);
    if (mayHoldImageTable(page)) page.graphics.images = await doc.readImages(page.pageNumber, page.turned);
  }
}
