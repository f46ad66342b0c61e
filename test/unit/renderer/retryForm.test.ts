import { describe, expect, it } from "vitest";
import { retryItemsWords, retryRunFields } from "../../../src-renderer/src/features/runs/retryForm.ts";

describe("the Retry dialog's form", () => {
  it("names what the retry runs: failed items, items that never ran, or both", () => {
    expect(retryItemsWords(3, 0)).toBe("3 failed items");
    expect(retryItemsWords(1, 0)).toBe("1 failed item");
    expect(retryItemsWords(2, 2)).toBe("2 items that did not run");
    expect(retryItemsWords(5, 2)).toBe("5 items that failed or did not run");
  });

  it("offers the context size and the attempts, starting from the run's own", () => {
    const fields = retryRunFields({ contextSize: 8192, maxAttempts: 4, lanes: 2 });
    expect(fields.map((f) => [f.key, f.default])).toEqual([
      ["contextSize", 8192],
      ["maxAttempts", 4],
    ]);
  });

  it("starts the context size empty when the run followed the model", () => {
    const [contextSize] = retryRunFields({ contextSize: "auto", maxAttempts: 4 });
    expect(contextSize!.key).toBe("contextSize");
    expect(contextSize!.default).toBeNull();
  });
});
