import { describe, expect, it } from "vitest";
import { throttleLatest } from "../../../src-main/core/events/throttleLatest.ts";

// Progress (a scan's "2 of 6 pages read", a run's, a download's) goes out at most a few times a
// second and must still show the last count when two arrive within the interval and the next takes
// minutes: an import once dropped such a count, and the CLI showed "1 of 6" while two were read.

describe("progress sent at most a few times a second", () => {
  it("sends a value that came within the interval once the interval ends", async () => {
    const seen: number[] = [];
    const progress = throttleLatest<number>((n) => seen.push(n), 40);
    progress.push(1);
    progress.push(2);
    // The first is sent at once; the second waits for the interval, and then comes unasked.
    expect(seen).toEqual([1]);
    await expect.poll(() => seen).toEqual([1, 2]);
    progress.cancel();
  });

  it("sends only the newest of several values within one interval", async () => {
    const seen: number[] = [];
    const progress = throttleLatest<number>((n) => seen.push(n), 40);
    for (const n of [1, 2, 3, 4]) progress.push(n);
    await expect.poll(() => seen.at(-1)).toBe(4);
    expect(seen).toEqual([1, 4]);
    progress.cancel();
  });

  it("sends the final value at once, and nothing waiting after a cancel", async () => {
    const seen: number[] = [];
    const progress = throttleLatest<number>((n) => seen.push(n), 40);
    progress.push(1);
    progress.push(5);
    progress.final(6);
    // The final state overtakes the value still waiting, which is never sent after it.
    expect(seen).toEqual([1, 6]);
    progress.push(7);
    progress.cancel();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(seen).toEqual([1, 6]);
  });
});
