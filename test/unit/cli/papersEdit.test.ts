import { beforeAll, describe, expect, it } from "vitest";
import { PaperDetailSchema } from "../../../src-main/contract/paperDetail.ts";
import { runCli } from "../../../src-main/server/cli/main.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

let pdfs: GeneratedPdfSet;
beforeAll(async () => {
  pdfs = await writeGeneratedPdfs(tempDirForSuite());
});

async function cli(dataDir: string, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await runCli([...argv, "--data-dir", dataDir], { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {} });
  return { code, stdout, stderr };
}

describe("distillate papers edit", () => {
  it("corrects every field from the command line, shows it as corrected, and reverts", async () => {
    const dataDir = tempDir();
    expect((await cli(dataDir, "import", pdfs.twoColumn)).code).toBe(0);
    const edit = await cli(
      dataDir,
      "papers", "edit", "1",
      "--title", "Fixed Title",
      "--authors", "Ada Lovelace; Alan Turing",
      "--doi", "doi:10.1000/xyz",
      "--year", "2020",
      "--venue", "Chem. Sci.",
      "--abstract", "A better abstract.",
      "--keywords", "perovskites; doping",
    );
    expect(edit).toMatchObject({ code: 0, stderr: "" });
    expect(edit.stdout).toContain("Fixed Title");
    expect(edit.stdout).toContain("Corrected: abstract, authors, doi, keywords, title, venue, year");

    const shown = PaperDetailSchema.parse(JSON.parse((await cli(dataDir, "show", "1", "--json")).stdout));
    expect(shown).toMatchObject({
      title: "Fixed Title",
      authors: ["Ada Lovelace", "Alan Turing"],
      doi: "10.1000/xyz",
      year: 2020,
      venue: "Chem. Sci.",
      abstract: "A better abstract.",
      keywords: ["perovskites", "doping"],
    });
    const text = (await cli(dataDir, "show", "1")).stdout;
    expect(text).toContain("Published   Chem. Sci., 2020");
    expect(text).toMatch(/Corrected {3}abstract, authors/);

    const listed = (await cli(dataDir, "papers")).stdout;
    expect(listed).toContain("Fixed Title  (Ada Lovelace et al., 10.1000/xyz)");

    const reverted = await cli(dataDir, "papers", "edit", "1", "--revert", "title,year", "--json");
    const after = PaperDetailSchema.parse(JSON.parse(reverted.stdout));
    expect(after.title).toBe(pdfs.truth.title);
    expect(after.year).toBeNull();
    expect(after.edited.map((e) => e.field)).toEqual(["abstract", "authors", "doi", "keywords", "venue"]);
  });

  it("explains a malformed call instead of guessing", async () => {
    const dataDir = tempDir();
    await cli(dataDir, "import", pdfs.twoColumn);
    const noChange = await cli(dataDir, "papers", "edit", "1");
    expect(noChange.code).toBe(64);
    expect(noChange.stderr).toContain("Say what to correct");
    const badYear = await cli(dataDir, "papers", "edit", "1", "--year", "last year");
    expect(badYear.stderr).toContain("four-digit year");
    const badField = await cli(dataDir, "papers", "edit", "1", "--revert", "colour");
    expect(badField.stderr).toContain("not colour");
    const missing = await cli(dataDir, "papers", "edit", "99", "--title", "x");
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain("no paper with id 99");
  });
});
