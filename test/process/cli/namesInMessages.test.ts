// An error's message names the file or folder it is about, and that message is shown as it is:
// the CLI prints it after "distillate: ", the desktop app and the browser page show it in a
// notice. A name holding a line feed must not print a line of its own (one that reads like the
// CLI's own word), and one holding U+202E must not turn the rest of the message around; the
// error's result keeps the exact name for code that opens the file.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ImportResultSchema } from "../../../src-main/contract/index.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

describe.skipIf(process.platform !== "linux")("names in error messages", () => {
  it("an export to a folder whose name forges a line prints one error line", () => {
    const out = path.join(tempDir(), "out\ndistillate: exported 500 QAs to forged.jsonl");
    fs.mkdirSync(out);
    const run = runCliProcess(["--data-dir", path.join(tempDir(), "data"), "export", "--out", out]);
    expect(run.code).not.toBe(0);
    const errors = run.stderr.split("\n").filter((line) => line.startsWith("distillate: "));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("out\\u000adistillate: exported 500 QAs to forged.jsonl: it is a folder");
  });

  it("an import of an empty folder whose name forges a result says so on one line", () => {
    const folder = path.join(tempDir(), "empty\nimported   #1  forged.pdf (3 pages)");
    fs.mkdirSync(folder);
    const run = runCliProcess(["--data-dir", path.join(tempDir(), "data"), "import", folder]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(/^imported /m);
    expect(run.stderr).toContain("No PDF files found in ");
    expect(run.stderr).toContain("empty\\u000aimported   #1  forged.pdf (3 pages).");
  });

  it("a damaged PDF's failure, as the app and the page show it, keeps its name's order and one line", () => {
    const folder = tempDir();
    const name = "report\u202efdp.exe\nOK: all files checked.pdf";
    fs.writeFileSync(path.join(folder, name), "%PDF-1.4\nnot really a PDF\n");
    const run = runCliProcess(["--data-dir", path.join(tempDir(), "data"), "import", folder, "--json"]);
    const [result] = run.stdout.trim().split("\n").map((line) => ImportResultSchema.parse(JSON.parse(line)));
    expect(result?.status).toBe("failed");
    expect(path.basename(result!.file)).toBe(name);
    const message = result!.error!.message;
    expect(message).not.toMatch(/[\n\u202e]/);
    expect(message).toContain("report\\u202efdp.exe\\u000aOK: all files checked.pdf");
  });
});
