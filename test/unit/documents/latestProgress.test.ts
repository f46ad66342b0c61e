import { describe, expect, it } from "vitest";
import { latestProgress } from "../../../src-main/core/documents/latestProgress.ts";

// A scan's progress line ("2 of 6 pages read") must show the last count even when two pages are
// read within the send interval and the next page takes minutes: the CLI and the app's bar waited on
// a count that was dropped (a process test hung on it).

describe("progress sent at most a few times a second", () => {
  it("sends a count read within the interval once the interval ends", async () => {
    const seen: number[] = [];
    const progress = latestProgress<number>((n) => seen.push(n), 40);
    progress.push(1, false);
    progress.push(2, false);
    // The first is sent at once; the second waits for the interval, and then comes unasked.
    expect(seen).toEqual([1]);
    await expect.poll(() => seen).toEqual([1, 2]);
    progress.stop();
  });

  it("sends only the newest of several counts read within one interval", async () => {
    const seen: number[] = [];
    const progress = latestProgress<number>((n) => seen.push(n), 40);
    for (const n of [1, 2, 3, 4]) progress.push(n, false);
    await expect.poll(() => seen.at(-1)).toBe(4);
    expect(seen).toEqual([1, 4]);
    progress.stop();
  });

  it("sends the last page at once, and nothing after it is stopped", async () => {
    const seen: number[] = [];
    const progress = latestProgress<number>((n) => seen.push(n), 40);
    progress.push(1, false);
    progress.push(6, true);
    expect(seen).toEqual([1, 6]);
    progress.push(7, false);
    progress.stop();
    // Stopped with a count waiting: the result says the rest, the count is never sent.
    const stoppedAt = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(seen).toHaveLength(stoppedAt);
  });
});
