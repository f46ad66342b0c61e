import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { partialPathFor } from "../../../src-main/core/export/exportPartials.ts";
import { seedLargeLibrary } from "../../support/largeLibrary.ts";
import { seedReviewLibrary } from "../../support/reviewData.ts";
import { REPO_ROOT, runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

/** Every file under `folder` with its bytes: what must not change. */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files[path.relative(folder, path.join(entry.parentPath, entry.name))] = fs.readFileSync(path.join(entry.parentPath, entry.name), "latin1");
  }
  return files;
}

describe("a folder export killed with SIGKILL (child process)", () => {
  it("leaves the earlier export whole, and the next export removes what it left and says so, sparing a live export's folder", async () => {
    const dataDir = tempDir();
    const db = openDatabase(path.join(dataDir, "library.sqlite"));
    const small = seedReviewLibrary(db, 2, 3);
    seedLargeLibrary(db, 20_000);
    closeDatabase(db);
    const outDir = tempDir();
    const target = path.join(outDir, "dataset");
    const fewPapers = ["--papers", small.paperIds.join(",")];
    const exportArgs = (...selection: string[]) => ["export", "--format", "huggingface", "--preset", "all", ...selection, "--out", target, "--data-dir", dataDir];
    expect(runCliProcess(exportArgs(...fewPapers)).code).toBe(0);
    const earlier = snapshot(target);

    // Killed while the 20,000-QA export is under way: its temporary folder exists.
    const child = spawn(process.execPath, [path.join(REPO_ROOT, "bin/distillate.js"), ...exportArgs()], { stdio: "ignore" });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
    const partials = () => fs.readdirSync(outDir).filter((name) => name.endsWith(".partial"));
    await expect.poll(partials, { timeout: 10 * 60_000 }).toHaveLength(1);
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    const [left] = partials();
    expect(snapshot(target)).toEqual(earlier);

    // Another export under way (this test's own process owns the name) and a folder of the user's named alike.
    const live = partialPathFor(target);
    fs.mkdirSync(live);
    const usersOwn = path.join(outDir, ".dataset.mine.partial");
    fs.mkdirSync(usersOwn);
    const next = runCliProcess(exportArgs(...fewPapers));
    expect(next.stderr).not.toContain("distillate:");
    expect(next.code).toBe(0);
    expect(next.stdout).toContain(`removed 1 unfinished export(s) that an export killed earlier had left beside the target: ${left}`);
    expect(fs.readdirSync(outDir).sort()).toEqual([".dataset.mine.partial", path.basename(live), "dataset", "dataset.report.json"].sort());
    expect(Object.keys(snapshot(target)).sort()).toEqual(Object.keys(earlier).sort());
  });
});
