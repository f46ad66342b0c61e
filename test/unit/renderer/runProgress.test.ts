import { describe, expect, it } from "vitest";
import type { RunSummary } from "../../../src-main/contract/pipeline.ts";
import { runActions, runLine } from "../../../src-renderer/src/features/runs/runProgress.ts";

const summary: RunSummary = {
  id: 4,
  strategy: "sciqag",
  promptVersion: "1",
  status: "paused",
  model: { name: "tiny", sha256: null, quantization: null },
  seed: 1,
  settings: {},
  papers: 2,
  items: { pending: 3, running: 0, done: 6, failed: 1, cancelled: 0 },
  qas: { total: 60, accepted: 50, rejected: 10, toReview: 40 },
  tokens: { prompt: 0, evaluated: 0, generated: 2000 },
  createdAt: "2025-01-01T00:00:00Z",
  startedAt: "2025-01-01T00:00:00Z",
  finishedAt: "2025-01-01T00:00:20Z",
  error: null,
  outcome: "paused",
  retryOf: null,
  retriedBy: [],
  contextSizeUsed: 8192,
  modelId: 1,
  engine: { lanes: 2, contextSize: 8192 },
  judgeModelId: null,
  embedderModelId: null,
};

describe("run lines", () => {
  it("shows the stored summary with the run's average rate", () => {
    expect(runLine(summary)).toEqual({
      status: "paused",
      outcome: "paused",
      done: 6,
      failed: 1,
      total: 10,
      qas: 60,
      qaCounts: { total: 60, accepted: 50, rejected: 10, toReview: 40 },
      tokens: { prompt: 0, evaluated: 0, generated: 2000 },
      percent: 70,
      inFlight: [],
      partial: 0,
      tokensPerSecond: 100,
      etaSeconds: null,
      error: null,
      live: false,
    });
  });

  it("prefers live progress while the run executes", () => {
    const line = runLine(summary, {
      runId: 4, status: "running", total: 10, done: 8, failed: 1, pending: 1, qas: 80, tokensPerSecond: 42, etaSeconds: 30, lastError: null,
      qaCounts: { total: 80, accepted: 70, rejected: 10, toReview: 80 }, tokens: { prompt: 900, evaluated: 800, generated: 2400 },
      outcome: "running", percent: 94,
      inFlight: [{ itemId: 9, paperId: 2, label: "Whole paper", paperName: "A paper", tokens: 400, expectedTokens: 1000, estimated: true }],
    });
    expect(line).toMatchObject({ status: "running", done: 8, qas: 80, tokensPerSecond: 42, etaSeconds: 30, live: true, percent: 94 });
    // The details follow the same event as the headline: QAs by verdict and review, and tokens.
    expect(line.qaCounts).toEqual({ total: 80, accepted: 70, rejected: 10, toReview: 80 });
    expect(line.tokens.generated).toBe(2400);
    // The bar draws the in-flight share the percentage counts: 8 done + 1 failed + 0.4 of the item writing = 94%.
    expect(line.partial).toBeCloseTo(0.4);
  });

  it("tells a completed run that made nothing, or had failures, from a plain completed one", () => {
    const done = { ...summary, status: "completed" as const, items: { pending: 0, running: 0, done: 10, failed: 0, cancelled: 0 } };
    expect(runLine({ ...done, qas: { total: 0, accepted: 0, rejected: 0, toReview: 0 } }).outcome).toBe("completed-no-qas");
    // QAs the filters all rejected are no more a result than none: the same outcome.
    expect(runLine({ ...done, qas: { total: 10, accepted: 0, rejected: 10, toReview: 10 } }).outcome).toBe("completed-no-qas");
    expect(runLine({ ...done, items: { ...done.items, done: 2, failed: 8 } }).outcome).toBe("completed-with-failures");
    expect(runLine(done).outcome).toBe("completed");
    // 2 done and 8 failed: the bar is full (done plus hatched failures), and so is the headline.
    expect(runLine({ ...done, items: { ...done.items, done: 2, failed: 8 } }).percent).toBe(100);
  });

  it("enables the buttons a state allows", () => {
    expect(runActions("running", { pending: 3, running: 2, failed: 0 })).toMatchObject({ pause: true, cancel: true, resume: false, retryFailed: false });
    expect(runActions("paused", { pending: 3, running: 0, failed: 1 })).toMatchObject({ pause: false, cancel: true, resume: true, retryFailed: true, retryable: 1 });
    expect(runActions("completed", { pending: 0, running: 0, failed: 2 })).toMatchObject({ pause: false, cancel: false, resume: false, retryFailed: true });
    expect(runActions("cancelled", { pending: 0, running: 0, failed: 0 })).toMatchObject({ pause: false, cancel: false, resume: false, retryFailed: false });
    expect(runActions("failed", { pending: 4, running: 1, failed: 0 }).resume).toBe(true);
  });

  it("offers a retry of a run that stopped before its items, and says why when there is none", () => {
    // A run whose model could not be reached failed with every item still to run: they are what a retry runs.
    expect(runActions("failed", { pending: 3, running: 0, failed: 0 })).toMatchObject({ retryFailed: true, retryable: 3, retryWhyNot: null });
    // Resume would ask the same model again: it says so, and names the way to another model.
    expect(runActions("failed", { pending: 3, running: 0, failed: 0 }).resumeHint).toMatch(/this run's own model.*another model, use Retry failed…/);
    expect(runActions("paused", { pending: 3, running: 0, failed: 0 }).resumeHint).not.toMatch(/another model/);
    expect(runActions("completed", { pending: 0, running: 0, failed: 0 })).toMatchObject({ retryFailed: false, retryWhyNot: "No item failed, so there is nothing to retry." });
    expect(runActions("running", { pending: 1, running: 1, failed: 2 })).toMatchObject({ retryFailed: false, retryWhyNot: "Retry once the run has stopped." });
  });
});
