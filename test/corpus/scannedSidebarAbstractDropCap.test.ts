// A scanned magazine's first page (generated, test/support/sidebarAbstractDropCapPdf.ts): the
// abstract under an "Abstract" label in a narrow sidebar beside the body, the body's first
// paragraph under a drop cap. On main the OCR'd page was read as its text layer was: the
// abstract from reading-order blocks that weave the sidebar's rows with the body's (at 300 dpi
// 71% of the abstract's words on the left variant, 85% on the right one, the body's rows mixed
// in). Read from the page's lines, the scan gives the whole abstract and none of the body.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../support/scannedPdfs.ts";
import { wordsFound } from "../support/scannedWords.ts";
import { sidebarAbstractDropCapPdf, type SidebarAbstractOptions } from "../support/sidebarAbstractDropCapPdf.ts";

const plain = (text: string) => text.replace(/\s+/g, " ").trim();
const cases: [string, SidebarAbstractOptions][] = [
  ["left, a sans a size larger", { side: "left", labelled: true, dropCap: true, sideType: "larger" }],
  ["right, the body's face a size smaller", { side: "right", labelled: true, dropCap: true, sideType: "smaller" }],
];

describe("a scanned abstract in a labelled sidebar beside a drop-capped body, read by OCR", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  for (const [name, options] of cases) {
    it(`${name}, 300 dpi: the sidebar's abstract whole, its words in order, none of the body's opening`, async () => {
      const page = await sidebarAbstractDropCapPdf(options);
      const read = await pool.parse(await scannedPdf(page.bytes.slice(), { dpi: 300, pages: [1] }), { file: "sidebar-abstract.pdf", ocr: { languages: ["eng"] } });
      const abstract = plain(read.abstract ?? "");
      expect(wordsFound(abstract, page.abstract)).toBeGreaterThan(0.98);
      // In order: the sidebar's second line follows its first (woven, the body's row came between).
      expect(abstract).toContain("River sediments record the history of the land");
      expect(abstract).not.toContain(page.opening.split(" ").slice(1, 5).join(" "));
    });
  }
});
