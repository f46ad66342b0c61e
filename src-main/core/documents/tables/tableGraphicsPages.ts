import type { PdfDocument } from "../layout/readPdf.ts";
import type { PageText } from "../layout/types.ts";
import { collapseLetterSpacing } from "./letterSpacedRuns.ts";
import { labelEnd } from "./tableCaptions.ts";
import { MAX_TABLE_PAGE_PIECES } from "./tableLimits.ts";

/** Sideways characters that make a page worth a look for a sideways table. */
const SIDEWAYS_TABLE_CHARACTERS = 120;

/**
 * Whether a page may hold a table, judged from its text alone before anything else is read: a run
 * opening with a table label ("Table 2", "T A B L E 3"), or enough sideways text to be a table
 * printed sideways. Only these pages have their rules and fills read, which costs a second pass
 * over the page's content.
 */
export function mayHoldTable(page: PageText): boolean {
  if (page.runs.length + page.sideways.length > MAX_TABLE_PAGE_PIECES) return false;
  for (const run of page.runs) if (labelEnd(collapseLetterSpacing(run.text, run.w, run.size).trimStart()) >= 0) return true;
  let sideways = 0;
  for (const run of page.sideways) {
    if (labelEnd(collapseLetterSpacing(run.text, run.w, run.size).trimStart()) >= 0) return true;
    sideways += run.text.length;
  }
  return sideways >= SIDEWAYS_TABLE_CHARACTERS;
}

/**
 * Whether a table caption on the page stands beside an empty stretch where a picture may be: a
 * table printed as an image. Its pictures are then read, which costs their decoding.
 */
export function mayHoldImageTable(page: PageText): boolean {
  for (const run of page.runs) {
    if (labelEnd(collapseLetterSpacing(run.text, run.w, run.size).trimStart()) < 0) continue;
    const reach = 8 * run.size;
    const near = (below: boolean) =>
      page.runs.filter((r) => r !== run && (below ? r.y > run.y + 0.5 * run.size && r.y < run.y + reach : r.y < run.y - run.size && r.y > run.y - reach)).length;
    if (near(true) < 3 || near(false) < 3) return true;
  }
  return false;
}

/** Reads the rules and fills of the pages that may hold a table, and the pictures of those that may hold one printed as a picture. */
export async function readTableGraphics(doc: Pick<PdfDocument, "readGraphics" | "readImages">, pages: readonly PageText[]): Promise<void> {
  for (const page of pages) {
    if (!mayHoldTable(page)) continue;
    page.graphics = await doc.readGraphics(page.pageNumber, page.turned);
    if (mayHoldImageTable(page)) page.graphics.images = await doc.readImages(page.pageNumber, page.turned);
  }
}
