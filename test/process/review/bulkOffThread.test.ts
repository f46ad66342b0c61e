import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppEvent } from "../../../src-main/contract/events.ts";
import type { BulkDecision } from "../../../src-main/contract/bulkUndo.ts";
import type { ReviewCounts } from "../../../src-main/contract/review.ts";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { seedLargeLibrary } from "../../support/largeLibrary.ts";
import { tempDir } from "../../support/tempDir.ts";
import { callService } from "../../support/callService.ts";

// Keeping 100,000 QAs at once and undoing it by its token, through the dispatcher every transport uses: the
// write runs in a worker thread, so the app keeps answering while it runs.

const QAS = 100_000;
/**
 * Answers needed while the write runs. Calls go one after another with a timer between them, so
 * a write blocking the thread lets at most one through (the one already waiting when it ends).
 */
const ANSWERS_DURING = 3;

let core: Core;
let events: AppEvent[];
beforeEach(() => {
  core = createCore({ dataDir: tempDir() });
  seedLargeLibrary(core.db(), QAS);
  events = [];
  core.events.subscribe((event) => events.push(event));
});
afterEach(() => core.closeAsync());

const call = <T>(method: string, ...args: unknown[]) => callService<T>(core.services, method, args);

/** Calls `method` again and again until `running` settles; for each answer, whether the bulk action was still running then. */
async function answersDuring(running: Promise<unknown>, method: string, ...args: unknown[]) {
  let done = false;
  void running.finally(() => (done = true)).catch(() => undefined);
  const answers: { overlapped: boolean }[] = [];
  while (!done) {
    await call(method, ...args);
    answers.push({ overlapped: !done });
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return answers;
}

describe("bulk review actions on 100,000 QAs", () => {
  it("keep every QA while other calls keep answering, then undo brings every QA back", async () => {
    const ids = await call<number[]>("review.ids", {});
    expect(ids).toHaveLength(QAS);
    // One QA already has its own state: the undo must bring back exactly that.
    // The labels ride along untouched when the worker keeps and restores the QA.
    const labels = { contextWrong: true, answerCorrect: "no", answerable: false, question: "Which film was annealed?", context: "Table 2 only.", note: "figure 3 disagrees" } as const;
    const dropped = { decision: "drop", answer: null, type: null, difficulty: null, ...labels };
    await call("review.annotate", ids[7], { decision: "drop", ...labels });
    events = [];

    const deciding = call<BulkDecision>("review.bulkDecide", ids, "keep");
    const [info, page] = await Promise.all([answersDuring(deciding, "library.dbInfo"), answersDuring(deciding, "review.query", { query: { queue: "pending" }, limit: 50 })]);
    const decided = await deciding;
    for (const answers of [info, page]) {
      const during = answers.filter((a) => a.overlapped);
      expect(during.length, "calls answered while the bulk decision ran").toBeGreaterThanOrEqual(ANSWERS_DURING);
    }
    expect(decided).toEqual({ changed: QAS, undo: expect.any(String) });
    expect(await call("review.get", ids[7])).toMatchObject({ review: { ...dropped, decision: "keep" } });
    expect(await call<ReviewCounts>("review.counts", {})).toMatchObject({ total: QAS, kept: QAS, pending: 0 });
    expect(events.filter((e) => e.type === "review.changed")).toHaveLength(1);

    const restoring = call<void>("review.undoBulk", decided.undo);
    const duringUndo = await answersDuring(restoring, "library.dbInfo");
    await restoring;
    expect(duringUndo.filter((a) => a.overlapped).length, "calls answered while the undo ran").toBeGreaterThanOrEqual(ANSWERS_DURING);
    expect(await call<ReviewCounts>("review.counts", {})).toMatchObject({ total: QAS, kept: 0, dropped: 1, pending: QAS - 1 });
    expect(await call("review.get", ids[7])).toMatchObject({ review: dropped });
    expect(events.filter((e) => e.type === "review.changed")).toHaveLength(2);
  });

  it("a bulk action naming a QA removed meanwhile changes nothing and says which", async () => {
    const ids = await call<number[]>("review.ids", {});
    await expect(call("review.bulkDecide", [...ids.slice(0, 9_999), 999_999_999], "drop")).rejects.toMatchObject({ name: "QaNotFoundError" });
    expect(await call<ReviewCounts>("review.counts", {})).toMatchObject({ dropped: 0, pending: QAS });
  });
});
