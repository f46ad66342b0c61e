// Runs started in the background (the desktop and browser UI's way), on the suite's tiny model:
// progress and status events, per-paper progress, pause and resume, and a failure nobody awaits.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEvent } from "../../src-main/contract/events.ts";
import { createCore, type Core } from "../../src-main/core/createCore.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { TEST_THREADS, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDirForSuite } from "../support/tempDir.ts";
import { collectEvents, runEnded, runProgress, type CollectedEvents } from "./support/collectEvents.ts";
import { withSuiteInstallSecret } from "../support/suiteInstallSecret.ts";

let dir: string;
let core: Core;
let model: string;
let events: CollectedEvents;

// Three items per paper, two papers: six items, each a short generation.
const request = () => ({ strategy: "retchem", model, lanes: 1, perplexityShift: false, settings: { factual: 1, reasoning: 1, trueFalse: 1, synthesis: false } });

beforeAll(async () => {
  dir = tempDirForSuite();
  const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
  model = writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 });
  core = createCore(withSuiteInstallSecret({ dataDir: path.join(dir, "data"), llm: { backend: "cpu", threads: TEST_THREADS } }));
  await core.services.imports.importPapers([pdfs.twoColumn, pdfs.lineNumbered]);
  events = collectEvents(core.events);
});

afterAll(async () => {
  events.stop();
  await core.closeAsync();
});

const changes = (runId: number) => events.all.filter((e) => e.type === "runs.changed" && e.runId === runId).length;

describe("startRun", () => {
  it("returns once the plan is stored, then publishes progress up to the completed run", async () => {
    const { runs, export: exporter } = core.services;
    const started = await runs.startRun(request());
    expect(started.items).toBe(6);
    // Nothing has generated yet: the call came back before the run did its work.
    const atReturn = await runs.getRun(started.runId);
    expect(atReturn.items).toMatchObject({ done: 0, pending: 6 });
    expect(atReturn.status).not.toBe("completed");

    await events.next(runEnded(started.runId));
    const progress = runProgress(events.all, started.runId);
    expect(progress.at(-1)).toMatchObject({ status: "completed", done: 6, total: 6, pending: 0 });
    for (let i = 1; i < progress.length; i++) expect(progress[i]!.done).toBeGreaterThanOrEqual(progress[i - 1]!.done);
    expect(progress.slice(0, -1).every((p) => p.status === "running")).toBe(true);
    // Planned, started, completed.
    expect(changes(started.runId)).toBeGreaterThanOrEqual(3);

    const run = await runs.getRun(started.runId);
    expect(run.status).toBe("completed");
    const papers = await runs.runPapers(started.runId);
    expect(papers).toHaveLength(2);
    expect(papers.every((p) => p.total === 3 && p.done === 3 && p.pending === 0 && p.failed === 0 && p.name)).toBe(true);
    expect(papers.reduce((sum, p) => sum + p.qas, 0)).toBe(run.qas.total);
    expect(new Set(papers.map((p) => p.paperId))).toEqual(new Set((await core.services.library.listPapers()).map((p) => p.id)));

    // The same QAs, previewed for export: the head of the whole export.
    const query = { runIds: [started.runId] };
    const preview = await exporter.exportPreview({ format: "json", query });
    expect(preview.count).toBe(await exporter.countExport(query));
    expect(preview.count).toBe(run.qas.total);
    const content = await exporter.exportContent({ format: "json", query });
    expect(JSON.parse(preview.text)).toEqual((JSON.parse(content.text) as unknown[]).slice(0, 3));
    const lines = (await exporter.exportContent({ format: "jsonl", query })).text.split("\n").filter(Boolean);
    expect((await exporter.exportPreview({ format: "jsonl", query, limit: 2 })).text.split("\n").filter(Boolean)).toEqual(lines.slice(0, 2));
  });

  it("rejects an unknown model without storing a run", async () => {
    const before = (await core.services.runs.listRuns()).length;
    await expect(core.services.runs.startRun({ ...request(), model: "999" })).rejects.toMatchObject({ name: "ModelNotFoundError" });
    expect(await core.services.runs.listRuns()).toHaveLength(before);
  });

  it("stores and publishes an error that stops a background run (the model file vanished after it was registered)", async () => {
    const copy = path.join(dir, "vanishing.gguf");
    fs.copyFileSync(model, copy);
    const { model: registered } = await core.services.models.add(copy);
    fs.rmSync(copy);
    const started = await core.services.runs.startRun({ ...request(), model: String(registered.id) });
    const failure = await events.next((e): e is Extract<AppEvent, { type: "run.error" }> => e.type === "run.error" && e.runId === started.runId);
    expect(failure.error).toMatchObject({ name: "ModelLoadError", message: expect.stringContaining("does not exist") });
    const run = await core.services.runs.getRun(started.runId);
    expect(run.status).toBe("failed");
    expect(run.error).toEqual(failure.error);
    expect(runProgress(events.all, started.runId).at(-1)).toMatchObject({ status: "failed", done: 0, lastError: failure.error });
    expect(changes(started.runId)).toBeGreaterThanOrEqual(2);
    // Nothing is left reserved: the run can be resumed (and fails the same way, in the call this time).
    await core.services.runs.resumeRun(started.runId);
    await events.next((e) => e.type === "run.error" && e.runId === started.runId && e !== failure);
  });
});

describe("pause and resumeRun", () => {
  it("pauses a background run after the item in flight and resumes it to the end", async () => {
    const { runs } = core.services;
    let pausing: Promise<void> | undefined;
    let runId = 0;
    const stop = core.events.subscribe((e) => {
      if (e.type === "run.progress" && e.progress.runId === runId && e.progress.done >= 1 && !pausing) pausing = runs.pause(runId);
    });
    const started = await runs.startRun(request());
    runId = started.runId;
    const paused = await events.next(runEnded(runId));
    stop();
    await pausing;
    // It stops after the items in flight: how many finished depends on how far the next item got
    // while the pause was on its way (a busy machine lets it get further), never on losing any.
    const { progress } = paused as Extract<AppEvent, { type: "run.progress" }>;
    expect(progress.status).toBe("paused");
    expect(progress.done).toBeGreaterThanOrEqual(1);
    expect(progress.pending).toBeGreaterThan(0);
    expect(progress.done + progress.pending).toBe(6);
    expect((await runs.getRun(runId)).status).toBe("paused");

    await runs.resumeRun(runId);
    // Already executing again in this process: a second resume is refused at once.
    await expect(runs.resumeRun(runId)).rejects.toMatchObject({ name: "RunAlreadyRunningError" });
    await events.next(runEnded(runId, "completed"));
    expect(await runs.getRun(runId)).toMatchObject({ status: "completed", items: { done: 6, pending: 0, running: 0 } });
    await expect(runs.resumeRun(123_456)).rejects.toThrow(/There is no run 123456/);
  });
});
