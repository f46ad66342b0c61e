import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeGeneratedPdfs } from "../../support/generatedPdfs.ts";
import { REPO_ROOT, runCliProcess } from "../../support/runCliProcess.ts";
import { imagePdf, rawImage, scanPages } from "../../support/scannedPdfs.ts";
import { tempDir } from "../../support/tempDir.ts";

// Ctrl-C during `distillate import`: the paper stored before stays, the scans being read by OCR
// are not stored, and the command says what was kept and exits 130. It waits for the command's
// own progress lines (a paper imported, a scan's page read), never for a time.

describe("Ctrl-C during distillate import", () => {
  it("keeps the papers stored before, stores nothing half-read, and says so", async () => {
    const work = tempDir();
    const dataDir = tempDir();
    const pdfs = await writeGeneratedPdfs(work);
    const [page] = await scanPages(new Uint8Array(fs.readFileSync(pdfs.twoColumn)), { dpi: 150, pages: [1] });
    const scan = path.join(work, "scan.pdf");
    // Twelve pages, each one grey pixel apart in its corner: pages read once are kept by the
    // library (ocr-pages), so twelve identical pictures would be read once and the rest come back
    // at once, and the stop could land after the last page.
    const pageAt = (i: number) => {
      const data = Uint8Array.from(page!.data);
      data[i] = 128;
      return rawImage({ ...page!, data });
    };
    fs.writeFileSync(scan, imagePdf(Array.from({ length: 12 }, (_, i) => pageAt(i))));

    const child = spawn(process.execPath, [path.join(REPO_ROOT, "bin/distillate.js"), "import", pdfs.twoColumn, scan, "--data-dir", dataDir], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("close", (code, signal) => resolve({ code, signal })));
    let ended = false;
    void exited.then(() => (ended = true));
    const ready = () => /imported\s+#\d+\s+.*two-column\.pdf/.test(stdout) && /\] [1-9]\d* of 12 pages read/.test(stderr);
    const progressed = new Promise<void>((resolve) => {
      const check = () => (ready() || ended) && resolve();
      child.stdout.setEncoding("utf8").on("data", (text: string) => ((stdout += text), check()));
      child.stderr.setEncoding("utf8").on("data", (text: string) => ((stderr += text), check()));
      void exited.then(check);
    });
    await progressed;
    expect(ready()).toBe(true);
    child.kill("SIGINT");
    const { code, signal } = await exited;

    expect(signal).toBeNull();
    expect(code).toBe(130);
    expect(stderr).toContain("Import stopped: 1 paper imported before the stop stay in the library (listed above); the rest were not read.");
    // The killed parse is not reported as a failure of the scan.
    expect(stdout).not.toMatch(/FAILED/);
    const papers = JSON.parse(runCliProcess(["papers", "--json", "--data-dir", dataDir]).stdout) as { title: string }[];
    expect(papers).toHaveLength(1);
  });
});
