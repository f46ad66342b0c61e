import { describe, expect, it } from "vitest";
import { readPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { readTableGraphics } from "../../../src-main/core/documents/tables/tableGraphicsPages.ts";
import { closeFontsPage } from "../../support/hostileCloseFontsPdf.ts";

// The bench's hostile page for the math-letter joiner (italicGaps.ts): hundreds of fonts, each set
// close. Since round 28 each font's runs are gathered once for the page, not looked for among all
// the page's runs font by font; what is read must not change: every pair joined, the text font's
// words left apart. (Its cost is measured in bench/tables.bench.ts, never here.)
describe("a page of many fonts each set close", () => {
  it("joins the letters of every such font and leaves the text font's words apart", async () => {
    const fonts = 300;
    const { bytes } = closeFontsPage(fonts);
    let pairs: string[] = [];
    let words: string[] = [];
    await readPdf(bytes, "close-fonts.pdf", undefined, async (doc, pages) => {
      await readTableGraphics(doc, pages);
      const runs = pages[0]!.runs;
      const textFont = runs[0]!.font;
      pairs = runs.filter((r) => r.font !== textFont).map((r) => r.text.trim());
      words = runs.filter((r) => r.font === textFont).slice(1).map((r) => r.text.trim());
    });
    expect(pairs).toHaveLength(fonts);
    expect(new Set(pairs)).toEqual(new Set(["SD"]));
    expect(words.length).toBeGreaterThan(0);
    for (const line of words) expect(line).toMatch(/^a b c d /);
  });
});
