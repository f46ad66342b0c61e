import { afterEach, describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { RECASED_COLUMNS, RECASED_ROWS, recasedFontPdf } from "../../support/recasedFontPdf.ts";
import { sharedFontsPdf, type Piece, type SharedFontsPage } from "../../support/sharedFontsPdf.ts";

// Two workers reading one paper (the owner from the front, a helper from the back) each load the
// file in pdf.js, which names fonts by the order it meets them: the helper, starting on a last page
// that opens with a table, calls the table font what the owner calls the title's font. The paper
// must read the same as when one worker reads every page: its table's capitals put back on every
// page, its headings told from its body text by their fonts wherever they fall.

const PAGES = 36;
const ROWS = RECASED_ROWS;
const COLUMNS = RECASED_COLUMNS;
const WORDS = ["samples", "were", "kept", "cold", "before", "each", "count", "and", "the", "field", "teams", "noted", "every", "site", "visit", "in", "a", "shared", "log"];

/** A line of plain prose, different on every line, about 80 characters long. */
function proseLine(seed: number): string {
  const words: string[] = [];
  for (let i = 0; words.join(" ").length < 78; i++) words.push(WORDS[(seed * 7 + i * 3) % WORDS.length]!);
  return `${words.join(" ")},`;
}

function table(number: number, top: number): SharedFontsPage {
  const pieces: Piece[] = [
    { font: "table", text: `Table ${number}. Cases by country`, x: 72, y: top },
    ...ROWS.flatMap((row, r) => row.map((text, c) => ({ font: "table" as const, text, x: COLUMNS[c]!, y: top + 30 + r * 18 }))),
  ];
  const rules = [top + 16, top + 36, top + 110].map((y) => ({ x0: 70, x1: 470, y }));
  return { pieces, rules };
}

function body(page: number, from: number, lines: number): Piece[] {
  return Array.from({ length: lines }, (_, i) => ({ font: "body" as const, text: proseLine(page * 50 + i), x: 72, y: from + i * 14 }));
}

/** Title page, pages that open with a numbered heading, and tables near both ends, the last page opening with one. */
function paper(): Uint8Array {
  const pages: SharedFontsPage[] = [];
  for (let n = 1; n <= PAGES; n++) {
    if (n === 1) {
      pages.push({ pieces: [{ font: "heading", text: "Counting cases across field sites", x: 72, y: 90, size: 18 }, ...body(n, 140, 40)] });
    } else if (n === 3 || n >= PAGES - 1) {
      // The table first: a worker whose first page this is meets the table font before any other.
      const t = table(n === 3 ? 1 : n - PAGES + 3, 80);
      pages.push({ pieces: [...t.pieces, ...body(n, 230, 30)], rules: t.rules });
    } else {
      const heading = n % 4 === 0 ? [{ font: "heading" as const, text: `${n / 4} Part ${n / 4} of the count`, x: 72, y: 80, size: 12 }] : [];
      pages.push({ pieces: [...heading, ...body(n, 110, 44)] });
    }
  }
  return sharedFontsPdf(pages, "CS");
}

const pools: ParserPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.dispose()));
});

describe("a paper whose pages two workers share", () => {
  it("reads exactly as one worker reads it: a recased table font fixed on every page, headings kept", async () => {
    const file = "shared-fonts.pdf";
    const single = new ParserPool({ size: 1 });
    // Text pages are shared only when asked (a scan's are, once OCR reads one): the names must agree either way.
    const shared = new ParserPool({ size: 2, sharePagesFrom: 4 });
    pools.push(single, shared);
    const alone = await single.parse(paper(), { file });
    // Both workers started and warm (each has loaded a file): the helper joins at once and reads
    // pages from the back, and neither worker's pdf.js is on its first document.
    const warm = recasedFontPdf([{ text: "Warm", x: 72, y: 90 }], [], "");
    await Promise.all([shared.parse(warm, { file: "a.pdf" }), shared.parse(warm.slice(), { file: "b.pdf" })]);
    expect((await shared.usage()).workers).toBe(2);

    const read = await shared.parse(paper(), { file });

    const lastTable = read.tables?.find((t) => t.page === PAGES);
    expect(lastTable, "the table on the last page is found").toBeDefined();
    expect(tableGrid(lastTable!).rows.map((r) => r.map((c) => c.trim()))).toEqual(ROWS.slice(1));
    expect(read.tables?.map((t) => tableGrid(t).rows.map((r) => r[0]!.trim()))).toEqual(alone.tables?.map(() => ROWS.slice(1).map((r) => r[0])));
    expect(read.sections.map((s) => s.heading)).toEqual(alone.sections.map((s) => s.heading));
    expect(read).toEqual(alone);
  });
});
