// An imported QA dataset is not papers: after `import-qas --source-field` beside a PDF,
// `distillate papers` lists the one paper and the dataset as one entry apart, its texts in their
// own order (source 2 before source 10) behind `--dataset`, and `show` prints a text as text.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeVariedPaper } from "../../support/generatedPdfs.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

/** Eleven distinct source texts, so "source 10" and "source 11" exist to sort. */
const SOURCES = Array.from({ length: 11 }, (_, i) => `Sample ${i + 1} was annealed at ${100 + i * 10} °C for ${i + 2} min under argon.`);

describe("distillate papers and show with an imported dataset", () => {
  it("lists papers apart from the imported dataset, its texts in natural order, and shows a text as text", async () => {
    const dir = tempDir();
    // A generated paper: it only stands for "a PDF beside the dataset", and a clone without ../shared has it too.
    const PDF = path.join(dir, "paper.pdf");
    await writeVariedPaper(PDF, 0);
    const data = path.join(dir, "data");
    const file = path.join(dir, "chemlit_test.csv");
    const rows = SOURCES.map((source, i) => `"At what temperature was sample ${i + 1} annealed?","At ${100 + i * 10} °C.","${source}"`);
    fs.writeFileSync(file, `question,answer,chunk\n${rows.join("\n")}\n`);
    expect(runCliProcess(["--data-dir", data, "import", PDF]).code).toBe(0);
    const imported = runCliProcess(["--data-dir", data, "import-qas", file, "--source-field", "chunk"]);
    expect(imported.code, imported.stderr).toBe(0);

    const listed = runCliProcess(["--data-dir", data, "papers"]);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/^1 paper\n/);
    expect(listed.stdout).not.toContain("(source");
    expect(listed.stdout).toContain("Imported QA datasets");
    expect(listed.stdout).toContain("chemlit_test.csv  11 texts, 11 QAs");
    const asJson = JSON.parse(runCliProcess(["--data-dir", data, "--json", "papers"]).stdout) as { kind: string; pages: number }[];
    expect(asJson).toHaveLength(1);
    expect(asJson[0]).toMatchObject({ kind: "paper" });

    const texts = runCliProcess(["--data-dir", data, "papers", "--dataset", "chemlit_test.csv"]);
    expect(texts.code, texts.stderr).toBe(0);
    const names = texts.stdout.split("\n").slice(2).filter(Boolean).map((line) => line.replace(/^\s*\d+\s+\d+\s+/, ""));
    expect(names).toEqual(SOURCES.map((_, i) => `Source ${i + 1}`));
    const unknown = runCliProcess(["--data-dir", data, "papers", "--dataset", "nothing.csv"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(`No imported dataset is named "nothing.csv"`);

    const firstId = texts.stdout.split("\n")[2]!.trim().split(/\s+/)[0]!;
    const shown = runCliProcess(["--data-dir", data, "show", firstId]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain("Source 1");
    expect(shown.stdout).toContain("Dataset     chemlit_test.csv (an imported QA dataset's text, not a paper)");
    expect(shown.stdout).toContain(SOURCES[0]);
    expect(shown.stdout).not.toMatch(/Pages|Abstract|Sections/);
  });

  it("keeps two different files of one name apart, and a file imported again in its own dataset", () => {
    const dir = tempDir();
    const data = path.join(dir, "data");
    // "qas.csv" from two folders, as two groups' exports of one tool would be named.
    const write = (folder: string, topic: string) => {
      fs.mkdirSync(path.join(dir, folder));
      const file = path.join(dir, folder, "qas.csv");
      fs.writeFileSync(file, `question,answer,chunk\n"What was ${topic} heated to?","To 400 °C.","The ${topic} was heated to 400 °C in air."\n`);
      return file;
    };
    const first = write("lab-a", "zirconia film");
    const second = write("lab-b", "copper foil");
    for (const file of [first, second]) {
      const imported = runCliProcess(["--data-dir", data, "import-qas", file, "--source-field", "chunk"]);
      expect(imported.code, imported.stderr).toBe(0);
    }
    const listed = runCliProcess(["--data-dir", data, "papers"]);
    expect(listed.stdout).toContain("qas.csv  1 text, 1 QA");
    expect(listed.stdout).toContain("qas.csv (2)  1 text, 1 QA");
    const textsOf = (dataset: string) => runCliProcess(["--data-dir", data, "papers", "--dataset", dataset]).stdout;
    const idOf = (dataset: string) => textsOf(dataset).split("\n")[2]!.trim().split(/\s+/)[0]!;
    expect(runCliProcess(["--data-dir", data, "show", idOf("qas.csv")]).stdout).toContain("zirconia film");
    expect(runCliProcess(["--data-dir", data, "show", idOf("qas.csv (2)")]).stdout).toContain("copper foil");

    // The first file imported again (a second run of it) joins its own dataset, not a third.
    const again = runCliProcess(["--data-dir", data, "import-qas", first, "--source-field", "chunk", "--again"]);
    expect(again.code, again.stderr).toBe(0);
    const after = runCliProcess(["--data-dir", data, "papers"]).stdout;
    expect(after).toContain("qas.csv  1 text, 2 QAs");
    expect(after).not.toContain("qas.csv (3)");
  });
});
