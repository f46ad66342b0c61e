// A magazine's first page (test/support/sidebarAbstractDropCapPdf.ts): the abstract in a narrow
// sidebar beside the body, the body's first paragraph under a drop cap. With an "Abstract" label
// over the sidebar, main read the abstract from the reading-order blocks, which weave the
// sidebar's rows with the body's: its text ran "River sediments record the lower river and cut
// each core the history of the land...", or (the sidebar a size smaller than the body) it was the
// body's first paragraph, the one under the drop cap. Unlabelled, the sidebar was already read
// whole; those cases stay as guards.
import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { sidebarAbstractDropCapPdf, type SidebarAbstractOptions } from "../../support/sidebarAbstractDropCapPdf.ts";

const cases: [string, SidebarAbstractOptions][] = [
  ["labelled, left, a sans a size larger", { side: "left", labelled: true, dropCap: true, sideType: "larger" }],
  ["labelled, left, the body's face a size smaller", { side: "left", labelled: true, dropCap: true, sideType: "smaller" }],
  ["labelled, right, a sans a size larger", { side: "right", labelled: true, dropCap: true, sideType: "larger" }],
  ["labelled, right, the body's face a size smaller", { side: "right", labelled: true, dropCap: true, sideType: "smaller" }],
  ["unlabelled, left, no drop cap", { side: "left", labelled: false, dropCap: false, sideType: "smaller" }],
  ["unlabelled, right, a drop cap", { side: "right", labelled: false, dropCap: true, sideType: "larger" }],
];

describe("an abstract set in a narrow sidebar beside a body that opens with a drop cap", () => {
  for (const [name, options] of cases) {
    it(`${name}: the sidebar is the abstract, whole, and none of the body's opening is in it`, async () => {
      const page = await sidebarAbstractDropCapPdf(options);
      const paper = await parsePdf(page.bytes, { file: "sidebar-abstract.pdf" });
      expect(paper.title).toBe(page.title);
      expect(paper.abstract).toBe(page.abstract);
      // The opening's first words, its initial joined back on when set as a drop cap.
      expect(paper.abstract).not.toContain(page.opening.split(" ").slice(0, 4).join(" "));
    });
  }
});
