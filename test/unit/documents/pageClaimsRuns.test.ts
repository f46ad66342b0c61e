// The owner of a scanned file takes its pages from the front in runs (four at a time for the
// installed tesseract command, docs/ocr.md "Round 42: pages read in batches") while a helper takes
// pages from the back of the same claims: no page may be read twice nor left out.
import { describe, expect, it } from "vitest";
import { PageClaims } from "../../../src-main/core/documents/pool/PageClaims.ts";

describe("pages taken from the front in runs", () => {
  it("takes up to the run's size and stops where the helper's pages begin", () => {
    const owner = new PageClaims();
    owner.open(7);
    const helper = new PageClaims(owner.buffer);
    expect(owner.takeFrontRun(4)).toEqual([1, 2, 3, 4]);
    expect(helper.takeBack()).toBe(7);
    expect(helper.takeBack()).toBe(6);
    expect(owner.takeFrontRun(4)).toEqual([5]);
    expect(owner.takeFrontRun(4)).toEqual([]);
    expect(helper.takeBack()).toBeNull();
  });

  it("takes nothing from closed claims, and one page at a time when asked for one", () => {
    const claims = new PageClaims();
    claims.open(3);
    expect(claims.takeFrontRun(1)).toEqual([1]);
    claims.close();
    expect(claims.takeFrontRun(4)).toEqual([]);
  });
});
