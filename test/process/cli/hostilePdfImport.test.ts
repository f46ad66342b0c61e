import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeVariedPaper } from "../../support/generatedPdfs.ts";
import { compressedBombPdf, repeatedPagePdf } from "../../support/hostilePdfs.ts";
import { REPO_ROOT } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

// On main before the fix this batch did not end: the 600 KB file's 100,000 pages were read one
// by one (over 5 minutes, 6 GB, on a busy 2-core machine), holding up the good paper behind it;
// and a 1 MB file whose page unpacks to 1 GB was read for 4 minutes into 2.4 GB.
describe("small PDFs built to exhaust the reader, among a good paper", () => {
  it("are refused by their page count and by what their streams unpack to; the good paper is imported (exit 2)", async () => {
    const dir = tempDir();
    const pages = path.join(dir, "hundred-thousand-pages.pdf");
    fs.writeFileSync(pages, repeatedPagePdf(100_000));
    const bomb = path.join(dir, "unpacks-to-70-MB.pdf");
    fs.writeFileSync(bomb, compressedBombPdf(70_000_000, 2));
    const paper = path.join(dir, "paper.pdf");
    await writeVariedPaper(paper, 2);
    const dataDir = tempDir();
    // Bounded, so the main before the fix fails here instead of reading for hours.
    const run = (args: string[]) => spawnSync(process.execPath, [path.join(REPO_ROOT, "bin/distillate.js"), ...args], { encoding: "utf8", timeout: 4 * 60_000 });
    const result = run(["import", pages, bomb, paper, "--json", "--data-dir", dataDir]);
    expect(result.signal, result.stderr).toBeNull();
    expect(result.status, result.stderr).toBe(2);
    const outcomes = result.stdout.trim().split("\n").map((line) => JSON.parse(line) as { file: string; status: string; error: { name: string; message: string } | null });
    expect(outcomes.find((o) => o.file === pages)).toMatchObject({
      status: "failed",
      error: { name: "PdfTooManyPagesError", message: `Cannot read ${pages}: it has 100,000 pages, more than the 5,000 Distillate reads of one PDF. Split it into parts (e.g. by chapter) and import those.` },
    });
    expect(outcomes.find((o) => o.file === bomb)).toMatchObject({ status: "failed", error: { name: "PdfUnpacksTooLargeError" } });
    expect(outcomes.find((o) => o.file === bomb)!.error!.message).toMatch(/^Cannot read .*unpacks-to-70-MB\.pdf: a stream in it \(at byte \d+\) unpacks to more than the 64 MB Distillate reads of one stream\./);
    expect(outcomes.find((o) => o.file === paper)).toMatchObject({ status: "imported", error: null });
    const papers = run(["papers", "--json", "--data-dir", dataDir]);
    expect(papers.status, papers.stderr).toBe(0);
    expect(JSON.parse(papers.stdout)).toHaveLength(1);
  });
});
