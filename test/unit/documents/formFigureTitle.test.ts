import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { openPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { formFigureOverTitle, shadedFormPage } from "../../support/formFigurePdfs.ts";

// A first-page diagram exported from a drawing program sits in form XObjects (nested, scaled by
// their matrices); its boxes may be gradient fills (a clip, then a shading), which paint no path.
// Its large label (24 pt over a 17 pt title) was then read as the title: the figure went unseen.
describe("a figure drawn inside form XObjects", () => {
  it("reads the title under a diagram drawn in nested, scaled forms, not its larger label", async () => {
    const c = formFigureOverTitle();
    const paper = await parsePdf(c.bytes, { file: "form-figure.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
  });

  for (const group of [false, true]) {
    it(`reads the title under a diagram whose boxes are gradient fills${group ? ", in a transparency group" : ""}`, async () => {
      const c = formFigureOverTitle("System Overview", { shaded: true, group });
      const paper = await parsePdf(c.bytes, { file: "shaded-figure.pdf" });
      expect(paper.title).toBe(c.title);
      expect(paper.authors).toEqual(c.authors);
    });
  }

  it("bounds a shading by its form's box and by its clipping path, never the whole page", async () => {
    const doc = await openPdf(shadedFormPage(), "shaded-form.pdf");
    const graphics = await doc.readGraphics(1);
    // The form's box: (100, 500) to (200, 550) in PDF units, 792 high; the clip: 10 to 30 inside it.
    const rounded = (graphics.shadings ?? []).map((r) => [r.x, r.y, r.w, r.h].map((v) => Math.round(v)));
    expect(rounded).toEqual([
      [100, 242, 100, 50],
      [110, 262, 20, 20],
    ]);
    // Tables read no shading: the page has no rule or band.
    expect([graphics.horizontal.length, graphics.vertical.length, graphics.fills.length]).toEqual([0, 0, 0]);
  });
});
