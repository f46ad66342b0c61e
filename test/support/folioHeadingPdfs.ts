/**
 * A generated paper from a proceedings volume: its pages are printed as 11, 12, 13 at their foot,
 * and its sections 2 and 3 open at the very top of PDF pages 2 and 3, where a running head
 * carrying the page's number would stand.
 */
import { BODY, MARGIN, PAGE_HEIGHT, Sheet } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

export interface FolioCase {
  bytes: Uint8Array;
  headings: { number: string; heading: string }[];
}

/** `firstFolio`: the number printed on PDF page 1 (1 prints the PDF's own page numbers). */
export async function sectionsAtPageTops(firstFolio: number): Promise<FolioCase> {
  const sheet = new Sheet();
  const top = sheet.frontMatter("Sediment layers of a lower river reach", [PROSE[0], PROSE[4], PROSE[8]].join(" "));
  sheet.startColumns(top);
  const headings = [
    { number: "1", heading: "Introduction" },
    { number: "2", heading: "Methods" },
    { number: "3", heading: "Results" },
  ];
  for (const [i, h] of headings.entries()) {
    if (i > 0) sheet.newPage();
    // Each section's own prose (no line recurs at one place on two pages, as a running line would).
    sheet.section(`${h.number} ${h.heading}`, [0, 4, 2, 1, 5, 3].map((from) => PROSE.slice(from + i, from + i + 4).join(" ")));
  }
  for (let page = 1; page <= sheet.pageCount; page++) {
    const folio = String(firstFolio + page - 1);
    // At the foot of the first column's left edge, as an outer-corner page number stands.
    sheet.text(folio, MARGIN, PAGE_HEIGHT - 40, BODY, { page });
  }
  return { bytes: await sheet.render(), headings };
}
