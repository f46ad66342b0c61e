import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServe } from "../../support/browser.ts";
import { tempDir } from "../../support/tempDir.ts";

const ROWS = 100_000;
const RULE_FILTERS = ["context-dependence", "definitional"];

function writeQas(file: string, count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) lines.push(JSON.stringify({ question: `Which annealing time gave grain size number ${i} in series ${i % 7}?`, answer: `Run ${i} took ${(i % 50) + 5} minutes.` }));
  fs.writeFileSync(file, lines.join("\n") + "\n");
  return file;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

type Imported = { runId: number; qas: number; status: string };

describe("distillate serve during a large QA import", () => {
  it("keeps answering other calls while 100,000 rows import, and a cancel stops the import as a resumable run", async () => {
    const dataDir = tempDir();
    const page = tempDir("distillate-page-");
    fs.writeFileSync(path.join(page, "index.html"), "<!doctype html><title>Distillate</title>");
    const work = tempDir();
    const file = writeQas(path.join(work, "qas.jsonl"), ROWS);
    const serve = await startServe(dataDir, { DISTILLATE_RENDERER_DIR: page });
    try {
      let ended = Number.POSITIVE_INFINITY;
      const began = performance.now();
      const importing = serve.call("qaImport.importQas", { file, filters: RULE_FILTERS }).then((result) => {
        ended = performance.now();
        return result as Imported;
      });
      const calls: { start: number; end: number }[] = [];
      while (ended === Number.POSITIVE_INFINITY) {
        const start = performance.now();
        await serve.call("library.dbInfo");
        calls.push({ start, end: performance.now() });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const imported = await importing;
      const during = calls.filter((c) => c.start > began && c.end < ended);
      const slowest = Math.max(...calls.map((c) => c.end - c.start));
      console.log(
        `import of ${ROWS} rows over HTTP: ${Math.round(ended - began)} ms; ${during.length} dbInfo calls answered meanwhile, ` +
          `slowest ${Math.round(slowest)} ms, median ${Math.round(median(calls.map((c) => c.end - c.start)))} ms`,
      );
      expect(during.length).toBeGreaterThanOrEqual(3);
      // Relative, not a fixed time: on main a call waited for the whole import.
      expect(slowest).toBeLessThan((ended - began) / 3);
      expect(imported).toMatchObject({ qas: ROWS, status: "completed" });

      // A second copy, cancelled from another call once it has stored something.
      const second = serve.call("qaImport.importQas", { file, filters: RULE_FILTERS, again: true }) as Promise<Imported>;
      let runId: number | undefined;
      await expect
        .poll(async () => {
          const runs = (await serve.call("runs.listRuns")) as { id: number; status: string; qas: { total: number } }[];
          const running = runs.find((r) => r.status === "running" && r.qas.total > 0);
          runId = running?.id;
          return runId !== undefined;
        })
        .toBe(true);
      await serve.call("runs.cancel", runId!);
      const cancelled = await second;
      expect(cancelled).toMatchObject({ runId, status: "cancelled" });
      expect(cancelled.qas).toBeLessThan(ROWS);
      await serve.call("runs.resumeRun", runId!);
      await expect.poll(async () => ((await serve.call("runs.getRun", runId!)) as { status: string }).status).toBe("completed");
      expect(((await serve.call("runs.getRun", runId!)) as { qas: { total: number } }).qas.total).toBe(ROWS);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });
});
