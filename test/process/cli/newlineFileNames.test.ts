// Linux allows a line feed in a file name. The import prints one line per file so a batch can be
// followed or piped; a name holding a line feed must not print a line of its own that reads like
// another file's result (here a damaged PDF whose name forges an "imported" line).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ImportResultSchema } from "../../../src-main/contract/index.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { tempDir } from "../../support/tempDir.ts";

const FORGED = "notes\nimported   #7  forged.pdf (12 pages)\nx.pdf";
const GOOD = "good\npaper.pdf";

describe.skipIf(process.platform !== "linux")("file names holding a line feed", () => {
  it("keep each file's result on one line, the name shown with a visible escape, and --json exact", async () => {
    const folder = tempDir();
    await writeTablePaper(path.join(folder, GOOD));
    fs.writeFileSync(path.join(folder, FORGED), "%PDF-1.4\nnot really a PDF\n");
    const data = path.join(tempDir(), "data");
    const run = runCliProcess(["--data-dir", data, "import", folder]);
    expect(run.code, run.stderr).toBe(2);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines.filter((line) => line.startsWith("imported "))).toHaveLength(1);
    expect(lines.find((line) => line.startsWith("imported "))).toContain("good\\u000apaper.pdf");
    expect(lines.find((line) => line.startsWith("FAILED "))).toContain("notes\\u000aimported   #7  forged.pdf (12 pages)\\u000ax.pdf");
    expect(lines[2]).toMatch(/^1 imported, 0 already in the library, 1 failed;/);
    // The progress lines on stderr: one per file.
    expect(run.stderr.split("\n").filter((line) => line.includes("forged.pdf"))).toHaveLength(1);

    const again = runCliProcess(["--data-dir", path.join(tempDir(), "data"), "import", folder, "--json"]);
    const results = again.stdout.trim().split("\n").map((line) => ImportResultSchema.parse(JSON.parse(line)));
    expect(results.map((r) => path.basename(r.file)).sort()).toEqual([GOOD, FORGED].sort());
  });
});
