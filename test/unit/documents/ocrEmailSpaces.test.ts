import type { Line, Word } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { urlWords } from "../../../src-main/core/documents/ocr/urlSpaces.ts";

// E-mail addresses tesseract read as two or three words, with the word boxes it gave on the
// 300 dpi scans of the publishers' first pages (Round 39): an address is one word on the page
// and in a text layer, and a byline's or a footnote's address read apart no longer matches it.

/** A word as tesseract boxes it: its text between x0 and x1 on one row. */
function word(text: string, x0: number, x1: number): Word {
  return { text, confidence: 90, bbox: { x0, y0: 854, x1, y1: 888 }, symbols: [] } as unknown as Word;
}

// A 33 px row with 8 px of ascenders and 6 of descenders: an x-height of 19 px.
const line = { words: [], rowAttributes: { rowHeight: 33, ascenders: 8, descenders: 6 } } as unknown as Line;
const read = (...words: Word[]) => urlWords(words, line).map((w) => w.text);

describe("an e-mail address read as two words", () => {
  it("joins an address split before the dot of its domain, or after it", () => {
    // ding11's byline: 16 px and 12 px at the seam, as wide as the line's word spaces.
    expect(read(word("huawangcs@gmail", 658, 1025), word(".com", 1041, 1132), word("henge@uta.edu", 1508, 1806))).toEqual(["huawangcs@gmail.com", "henge@uta.edu"]);
    expect(read(word("kamangar@uta.edu", 696, 1093), word("feipingnie@gmail.", 1411, 1823), word("com", 1835, 1907))).toEqual(["kamangar@uta.edu", "feipingnie@gmail.com"]);
  });

  it("joins the name, a sign boxed alone and the domain after it", () => {
    // map-reduce: "sanjay" then "@" boxed over its end, "google.com" 7 px on.
    expect(read(word("jeff@google.com,", 980, 1250), word("sanjay", 1264, 1387), word("@", 1370, 1385), word("google.com", 1392, 1565))).toEqual(["jeff@google.com,", "sanjay@google.com"]);
    // A footnote's address: the name 6 px before "@fis.cinvestav.mx", closer than an x-height.
    expect(read(word("address:", 400, 560), word("tmatos", 575, 700), word("@fis.cinvestav.mx", 706, 1000))).toEqual(["address:", "tmatos@fis.cinvestav.mx"]);
  });

  it("leaves a whole address and the word after it, and a sign that stands for a letter", () => {
    // A sentence ends on an address: its domain has its dot, the next word is prose.
    expect(read(word("me@uni.org.", 100, 300), word("and", 314, 370))).toEqual(["me@uni.org.", "and"]);
    // An omega read as "@" in "be @ = 1/3": no domain follows the sign.
    expect(read(word("be", 100, 140), word("@", 152, 175), word("=", 190, 205), word("1/3,", 220, 280))).toEqual(["be", "@", "=", "1/3,"]);
    // Two addresses side by side in a byline, columns apart.
    expect(read(word("jan@telekom.de", 805, 1300), word("robert@telekom.de", 1361, 1889))).toEqual(["jan@telekom.de", "robert@telekom.de"]);
    // A domain piece set a column away is another column's word.
    expect(read(word("huawangcs@gmail", 658, 1025), word(".com", 1200, 1290))).toEqual(["huawangcs@gmail", ".com"]);
  });
});
