// A symbolic link named as `--out` (export and report): the file it points at gets the new
// content and the link stays, as a shell's `>` or `cp` would do; a link that leads nowhere is
// refused in words. On main the rename at the end of the write replaced the link itself (the
// link lost, its file left stale) and a dangling link simply became a regular file.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

const SOURCE = "Perovskite films were annealed at 150 °C for 10 min. Figure 2 shows the XRD pattern.";

function libraryWithOneRun(dir: string): string {
  const data = path.join(dir, "data");
  const file = path.join(dir, "published.csv");
  fs.writeFileSync(file, `question,answer,passage\n"How long were the films annealed?","10 min.","${SOURCE}"\n`);
  const imported = runCliProcess(["--data-dir", data, "import-qas", file, "--source-field", "passage"]);
  expect(imported.code, imported.stderr).toBe(0);
  return data;
}

describe("a symbolic link named as the file to write", () => {
  it("export and report --out write through a link to the file it names, and the link stays a link", () => {
    const dir = tempDir();
    const data = libraryWithOneRun(dir);
    const real = path.join(dir, "datasets", "week-49.jsonl");
    fs.mkdirSync(path.dirname(real));
    fs.writeFileSync(real, "last week's dataset\n");
    const link = path.join(dir, "latest.jsonl");
    fs.symlinkSync(path.relative(dir, real), link);

    const exported = runCliProcess(["export", "--out", link, "--data-dir", data]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.readlinkSync(link)).toBe(path.join("datasets", "week-49.jsonl"));
    const lines = fs.readFileSync(real, "utf8").trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ question: "How long were the films annealed?" });

    const reportFile = path.join(dir, "datasets", "report.json");
    fs.writeFileSync(reportFile, "{}\n");
    const reportLink = path.join(dir, "report.json");
    fs.symlinkSync(reportFile, reportLink);
    const reported = runCliProcess(["--data-dir", data, "report", "--run", "1", "--out", reportLink]);
    expect(reported.code, reported.stderr).toBe(0);
    expect(fs.lstatSync(reportLink).isSymbolicLink()).toBe(true);
    expect(JSON.parse(fs.readFileSync(reportFile, "utf8"))).toMatchObject({ counts: expect.any(Object), funnel: expect.any(Array) });
  });

  it("a link that leads nowhere, or round a loop, is refused in words and nothing is created", () => {
    const dir = tempDir();
    const data = libraryWithOneRun(dir);
    const missing = path.join(dir, "unmounted", "qa.jsonl");
    const dangling = path.join(dir, "qa.jsonl");
    fs.symlinkSync(missing, dangling);
    const refused = runCliProcess(["export", "--out", dangling, "--data-dir", data]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Not exporting to ${dangling}: it is a symbolic link that points at ${missing}, where there is nothing. Nothing was written`);
    expect(fs.lstatSync(dangling).isSymbolicLink()).toBe(true);
    expect(fs.existsSync(path.dirname(missing))).toBe(false);

    const loop = path.join(dir, "loop.json");
    fs.symlinkSync(loop, loop);
    const report = runCliProcess(["--data-dir", data, "report", "--run", "1", "--out", loop]);
    expect(report.code).toBe(1);
    expect(report.stderr).toContain(`Not exporting to ${loop}: it is a symbolic link that goes round a loop of links`);
    expect(fs.readlinkSync(loop)).toBe(loop);
  });

  // Round 26: where a dangling link points is the link maker's text, a line feed and a bidi
  // override included. On main it stood raw in the error: a second line of stderr that read like
  // another result, and the rest of the line turned around.
  it("a link that leads nowhere names where it points on one line, its controls escaped", () => {
    const dir = tempDir();
    const data = libraryWithOneRun(dir);
    const missing = path.join(dir, "gone\nexported 1 QA to qa.jsonl\u202elnosj", "qa.jsonl");
    const dangling = path.join(dir, "qa.jsonl");
    fs.symlinkSync(missing, dangling);
    const refused = runCliProcess(["export", "--out", dangling, "--data-dir", data]);
    expect(refused.code).toBe(1);
    const shown = path.join(dir, "gone\\u000aexported 1 QA to qa.jsonl\\u202elnosj", "qa.jsonl");
    expect(refused.stderr).toContain(`it is a symbolic link that points at ${shown}, where there is nothing. Nothing was written`);
    expect(refused.stderr).not.toMatch(/\nexported 1 QA|\u202e/);
    expect(fs.lstatSync(dangling).isSymbolicLink()).toBe(true);
  });
});
