import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeVariedPaper } from "../../support/generatedPdfs.ts";
import { repeatedPagePdf } from "../../support/repeatedPagePdf.ts";
import { REPO_ROOT } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

// On main before the fix this batch did not end: the 600 KB file's 100,000 pages were read one
// by one (over 5 minutes, 6 GB, on a busy 2-core machine), holding up the good paper behind it.
describe("a small PDF listing 100,000 pages among good ones", () => {
  it("is refused by its page count with PdfTooManyPagesError; the other paper of the batch is imported (exit 2)", async () => {
    const dir = tempDir();
    const hostile = path.join(dir, "hundred-thousand-pages.pdf");
    fs.writeFileSync(hostile, repeatedPagePdf(100_000));
    const paper = path.join(dir, "paper.pdf");
    await writeVariedPaper(paper, 2);
    const dataDir = tempDir();
    // Bounded, so the main before the fix fails here instead of reading for hours.
    const run = (args: string[]) => spawnSync(process.execPath, [path.join(REPO_ROOT, "bin/distillate.js"), ...args], { encoding: "utf8", timeout: 4 * 60_000 });
    const result = run(["import", hostile, paper, "--json", "--data-dir", dataDir]);
    expect(result.signal, result.stderr).toBeNull();
    expect(result.status, result.stderr).toBe(2);
    const outcomes = result.stdout.trim().split("\n").map((line) => JSON.parse(line) as { file: string; status: string; pages: number | null; error: { name: string; message: string } | null });
    expect(outcomes.find((o) => o.file === hostile)).toMatchObject({
      status: "failed",
      error: { name: "PdfTooManyPagesError", message: `Cannot read ${hostile}: it has 100,000 pages, more than the 5,000 Distillate reads of one PDF. Split it into parts (e.g. by chapter) and import those.` },
    });
    expect(outcomes.find((o) => o.file === paper)).toMatchObject({ status: "imported", error: null });
    const papers = run(["papers", "--json", "--data-dir", dataDir]);
    expect(papers.status, papers.stderr).toBe(0);
    expect(JSON.parse(papers.stdout)).toHaveLength(1);
  });
});
