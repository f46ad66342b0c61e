// A page picture turned a quarter so that a sideways table reads upright must be the same frame the
// table reader turns the page's text into (tables/tableFrames): else the words read on the turned
// picture land on the page away from the table's rules. Checked on a picture small enough to list.
import { describe, expect, it } from "vitest";
import { pgmHeader } from "../../../src-main/core/documents/layout/imagePgm.ts";
import { greyPixelsOfPgm } from "../../../src-main/core/documents/ocr/inkHeights.ts";
import { turnedPgm } from "../../../src-main/core/documents/ocr/turnedPicture.ts";

// 3 wide, 2 tall: row 0 is 1 2 3, row 1 is 4 5 6.
const page = new Uint8Array([...pgmHeader(3, 2), 1, 2, 3, 4, 5, 6]);

describe("a page picture turned a quarter for a sideways table", () => {
  it("turns clockwise for text read bottom to top (90): the page's bottom-left corner becomes the top-left", () => {
    const turned = greyPixelsOfPgm(turnedPgm(page, 90)!)!;
    expect([turned.width, turned.height]).toEqual([2, 3]);
    expect([...turned.data]).toEqual([4, 1, 5, 2, 6, 3]);
  });

  it("turns anticlockwise for text read top to bottom (270): the page's top-right corner becomes the top-left", () => {
    const turned = greyPixelsOfPgm(turnedPgm(page, 270)!)!;
    expect([turned.width, turned.height]).toEqual([2, 3]);
    expect([...turned.data]).toEqual([3, 6, 2, 5, 1, 4]);
  });

  it("gives nothing for a picture that is no grey PGM", () => {
    expect(turnedPgm(new TextEncoder().encode("P6\n1 1\n255\nabc"), 90)).toBeNull();
  });
});
