// A magazine's first page filled to its foot (test/support/sidebarThreeColumnPdf.ts): a sidebar
// narrower than the body's columns, beside a body in two full columns. The gutter search finds
// one gutter; the side beyond it held the sidebar and a body column, and the third-column split
// took only columns of one measure, so the sidebar's rows were woven with the body column's and
// the front matter took the woven blocks for the abstract: on main the body's opening lines (10
// to 19 of 78 on each variant) were read nowhere. The sidebar is now a column of its own, read
// first when it opens level with the body.
import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { sidebarThreeColumnPdf, type SidebarThreeColumnOptions } from "../../support/sidebarThreeColumnPdf.ts";

const cases: SidebarThreeColumnOptions[] = (["left", "right"] as const).flatMap((side) =>
  [true, false].flatMap((labelled) => (["larger", "smaller"] as const).map((sideType) => ({ side, labelled, sideType }))),
);

describe("a page of two body columns beside a narrower sidebar", () => {
  for (const options of cases) {
    const name = `sidebar ${options.side}, ${options.labelled ? "labelled" : "unlabelled"}, set ${options.sideType} than the body`;
    it(`${name}: the abstract is the sidebar, and every body line is read once, in order`, async () => {
      const page = await sidebarThreeColumnPdf(options);
      const paper = await parsePdf(page.bytes, { file: "sidebar-three-columns.pdf" });
      expect(paper.title).toBe(page.title);
      expect(paper.abstract).toBe(page.abstract);
      const body = paper.passages.filter((p) => p.kind !== "abstract").map((p) => p.text).join(" ");
      const missing: string[] = [];
      let at = 0;
      for (const line of page.bodyLines) {
        const i = body.indexOf(line, at);
        if (i < 0) missing.push(line);
        else at = i + line.length;
      }
      expect(missing).toEqual([]);
      // Nothing of the sidebar is read into the body.
      expect(body).not.toContain(page.abstract.split(" ").slice(0, 6).join(" "));
    });
  }
});
