import { describe, expect, it } from "vitest";
import { untilStopped } from "../../../src-main/server/cli/stopSignals.ts";

// Ctrl-C arrives as a SIGINT on the process: emitting one reaches the same listeners a terminal does.
describe("untilStopped", () => {
  it("turns the failure a Ctrl-C causes into 'stopped', and releases its listeners", async () => {
    const before = process.listenerCount("SIGINT");
    const outcome = untilStopped(
      (signal) =>
        new Promise<never>((_resolve, reject) => {
          signal.addEventListener("abort", () => reject(new Error("aborted part way")));
          process.emit("SIGINT");
        }),
    );
    await expect(outcome).resolves.toEqual({ stopped: true });
    expect(process.listenerCount("SIGINT")).toBe(before);
  });

  it("hands back the work's value, and rethrows a failure Ctrl-C did not cause", async () => {
    await expect(untilStopped(async () => 42)).resolves.toEqual({ stopped: false, value: 42 });
    await expect(untilStopped(async () => Promise.reject(new Error("disk full")))).rejects.toThrow("disk full");
  });

  it("without listening, leaves Ctrl-C to others and the work runs on", async () => {
    let aborted = false;
    const outcome = await untilStopped(async (signal) => {
      const stray = (): void => undefined;
      process.on("SIGINT", stray); // keeps the test process alive if nothing else listens
      process.emit("SIGINT");
      process.off("SIGINT", stray);
      aborted = signal.aborted;
      return "done";
    }, false);
    expect(outcome).toEqual({ stopped: false, value: "done" });
    expect(aborted).toBe(false);
  });
});
