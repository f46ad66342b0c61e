import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { latexToText } from "../../../src-main/core/imports/zotero/latexText.ts";
import { parseBibtex } from "../../../src-main/core/imports/zotero/parseBibtex.ts";
import { readZoteroExport } from "../../../src-main/core/imports/zotero/readZoteroExport.ts";
import { pdfPathsOfFileField } from "../../../src-main/core/imports/zotero/zoteroFilePaths.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("reading BibTeX as Zotero and people write it", () => {
  it("reads braces, quotes, numbers, @string abbreviations and # joins, and skips what it cannot read", () => {
    const { entries } = parseBibtex(`
% a comment line
@comment{jabref-meta: whatever}
@string{ jcp = "J. Chem. Phys." }
@article{good1,
  title = {A {Nested} Title},
  journal = jcp # " Letters",
  year = 2019,
  note = "with {braces} inside"
}
@article{broken, title = {never closed
@Book(good2, title="Second", author = "A and B")
`);
    expect(entries.map((e) => e.key)).toEqual(["good1", "good2"]);
    expect(entries[0]!.fields).toEqual({ title: "A {Nested} Title", journal: "J. Chem. Phys. Letters", year: "2019", note: "with {braces} inside" });
    expect(entries[1]).toMatchObject({ type: "book", fields: { title: "Second", author: "A and B" } });
  });

  it("turns LaTeX accents and escapes into the letters a reader sees", () => {
    expect(latexToText(String.raw`{\"U}ber na{\"\i}ve {\'e}t{\'e} Schr\"{o}dinger \& Gro{\ss}e -- 50\%`)).toBe("Über naïve été Schrödinger & Große – 50%");
    expect(latexToText(String.raw`\c{c}a \v{S}koda \emph{in situ}`)).toBe("ça Škoda in situ");
  });

  it("finds the PDFs in Zotero's file field, escapes and relative paths included", () => {
    const dir = path.resolve("/exports");
    expect(pdfPathsOfFileField("Full Text PDF:files/12/paper one.pdf:application/pdf;Snapshot:files/12/page.html:text/html", dir)).toEqual([
      path.join(dir, "files/12/paper one.pdf"),
    ]);
    expect(pdfPathsOfFileField(String.raw`Full Text:C\:\\Users\\ana\\Zotero\\storage\\x.pdf:application/pdf`, dir)).toEqual([path.normalize(String.raw`C:\Users\ana\Zotero\storage\x.pdf`)]);
    expect(pdfPathsOfFileField("/abs/only.pdf", dir)).toEqual([path.normalize("/abs/only.pdf")]);
  });
});

describe("reading a Zotero export", () => {
  it("takes each BibTeX entry's metadata and PDFs", () => {
    const dir = tempDir();
    const file = path.join(dir, "My Library.bib");
    fs.writeFileSync(
      file,
      String.raw`@article{curie_radium_1904,
	title = {Recherches sur les substances {radioactives}},
	volume = {12},
	doi = {10.1000/Curie.1904},
	journal = {Annales de chimie et de physique},
	author = {Curie, Marie and {Barnes and Noble} and Pierre Curie},
	year = {1904},
	keywords = {radium, polonium},
	abstract = {We isolate two new elements.},
	file = {Full Text PDF:files/3/Curie - 1904.pdf:application/pdf},
}
`,
    );
    expect(readZoteroExport(file)).toEqual([
      {
        label: "curie_radium_1904",
        pdfs: [path.join(dir, "files/3/Curie - 1904.pdf")],
        metadata: {
          title: "Recherches sur les substances radioactives",
          authors: ["Marie Curie", "Barnes and Noble", "Pierre Curie"],
          doi: "10.1000/Curie.1904",
          year: 1904,
          venue: "Annales de chimie et de physique",
          abstract: "We isolate two new elements.",
          keywords: ["radium", "polonium"],
        },
      },
    ]);
  });

  it("takes CSL-JSON items, with or without file paths", () => {
    const dir = tempDir();
    const file = path.join(dir, "export.json");
    fs.writeFileSync(
      file,
      JSON.stringify([
        {
          id: "http://zotero.org/users/1/items/ABC",
          type: "article-journal",
          title: "Zeolite catalysis",
          author: [{ family: "Lovelace", given: "Ada" }, { literal: "The Consortium" }],
          DOI: "10.2000/zeo",
          issued: { "date-parts": [[2021, 3, 1]] },
          "container-title": "Chem. Sci.",
          abstract: "Short.",
          keyword: "zeolites, catalysis",
          file: "pdfs/zeo.pdf",
        },
        { id: "noPath", title: "Only metadata", DOI: "10.2000/other" },
      ]),
    );
    const [first, second] = readZoteroExport(file);
    expect(first).toEqual({
      label: "http://zotero.org/users/1/items/ABC",
      pdfs: [path.join(dir, "pdfs/zeo.pdf")],
      metadata: { title: "Zeolite catalysis", authors: ["Ada Lovelace", "The Consortium"], doi: "10.2000/zeo", year: 2021, venue: "Chem. Sci.", abstract: "Short.", keywords: ["zeolites", "catalysis"] },
    });
    expect(second).toEqual({ label: "noPath", pdfs: [], metadata: { title: "Only metadata", doi: "10.2000/other" } });
  });

  it("says in words when the file is no export at all", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "notes.txt"), "just some notes, no entries");
    expect(() => readZoteroExport(path.join(dir, "notes.txt"))).toThrow(expect.objectContaining({ name: "ZoteroExportUnreadableError", message: expect.stringContaining("no BibTeX entry") }));
    expect(() => readZoteroExport(path.join(dir, "absent.bib"))).toThrow(expect.objectContaining({ name: "ZoteroExportUnreadableError" }));
  });
});
