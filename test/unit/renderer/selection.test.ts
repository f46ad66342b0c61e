import { describe, expect, it } from "vitest";
import {
  emptySelection,
  isPartial,
  isSelected,
  rangeBounds,
  resolveSelectedIds,
  selectAllMatching,
  selectRange,
  selectedCount,
  toggleRow,
} from "../../../src-renderer/src/shared/selection.ts";

describe("selection", () => {
  it("toggles single rows and remembers the anchor", () => {
    let s = toggleRow(emptySelection, 3, 103);
    s = toggleRow(s, 7, 107);
    expect(isSelected(s, 103)).toBe(true);
    expect(selectedCount(s, 1000)).toBe(2);
    s = toggleRow(s, 3, 103);
    expect(isSelected(s, 103)).toBe(false);
    expect(s.anchor).toBe(3);
  });

  it("extends a Shift range from the anchor in either direction", () => {
    let s = toggleRow(emptySelection, 10, 110);
    expect(rangeBounds(s, 14)).toEqual([10, 14]);
    expect(rangeBounds(s, 6)).toEqual([6, 10]);
    s = selectRange(s, 14, [110, 111, 112, 113, 114]);
    expect(selectedCount(s, 1000)).toBe(5);
    expect(s.anchor).toBe(14);
    expect(rangeBounds(emptySelection, 4)).toEqual([4, 4]);
  });

  it("selects all matching rows without their ids and subtracts exceptions", () => {
    let s = selectAllMatching();
    expect(selectedCount(s, 100_000)).toBe(100_000);
    expect(isSelected(s, 5)).toBe(true);
    s = toggleRow(s, 4, 5);
    expect(isSelected(s, 5)).toBe(false);
    expect(selectedCount(s, 100_000)).toBe(99_999);
    expect(isPartial(s, 100_000)).toBe(true);
    s = selectRange(s, 4, [5]);
    expect(isSelected(s, 5)).toBe(true);
    expect(isPartial(s, 100_000)).toBe(false);
  });

  it("fetches ids page by page only for an all-matching selection", async () => {
    let fetched = 0;
    async function* pages() {
      for (const page of [[1, 2, 3], [4, 5, 6]]) {
        fetched++;
        yield page;
      }
    }
    expect(await resolveSelectedIds(toggleRow(emptySelection, 0, 9), pages)).toEqual([9]);
    expect(fetched).toBe(0);
    expect(await resolveSelectedIds(toggleRow(selectAllMatching(), 1, 2), pages)).toEqual([1, 3, 4, 5, 6]);
    expect(fetched).toBe(2);
  });
});
