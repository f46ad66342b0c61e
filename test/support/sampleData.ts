import crypto from "node:crypto";
import type { NewPaperDocument } from "../../src-main/core/db/repositories/insertPaperDocument.ts";

/** A small but complete parsed paper, as the importer would hand it to the store. */
export function samplePaper(seed: string, passageCount = 3): NewPaperDocument {
  const sha256 = crypto.createHash("sha256").update(seed).digest("hex");
  const passages: NewPaperDocument["passages"] = [];
  for (let i = 0; i < passageCount; i++) {
    const text = `Perovskite films annealed at ${300 + i} K kept their cubic phase. The grain size grew by ${i + 1} nm.`;
    const firstEnd = text.indexOf(".") + 1;
    passages.push({
      section: i === 0 ? null : i % 2,
      kind: i === 0 ? "abstract" : "paragraph",
      text,
      page: 1 + (i % 2),
      boxes: [{ page: 1 + (i % 2), x: 50, y: 700 - i * 12, w: 250, h: 10, start: 0, end: text.length }],
      sentences: [
        [0, firstEnd],
        [firstEnd + 1, text.length],
      ],
    });
  }
  return {
    sha256,
    sourcePath: `/papers/${seed}.pdf`,
    fileSize: 1234,
    title: `Phase-pure formamidinium perovskites (${seed})`,
    authors: ["Jin-Wook Lee", "Yang Yang"],
    doi: `10.1000/${seed}`,
    abstract: passages[0]!.text,
    keywords: ["perovskite", "solar cells"],
    language: "en",
    pageCount: 2,
    metadata: { producer: "test" },
    parserVersion: "test-1",
    pages: [
      { pageNumber: 1, width: 595, height: 842 },
      { pageNumber: 2, width: 595, height: 842 },
    ],
    sections: [
      { parent: null, level: 1, heading: "Results", number: "2", page: 1 },
      { parent: 0, level: 2, heading: "Phase purity", number: "2.1", page: 2 },
    ],
    passages,
    references: [
      { text: "Burschka, J. et al. Sequential deposition as a route to high-performance perovskite-sensitized solar cells.", doi: null },
      { text: "Shockley, W. & Queisser, H. J. Detailed balance limit of efficiency.", doi: "10.1063/1.1736034" },
    ],
  };
}
