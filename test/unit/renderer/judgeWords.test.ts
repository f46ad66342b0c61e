import { describe, expect, it } from "vitest";
import type { JudgeProgress } from "../../../src-main/contract/judge.ts";
import { judgeErrorText, judgeIntro, previewText, progressText } from "../../../src-renderer/src/features/judge/judgeWords.ts";

const progress = (over: Partial<JudgeProgress>): JudgeProgress => ({
  runId: 3,
  status: "running",
  total: 40,
  done: 0,
  failed: 0,
  alreadyJudged: 0,
  belowThreshold: 0,
  tokens: { prompt: 0, evaluated: 0, generated: 0 },
  judge: { name: "judge", sha256: "ab".repeat(32) },
  lastError: null,
  ...over,
});

describe("what the judge dialog says", () => {
  it("says before starting how many QAs are graded and how many this model already judged", () => {
    expect(previewText({ selected: 40, alreadyJudged: 0, known: true })).toBe("40 QAs to judge.");
    expect(previewText({ selected: 40, alreadyJudged: 12, known: true })).toBe("28 QAs to judge. 12 this model already judged will be skipped.");
    expect(previewText({ selected: 1, alreadyJudged: 1, known: true })).toMatch(/^This model already judged this QA: nothing is graded again/);
    expect(previewText({ selected: 40, alreadyJudged: 40, known: true })).toMatch(/already judged all 40 QAs/);
    expect(previewText({ selected: 0, alreadyJudged: 0, known: true })).toMatch(/^Nothing to judge/);
    expect(previewText({ selected: 5, alreadyJudged: 0, known: false })).toMatch(/still being checked/);
  });

  it("counts QAs as they are judged, failures included, and sums up the outcome", () => {
    expect(progressText(progress({ done: 12 }))).toBe("Judging QAs: 12 of 40");
    expect(progressText(progress({ done: 11, failed: 1 }))).toBe("Judging QAs: 12 of 40, 1 could not be judged");
    expect(progressText(progress({ status: "completed", done: 40, belowThreshold: 3, alreadyJudged: 2 }))).toBe("Judged 40 QAs. 3 fell below a minimum and are now rejected. 2 judged before were skipped.");
    expect(progressText(progress({ status: "cancelled", done: 7 }))).toBe("Judging stopped after 7 QAs; the scores given so far are kept.");
    expect(progressText(progress({ status: "failed", failed: 40, lastError: { name: "ContextOverflowError", message: "The paper does not fit." } }))).toBe("The judge could not grade any of the 40 QAs: The paper does not fit.");
  });

  it("words errors by kind and never shows a method name", () => {
    const error = (name: string, message = "judge.evaluate failed") => Object.assign(new Error(message), { name });
    expect(judgeErrorText(error("ModelNotFoundError"))).toMatch(/no longer registered/);
    expect(judgeErrorText(error("ServerUnreachableError"))).not.toMatch(/pipeline\./);
    expect(judgeErrorText(error("ModelMemoryBudgetError", "needs 5 GB, 2 GB free"))).toMatch(/does not fit in memory.*needs 5 GB/);
  });

  it("says what grades the answers: never a local model for one on a server", () => {
    expect(judgeIntro({ remote: null })).toMatch(/^A model on this computer grades each answer/);
    expect(judgeIntro({ remote: { endpoints: ["http://gpu-1:8000/v1"] } })).toMatch(/^The model on its server grades each answer/);
    expect(judgeIntro({ remote: { endpoints: ["http://gpu-1:8000/v1", "http://gpu-2:8000/v1"] } })).toMatch(/^The model on its 2 servers grades/);
    expect(judgeIntro(undefined)).toMatch(/^The judge model grades/);
  });
});
