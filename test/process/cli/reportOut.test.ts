// `distillate report --out FILE` from a shell: the file named gets the report, written whole,
// and a name that is the library itself or a named pipe is refused before anything is written.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

const SOURCE = "Perovskite films were annealed at 150 °C for 10 min. Figure 2 shows the XRD pattern.";

describe("distillate report --out", () => {
  it("saves the report to a new file, but never over the library or into a named pipe", () => {
    const dir = tempDir();
    const data = path.join(dir, "data");
    const file = path.join(dir, "published.csv");
    fs.writeFileSync(file, `question,answer,passage\n"How long were the films annealed?","10 min.","${SOURCE}"\n`);
    const imported = runCliProcess(["--data-dir", data, "import-qas", file, "--source-field", "passage"]);
    expect(imported.code, imported.stderr).toBe(0);

    const library = path.join(data, "library.sqlite");
    const overLibrary = runCliProcess(["--data-dir", data, "report", "--run", "1", "--out", library]);
    expect(overLibrary.code).not.toBe(0);
    expect(overLibrary.stderr).toContain(`Not exporting to ${library}`);
    expect(fs.readFileSync(library).subarray(0, 15).toString("latin1")).toBe("SQLite format 3");
    const runs = runCliProcess(["--data-dir", data, "--json", "runs"]);
    expect(runs.code, runs.stderr).toBe(0);
    expect(JSON.parse(runs.stdout)).toEqual([expect.objectContaining({ id: 1 })]);

    // Written straight to its name, the report waited for a reader of the pipe that never came.
    const pipe = path.join(dir, "report.json");
    execFileSync("mkfifo", [pipe]);
    const intoPipe = runCliProcess(["--data-dir", data, "report", "--run", "1", "--out", pipe]);
    expect(intoPipe.code).not.toBe(0);
    expect(intoPipe.stderr).toContain(`${pipe}: it is a named pipe (FIFO), not a regular file`);
    expect(fs.lstatSync(pipe).isFIFO()).toBe(true);

    const saved = path.join(dir, "reports", "run-1.json");
    const written = runCliProcess(["--data-dir", data, "report", "--run", "1", "--out", saved]);
    expect(written.code, written.stderr).toBe(0);
    expect(JSON.parse(fs.readFileSync(saved, "utf8"))).toMatchObject({ counts: expect.any(Object), funnel: expect.any(Array) });
    // Only the report: no temporary file is left beside it.
    expect(fs.readdirSync(path.dirname(saved))).toEqual(["run-1.json"]);
  });
});
