import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { startServe } from "../../support/browser.ts";
import { seedLargeLibrary } from "../../support/largeLibrary.ts";
import { tempDir } from "../../support/tempDir.ts";

const QAS = 100_000;

describe("distillate serve during a large export", () => {
  it("keeps answering other calls while the export runs", async () => {
    const dataDir = tempDir();
    const db = openDatabase(path.join(dataDir, "library.sqlite"));
    seedLargeLibrary(db, QAS);
    closeDatabase(db);
    const page = tempDir("distillate-page-");
    fs.writeFileSync(path.join(page, "index.html"), "<!doctype html><title>Distillate</title>");
    const serve = await startServe(dataDir, { DISTILLATE_RENDERER_DIR: page });
    try {
      const outDir = tempDir();
      let exportEnded = Number.POSITIVE_INFINITY;
      const exporting = serve.call("export.exportDataset", { format: "jsonl", out: path.join(outDir, "all.jsonl") }).then((result) => {
        exportEnded = performance.now();
        return result as { records: number };
      });
      // The export has begun once its temporary file exists.
      await expect.poll(() => fs.readdirSync(outDir).some((name) => name.endsWith(".partial"))).toBe(true);
      const exportBegan = performance.now();
      const calls: { start: number; end: number }[] = [];
      while (exportEnded === Number.POSITIVE_INFINITY) {
        const start = performance.now();
        await serve.call("library.dbInfo");
        calls.push({ start, end: performance.now() });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await exporting).records).toBe(QAS);
      const during = calls.filter((c) => c.start > exportBegan && c.end < exportEnded);
      const slowest = Math.max(...calls.map((c) => c.end - c.start));
      console.log(
        `export of ${QAS} QAs over HTTP: ${Math.round(exportEnded - exportBegan)} ms after its file appeared; ` +
          `${during.length} dbInfo calls answered meanwhile, slowest ${Math.round(slowest)} ms, median ${Math.round(median(calls.map((c) => c.end - c.start)))} ms`,
      );
      expect(during.length).toBeGreaterThanOrEqual(3);
      // Relative, not a fixed time: a call held up by the export used to wait for all of it (40 s
      // at 200,000 QAs), so no call may take more than a third of the export, however loaded the machine.
      expect(slowest).toBeLessThan((exportEnded - exportBegan) / 3);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
