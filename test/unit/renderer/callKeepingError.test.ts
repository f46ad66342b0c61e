import { describe, expect, it } from "vitest";
import { callKeepingError } from "../../../src-renderer/src/shared/callKeepingError.ts";

/** Records what an action told its form, in order, as the form's state setters would see it. */
function recorder() {
  const seen: string[] = [];
  return {
    seen,
    state: {
      setBusy: (busy: boolean) => seen.push(busy ? "busy" : "idle"),
      setError: (error: Error | null) => seen.push(error ? `error: ${error.message}` : "cleared"),
    },
  };
}

describe("callKeepingError: a form's action keeps its error beside it", () => {
  it("shows the action busy, clears the last error, and answers what the call answered", async () => {
    const { seen, state } = recorder();
    expect(await callKeepingError(state, async () => "added")).toBe("added");
    expect(seen).toEqual(["busy", "cleared", "idle"]);
  });

  it("keeps a failure's message to show instead of throwing it, and is no longer busy", async () => {
    const { seen, state } = recorder();
    const answer = await callKeepingError(state, () => Promise.reject(new Error("The server did not answer")));
    expect(answer).toBeUndefined();
    expect(seen).toEqual(["busy", "cleared", "error: The server did not answer", "idle"]);
  });
});
