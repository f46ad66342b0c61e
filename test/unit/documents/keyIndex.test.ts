import { describe, expect, it } from "vitest";
import { KeyIndex } from "../../../src-main/core/documents/layout/keyIndex.ts";

describe("KeyIndex", () => {
  const items = [5, 1, 3, 3, 9, Number.NaN, -Infinity, Infinity];
  const index = new KeyIndex(items, (n) => n);

  it("gives the items whose key lies in the range, both ends held, and those with no key", () => {
    expect(index.within(3, 5).filter((n) => !Number.isNaN(n))).toEqual([3, 3, 5]);
    expect(index.within(3, 5).some(Number.isNaN)).toBe(true);
    expect(index.within(6, 8).filter((n) => !Number.isNaN(n))).toEqual([]);
    expect(index.within(-Infinity, 1).filter((n) => !Number.isNaN(n))).toEqual([-Infinity, 1]);
    expect(index.within(10, Infinity).filter((n) => !Number.isNaN(n))).toEqual([Infinity]);
  });

  it("gives every item for a range it cannot place (a NaN end), so the caller's own test still decides", () => {
    expect(index.within(Number.NaN, 4)).toHaveLength(items.length);
    expect(index.within(0, Number.NaN)).toHaveLength(items.length);
  });
});
