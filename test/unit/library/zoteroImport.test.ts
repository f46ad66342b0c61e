import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ZoteroEntryResultSchema, type ZoteroEntryResult } from "../../../src-main/contract/importResults.ts";
import { type PaperDetail } from "../../../src-main/contract/paperDetail.ts";
import type { Core } from "../../../src-main/core/createCore.ts";
import { runCli } from "../../../src-main/server/cli/main.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { coreEachTest } from "../../support/coreEachTest.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

// A Zotero export written the way Zotero writes it ("Export Files" ticked: the .bib beside a
// files/ folder, paths relative to it), imported through the dispatcher on a real library.

let pdfs: GeneratedPdfSet;
beforeAll(async () => {
  pdfs = await writeGeneratedPdfs(tempDirForSuite());
});

let core: Core;
let dataDir: string;
const { call } = coreEachTest((opened, dir) => ((core = opened), (dataDir = dir)));

/** An export folder: two PDFs in files/, and a .bib naming them, a missing one, and one with only a DOI. */
function writeExport(): { bib: string; twoColumn: string } {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, "files", "1"), { recursive: true });
  const twoColumn = path.join(dir, "files", "1", "Two column.pdf");
  fs.copyFileSync(pdfs.twoColumn, twoColumn);
  fs.mkdirSync(path.join(dir, "files", "2"), { recursive: true });
  fs.copyFileSync(pdfs.lineNumbered, path.join(dir, "files", "2", "numbered.pdf"));
  const bib = path.join(dir, "Exported Items.bib");
  fs.writeFileSync(
    bib,
    String.raw`
@article{lovelace_engines_2021,
	title = {On {Analytical} Engines in {\"O}kologie},
	author = {Lovelace, Ada and Babbage, Charles},
	journal = {Journal of Careful Reading},
	year = {2021},
	doi = {10.4242/engines},
	keywords = {engines, analysis},
	file = {Full Text PDF:files/1/Two column.pdf:application/pdf;Snapshot:files/1/snapshot.html:text/html},
}

@article{gone_2020,
	title = {A Paper Whose File Moved},
	file = {Full Text PDF:files/9/gone.pdf:application/pdf},
}

@inproceedings{numbered_2019,
	title = {Numbered Lines Considered},
	author = {Turing, Alan},
	booktitle = {Proceedings of Things},
	date = {2019-06-01},
	file = {Full Text PDF:files/2/numbered.pdf:application/pdf},
}

@article{doi_only,
	title = {Known By Its DOI},
	doi = {https://doi.org/10.7777/PRIOR},
}
`,
  );
  return { bib, twoColumn };
}

describe("importing a Zotero export", () => {
  it("imports the PDFs it names with their Zotero metadata, matches by DOI, and reports a missing PDF without stopping", async () => {
    // A paper already in the library, its DOI corrected by hand earlier.
    const [prior] = await call<{ paperId: number }[]>("imports.importPapers", [pdfs.ownerOnly]);
    await call("library.editPaper", prior!.paperId, { changes: { doi: "10.7777/prior" } });

    const { bib, twoColumn } = writeExport();
    const results = await call<ZoteroEntryResult[]>("imports.importZotero", bib);
    results.forEach((r) => ZoteroEntryResultSchema.parse(r));
    expect(results.map((r) => [r.entry, r.status, r.matchedBy])).toEqual([
      ["lovelace_engines_2021", "imported", "file"],
      ["gone_2020", "failed", null],
      ["numbered_2019", "imported", "file"],
      ["doi_only", "matched", "doi"],
    ]);
    expect(results[0]!.file).toBe(twoColumn);
    expect(results[1]!.error).toMatchObject({ name: "ZoteroPdfMissingError", message: expect.stringContaining(path.join("files", "9", "gone.pdf")) });

    const engines = await call<PaperDetail>("library.getPaper", results[0]!.paperId);
    expect(engines).toMatchObject({
      title: "On Analytical Engines in Ökologie",
      authors: ["Ada Lovelace", "Charles Babbage"],
      venue: "Journal of Careful Reading",
      year: 2021,
      doi: "10.4242/engines",
      keywords: ["engines", "analysis"],
    });
    expect(engines.edited.every((e) => e.source === "zotero")).toBe(true);
    expect(engines.edited.find((e) => e.field === "title")?.extracted).toBe(pdfs.truth.title);

    const numbered = await call<PaperDetail>("library.getPaper", results[2]!.paperId);
    expect(numbered).toMatchObject({ title: "Numbered Lines Considered", venue: "Proceedings of Things", year: 2019, authors: ["Alan Turing"] });

    // The hand-corrected DOI stays; the title comes from Zotero.
    const known = await call<PaperDetail>("library.getPaper", prior!.paperId);
    expect(known).toMatchObject({ title: "Known By Its DOI", doi: "10.7777/prior" });
    expect(results[3]!.fields).toEqual(["title"]);
    expect(known.edited.map((e) => [e.field, e.source])).toEqual([["doi", "user"], ["title", "zotero"]]);
  });

  it("matches papers it imported before by their file when the export is imported again", async () => {
    const { bib } = writeExport();
    const first = await call<ZoteroEntryResult[]>("imports.importZotero", bib);
    const again = await call<ZoteroEntryResult[]>("imports.importZotero", bib);
    expect(again.map((r) => r.status)).toEqual(["matched", "failed", "matched", "failed"]);
    expect(again[0]).toMatchObject({ matchedBy: "file", paperId: first[0]!.paperId });
    const papers = await call<unknown[]>("library.listPapers");
    expect(papers).toHaveLength(2);
  });

  it("is what distillate import --from-zotero does, one line per item and exit code 2 when some failed", async () => {
    await core.closeAsync();
    const { bib } = writeExport();
    let stdout = "";
    let stderr = "";
    const code = await runCli(["import", "--from-zotero", bib, "--data-dir", dataDir], { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {} });
    expect(code).toBe(2);
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^imported +#\d+ +lovelace_engines_2021 .*from Zotero: authors, doi, keywords, title, venue, year$/);
    expect(lines[1]).toMatch(/^FAILED +gone_2020: The PDF of “gone_2020” is not there/);
    expect(lines[3]).toMatch(/^FAILED +doi_only: “doi_only” names no PDF, and no paper in the library has its DOI\.$/);
    expect(lines.at(-1)).toBe("2 imported, 0 matched to papers already in the library, 2 failed, of 4 Zotero items.");

    const bad = path.join(tempDir(), "notes.bib");
    fs.writeFileSync(bad, "nothing here");
    stderr = "";
    expect(await runCli(["import", "--from-zotero", bad, "--data-dir", dataDir], { stdout: () => undefined, stderr: (t) => void (stderr += t), env: {} })).not.toBe(0);
    expect(stderr).toContain("Could not read");
    expect(stderr).toContain("Export Library");
  });
});
