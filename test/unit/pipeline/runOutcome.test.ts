import { describe, expect, it } from "vitest";
import { describeInFlightTokens, describeOutcome, RUN_OUTCOME_LABELS, runOutcome, runPercent } from "../../../src-main/contract/runOutcome.ts";
import { describeProgress } from "../../../src-main/server/cli/commands/runFormat.ts";
import type { RunProgressView } from "../../../src-main/contract/runProgress.ts";

describe("how a run ended", () => {
  it("refines 'completed' by what the run yielded", () => {
    expect(runOutcome("completed", { failed: 0, qas: 12, rejected: 4 })).toBe("completed");
    expect(runOutcome("completed", { failed: 8, qas: 3, rejected: 0 })).toBe("completed-with-failures");
    expect(runOutcome("completed", { failed: 0, qas: 0, rejected: 0 })).toBe("completed-no-qas");
    // Nothing made outranks the failures; the sentence still counts them.
    expect(runOutcome("completed", { failed: 8, qas: 0, rejected: 0 })).toBe("completed-no-qas");
    expect(describeOutcome("completed-no-qas", { total: 10, done: 2, failed: 8, qas: 0, accepted: 0, rejected: 0 })).toBe("No accepted QAs: 8 of 10 items failed and the 2 others yielded none; each item says why.");
    expect(describeOutcome("completed-no-qas", { total: 3, done: 3, failed: 0, qas: 0, accepted: 0, rejected: 0 })).toBe("No accepted QAs: all 3 items ran but none yielded a QA; each item says why.");
    expect(runOutcome("paused", { failed: 0, qas: 0, rejected: 0 })).toBe("paused");
  });

  it("says a run whose QAs the filters all rejected kept nothing, in the words of a run that made none", () => {
    expect(runOutcome("completed", { failed: 0, qas: 10, rejected: 10 })).toBe("completed-no-qas");
    expect(RUN_OUTCOME_LABELS["completed-no-qas"]).toBe("Completed, no accepted QAs");
    expect(describeOutcome("completed-no-qas", { total: 2, done: 2, failed: 0, qas: 10, accepted: 0, rejected: 10 })).toBe("No accepted QAs: the filters rejected all 10 QAs from 2 items; Review shows why.");
    // A completed run leads with what the filters accepted, never with every QA it wrote.
    expect(describeOutcome("completed", { total: 2, done: 2, failed: 0, qas: 90, accepted: 43, rejected: 47 })).toBe("43 of 90 QAs accepted by the filters, from 2 items.");
    // Answers kept from Ask: no items, no filter verdict, and it says so rather than "from 0 items".
    expect(runOutcome("completed", { failed: 0, qas: 1, rejected: 0 })).toBe("completed");
    expect(describeOutcome("completed", { total: 0, done: 0, failed: 0, qas: 1, accepted: 0, rejected: 0 })).toBe("1 QA, answers kept from Ask (the filters score none of them).");
  });

  it("gives the bar's percentage: finished items and the share written of those in flight, 100 only at the end", () => {
    expect(runPercent({ total: 10, done: 2, failed: 8 })).toBe(100);
    expect(runPercent({ total: 10, done: 2, failed: 1 })).toBe(30);
    expect(runPercent({ total: 1, done: 0, failed: 0, inFlight: [{ tokens: 412, expectedTokens: 1200 }] })).toBe(34);
    // An item past its estimate counts as at most 95% of itself: the run is not done until it is.
    expect(runPercent({ total: 1, done: 0, failed: 0, inFlight: [{ tokens: 5000, expectedTokens: 1200 }] })).toBe(95);
    expect(runPercent({ total: 3, done: 2, failed: 0, inFlight: [{ tokens: 10, expectedTokens: null }] })).toBe(66);
  });

  it("says how far an item in flight has written, and the CLI line says the same", () => {
    expect(describeInFlightTokens({ tokens: 412, expectedTokens: 1200, estimated: true })).toBe("412 of ~1,200 output tokens");
    expect(describeInFlightTokens({ tokens: 1, expectedTokens: 3072, estimated: false })).toBe("1 output token (at most 3,072)");
    expect(describeInFlightTokens({ tokens: 1300, expectedTokens: 1200, estimated: true })).toBe("1,300 output tokens (usually ~1,200)");
    // An item that asks several times has a cap per request: the sum is never called a cap ("at most 3,815" with 3,072 set).
    expect(describeInFlightTokens({ tokens: 1155, expectedTokens: 3815, estimated: false, requests: 3, requestCap: 3072 })).toBe("1,155 output tokens in 3 requests (this one at most 3,072)");
    const progress: RunProgressView = {
      runId: 1, status: "running", total: 1, done: 0, failed: 0, pending: 1, qas: 0, tokensPerSecond: 20, etaSeconds: 40, lastError: null,
      qaCounts: { total: 0, accepted: 0, rejected: 0, toReview: 0 }, tokens: { prompt: 0, evaluated: 0, generated: 412 },
      outcome: "running", percent: 34,
      inFlight: [{ itemId: 1, paperId: 1, label: "Whole paper", paperName: "P", tokens: 412, expectedTokens: 1200, estimated: true }],
    };
    expect(describeProgress(progress)).toBe("[0/1] 34% · Whole paper, writing: 412 of ~1,200 output tokens · 0 accepted · 0 rejected · 0 to review · 20.0 tokens/s · about 40 s left");
  });
});
