import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import type { ParsedPaper } from "../../../src-main/core/documents/ParsedPaper.ts";
import { bulletedList, type Bullet } from "../../support/bulletListPdfs.ts";

// Bulleted lists in a text layer (born-digital PDFs). The reader ran an item's first line into the
// lead-in's sentence ("... same way: • Cores were cut ..."), dropped short items that end with no
// stop as figure labels, lost a bullet hung more than an em before its item's words or kept a
// symbol font's bullet as a stray letter ("n Cores were cut ...").

const sentences = (paper: ParsedPaper) => paper.passages.filter((p) => p.kind === "paragraph").flatMap((p) => p.sentences.map(([a, b]) => p.text.slice(a, b)));

const BULLETS: [string, Bullet][] = [
  ["a bullet of the body font", { text: "•", font: "Times-Roman", size: 10, indent: 10 }],
  ["a bullet hung an em and a half before the words", { text: "•", font: "Times-Roman", size: 10, indent: 18 }],
  ["an en dash", { text: "–", font: "Times-Roman", size: 10, indent: 12 }],
  ["a black square of a symbol font, read as the letter n", { text: "n", font: "ZapfDingbats", size: 6, indent: 14 }],
  ["a black disc of a symbol font, read as the letter l", { text: "l", font: "ZapfDingbats", size: 6, indent: 20 }],
];

describe("bulleted lists in the text layer", () => {
  for (const [name, bullet] of BULLETS) {
    it(`reads each item whole and apart from the lead-in, under ${name}`, async () => {
      const c = await bulletedList(bullet);
      const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
      const read = sentences(paper);
      // Each item is a sentence of its own, first line included, with no bullet or stray letter before it.
      for (const item of c.items) expect(read).toContain(item);
      // The lead-ins end their own sentences: no item ran on into them.
      expect(read).toContain("Each core was treated in the same way:");
      expect(read).toContain("The cores are kept in two places:");
      const body = paper.passages.map((p) => p.text).join("\n");
      expect(body).not.toMatch(/(?:^|\s)[nl] (?:Cores|Grain|River|Sediment)/);
    });
  }
});
