import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { startServe } from "../../support/browser.ts";
import { seedLargeLibrary } from "../../support/largeLibrary.ts";
import { tempDir } from "../../support/tempDir.ts";

const QAS = 20_000;

/** What a user would check after the app quit: the library opens, is whole, and holds every QA. */
function libraryState(dataDir: string): { integrity: string; qas: number } {
  const db = openDatabase(path.join(dataDir, "library.sqlite"));
  try {
    const integrity = (db.prepare("PRAGMA integrity_check").pluck().get() as string) ?? "";
    const qas = db.prepare("SELECT count(*) FROM qa_items").pluck().get() as number;
    return { integrity, qas };
  } finally {
    closeDatabase(db);
  }
}

function startedServe(dataDir: string): ReturnType<typeof startServe> {
  const page = tempDir("distillate-page-");
  fs.writeFileSync(path.join(page, "index.html"), "<!doctype html><title>Distillate</title>");
  return startServe(dataDir, { DISTILLATE_RENDERER_DIR: page });
}

// Quitting while an export and a report are running in their worker threads: the process waits
// for every worker to end before it exits (a worker torn down mid-write used to abort the process),
// the export leaves no half-written file, and the library is untouched.
describe("quitting serve in the middle of an export and a report", () => {
  it("exits cleanly, leaves no partial export, and the library is whole", async () => {
    const dataDir = tempDir();
    const db = openDatabase(path.join(dataDir, "library.sqlite"));
    seedLargeLibrary(db, QAS);
    closeDatabase(db);
    const serve = await startedServe(dataDir);
    const outDir = tempDir();
    const target = path.join(outDir, "all.jsonl");
    const exporting = serve.call("export.exportDataset", { format: "jsonl", out: target }).then(
      () => "finished",
      (error: unknown) => String(error),
    );
    const reporting = serve.call("report.build").then(
      () => "finished",
      (error: unknown) => String(error),
    );
    // Quit once the export's temporary file exists: both are then under way in their workers.
    await expect.poll(() => fs.readdirSync(outDir).some((name) => name.endsWith(".partial")), { timeout: 120_000 }).toBe(true);
    const quitAt = performance.now();
    const code = await serve.stop();
    console.log(`serve quit ${Math.round(performance.now() - quitAt)} ms after SIGTERM, with an export and a report of ${QAS} QAs under way`);
    // 0, not null: a process killed by its own abort (SIGABRT/SIGTRAP) has no exit code.
    expect(code, serve.stderr()).toBe(0);
    await Promise.all([exporting, reporting]);
    const left = fs.readdirSync(outDir);
    expect(left.filter((name) => name.endsWith(".partial"))).toEqual([]);
    // Either the export finished whole before the quit, or nothing was written.
    if (left.includes("all.jsonl")) expect(fs.readFileSync(target, "utf8").trimEnd().split("\n")).toHaveLength(QAS);
    expect(libraryState(dataDir)).toEqual({ integrity: "ok", qas: QAS });
    // The next start opens the same library and answers.
    const again = await startedServe(dataDir);
    try {
      const info = await again.call("library.dbInfo");
      expect(info).toMatchObject({ path: path.join(dataDir, "library.sqlite") });
    } finally {
      expect(await again.stop()).toBe(0);
    }
  });
});
