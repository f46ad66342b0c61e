import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePdf } from "../../src-main/core/documents/parsePdf.ts";
import { readPdf } from "../../src-main/core/documents/layout/readPdf.ts";
import { assessReading, readDetailsOf } from "../../src-main/core/documents/readingDoubts.ts";

// The reader on papers it was never tuned on: a folder of PDFs named by their DOI, URL-encoded
// ("10.1093%2Fnar%2Fgkae223.pdf", as LitQA2 ships them), read from the path in
// DISTILLATE_UNSEEN_PDFS; such files may not be redistributed, so none is in the repository.
// The file name is the truth for the DOI where the PDF prints that DOI itself; a file that
// holds another version of the paper (a preprint) or prints no DOI is listed, not counted.
// Titles, abstracts and authors have no truth here: they are printed for a person to check.

const dir = process.env["DISTILLATE_UNSEEN_PDFS"] ?? "";

/** The whole text of a PDF, margins included, with the slashes some fonts garble restored. */
async function allText(file: string): Promise<string> {
  const { pages } = await readPdf(new Uint8Array(fs.readFileSync(file)), file);
  return pages
    .flatMap((p) => [...p.runs.map((r) => r.text), ...p.rotated])
    .join(" ")
    .replace(/[\u0001-\u0008\u517e]/g, "/")
    .toLowerCase();
}

describe.skipIf(!dir || !fs.existsSync(dir))("reading papers the reader was never tuned on (DISTILLATE_UNSEEN_PDFS)", () => {
  it("reads the DOI of every paper that prints its own DOI (table printed below)", async () => {
    const rows: Record<string, string>[] = [];
    const wrong: string[] = [];
    let counted = 0;
    for (const name of fs.readdirSync(dir).filter((f) => f.endsWith(".pdf")).sort()) {
      const file = path.join(dir, name);
      const truth = decodeURIComponent(name.slice(0, -4)).toLowerCase();
      const paper = await parsePdf(new Uint8Array(fs.readFileSync(file)), { file: name });
      // Printed as a whole DOI, not as the start of a longer one ("…91357.3.sa1").
      const printed = new RegExp(`${truth.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w./-]*[\\w/])`).test(await allText(file));
      if (printed) counted++;
      if (printed && paper.doi !== truth) wrong.push(`${name}: ${paper.doi}`);
      rows.push({
        file: name.slice(0, 40),
        doi: !printed ? `not printed (read ${paper.doi ?? "none"})` : paper.doi === truth ? "right" : `WRONG ${paper.doi}`,
        title: (paper.title ?? "").slice(0, 60),
        authors: String(paper.authors.length),
        "abstract words": String((paper.abstract ?? "").split(/\s+/).filter(Boolean).length),
        doubts: assessReading(readDetailsOf(paper)).join(", "),
      });
    }
    console.table(rows);
    console.log(`DOIs read right: ${counted - wrong.length}/${counted} papers that print their own DOI (${rows.length - counted} print none or another version's)`);
    expect(wrong).toEqual([]);
  }, 1_800_000);
});
