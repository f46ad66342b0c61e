// A scan has no vector rules, only their ink: the rules a table prints are found on the page
// image's pixels (pixelRules), where the born-digital page draws them. Checked against the very
// rules the born-digital page hands the reader, on generated papers scanned at 300 and 200 dpi:
// a booktabs table (three horizontal rules), a full grid (rows and columns ruled), and a paper
// with no table, whose text and numbers make no rule.
import { describe, expect, it } from "vitest";
import { openPdf, readPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import type { Rule } from "../../../src-main/core/documents/layout/types.ts";
import { greyPixelsOfPgm } from "../../../src-main/core/documents/ocr/inkHeights.ts";
import { pixelRules } from "../../../src-main/core/documents/ocr/pixelRules.ts";
import { readTableGraphics } from "../../../src-main/core/documents/tables/tableGraphicsPages.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";
import { booktabsTable, fullGridTable, noTablePaper } from "../../support/tables/layoutTablePdfs.ts";

async function rulesBothWays(bytes: Uint8Array, dpi: number) {
  const { pages } = await readPdf(bytes.slice(), "digital.pdf", undefined, readTableGraphics);
  const scan = await openPdf(await scannedPdf(bytes.slice(), { dpi, pages: [1] }), "scan.pdf");
  try {
    const image = await scan.renderForOcr(1);
    const pixels = greyPixelsOfPgm(image.pgm);
    if (!pixels) throw new Error("the scan's page gave no grey picture");
    return { drawn: pages[0]!.graphics, found: pixelRules(pixels, image.scale) };
  } finally {
    await scan.close();
  }
}

/** Each drawn rule has one found within `slack` points at both ends, and no rule is found that was not drawn. */
function expectSameRules(drawn: readonly Rule[], found: readonly Rule[], slack: number) {
  const near = (a: Rule, b: Rule) => Math.abs(a.x0 - b.x0) <= slack && Math.abs(a.x1 - b.x1) <= slack && Math.abs(a.y0 - b.y0) <= slack && Math.abs(a.y1 - b.y1) <= slack;
  // A rule drawn as pieces meeting end to end (a grid's cell borders) is one run of ink.
  const long = drawn.filter((d) => Math.max(d.x1 - d.x0, d.y1 - d.y0) >= 60);
  for (const d of long) expect(found.some((f) => near(f, d) || (f.x0 <= d.x0 + slack && f.x1 >= d.x1 - slack && f.y0 <= d.y0 + slack && f.y1 >= d.y1 - slack)), `drawn ${JSON.stringify(d)}`).toBe(true);
  for (const f of found) expect(drawn.some((d) => Math.abs(d.y0 - f.y0) <= slack && Math.abs(d.x0 - f.x0) <= slack + (d.x1 - d.x0 < 60 ? 200 : 0)), `found ${JSON.stringify(f)}`).toBe(true);
}

describe("rules found on a scanned page's pixels", () => {
  for (const dpi of [300, 200]) {
    it(`finds a booktabs table's three rules where the page draws them (${dpi} dpi)`, async () => {
      const { drawn, found } = await rulesBothWays((await booktabsTable()).bytes, dpi);
      expect(drawn?.horizontal.length).toBe(3);
      expect(found.horizontal).toHaveLength(3);
      expectSameRules(drawn!.horizontal, found.horizontal, 1.5);
      expect(found.vertical).toEqual([]);
    });

    it(`finds a full grid's rows and columns (${dpi} dpi)`, async () => {
      const { drawn, found } = await rulesBothWays((await fullGridTable()).bytes, dpi);
      expect(found.horizontal.length).toBeGreaterThanOrEqual(7);
      expect(found.vertical.length).toBeGreaterThanOrEqual(5);
      expectSameRules(drawn!.horizontal, found.horizontal, 1.5);
      expectSameRules(drawn!.vertical, found.vertical, 1.5);
    });
  }

  it("finds no rule on a page of text and numbers with no table", async () => {
    const { found } = await rulesBothWays((await noTablePaper()).bytes, 300);
    expect(found.horizontal).toEqual([]);
    expect(found.vertical).toEqual([]);
  });
});
