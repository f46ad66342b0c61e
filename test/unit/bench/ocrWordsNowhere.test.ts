import type { Block } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { scanWordsNowhere } from "../../support/ocrWordsNowhere.ts";
import type { ParsedPaper } from "../../../src-main/core/documents/ParsedPaper.ts";

/** A page as tesseract hands it back: one block, one paragraph, the lines given (word text and confidence), 40 px apart. */
function page(lines: [string, number][][]): Block[] {
  const read = lines.map((words, i) => {
    const y0 = 400 + 40 * i;
    const bbox = { x0: 200, y0, x1: 2000, y1: y0 + 30 };
    return { text: words.map(([w]) => w).join(" "), bbox, words: words.map(([text, confidence]) => ({ text, confidence, bbox })) };
  });
  return [{ paragraphs: [{ lines: read }] }] as unknown as Block[];
}

/** The fields the measure reads; the rest of a paper stays empty. */
function paper(body: string[], authors: string[] = []): ParsedPaper {
  return {
    title: "A study of sand",
    authors,
    abstract: null,
    keywords: [],
    sections: [],
    passages: body.map((text) => ({ section: null, kind: "paragraph", text, page: 1, boxes: [], sentences: [] })),
    references: [],
    tables: [],
  } as unknown as ParsedPaper;
}

const sure = (text: string): [string, number][] => text.split(" ").map((w) => [w, 95]);

describe("words a scan reads nowhere", () => {
  const blocks = page([sure("A study of sand"), sure("the grains were sieved and"), sure("weighed on the scale twice."), sure("A quoted line set apart from the body")]);
  const digital = paper(["the grains were sieved and weighed on the scale twice.", "A quoted line set apart from the body"], []);

  it("blames the line that lost its words, not the last line holding a common word", () => {
    // The scan kept the body but not the quotation: "the" is in the body twice, in the quotation once.
    const { sure: n, lost } = scanWordsNowhere([{ blocks, height: 3300 }], paper(["the grains were sieved and weighed on the scale twice."]), digital);
    expect(n).toBe(4 + 5 + 5 + 8);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatchObject({ text: "A quoted line set apart from the body", lost: 8, sure: 8, digitalKeeps: 8, where: "body of the page" });
  });

  it("keeps a word split over a line's end, leaves out words read unsure, and tells what the born-digital reading loses too", () => {
    const split = page([sure("a pow-"), [["der", 95], ["sieved", 95], ["zqx", 30]], sure("Department of Glass, Hill University")]);
    const { sure: n, lost } = scanWordsNowhere([{ blocks: split, height: 3300 }], paper(["a powder sieved"]), paper(["a powder sieved"]));
    expect(n).toBe(2 + 2 + 5);
    expect(lost).toEqual([expect.objectContaining({ text: "Department of Glass, Hill University", lost: 5, digitalKeeps: 0 })]);
  });

  it("counts a running head at the page's top as page furniture", () => {
    const head = [{ paragraphs: [{ lines: [{ text: "Annals Volume 12 Issue", bbox: { x0: 200, y0: 100, x1: 900, y1: 130 }, words: sure("Annals Volume 12 Issue").map(([text, confidence]) => ({ text, confidence })) }] }] }] as unknown as Block[];
    const { lost } = scanWordsNowhere([{ blocks: head, height: 3300 }], paper(["nothing else"]), paper(["nothing else"]));
    expect(lost[0]).toMatchObject({ where: "page furniture", lost: 4, page: 1 });
  });
});
