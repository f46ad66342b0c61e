import { describe, expect, it } from "vitest";
import { RetryChangesSchema } from "../../../src-main/contract/pipeline.ts";
import { retryChanges, retryMakesNewRun } from "../../../src-renderer/src/features/runs/retryChanges.ts";

describe("what Retry failed… sends", () => {
  it("sends a cleared Context size as 'follows the model', so the retry does not run at the size that failed", () => {
    const changes = retryChanges({ modelId: 1, runModelId: 1, settings: {}, options: { contextSize: null } });
    expect(changes).toEqual({ contextSize: "auto" });
    expect(RetryChangesSchema.parse(changes)).toEqual({ contextSize: "auto" });
    expect(retryMakesNewRun(changes)).toBe(true);
  });

  it("sends only what changed: nothing at all retries in place", () => {
    expect(retryChanges({ modelId: 1, runModelId: 1, settings: {}, options: {} })).toEqual({});
    expect(retryMakesNewRun({ maxAttempts: 5 })).toBe(false);
    expect(retryChanges({ modelId: 2, runModelId: 1, settings: { qaPerPaper: 12 }, options: { contextSize: 8192, maxAttempts: 5 } })).toEqual({ model: "2", settings: { qaPerPaper: 12 }, contextSize: 8192, maxAttempts: 5 });
  });
});
