import { describe, expect, it } from "vitest";
import { paperFromPages } from "../../../src-main/core/documents/parsePdf.ts";
import type { PageText, TextRun } from "../../../src-main/core/documents/layout/types.ts";

// The top of a first page scanned at 300 dpi and read by tesseract (science-parse's mono04), as
// the OCR reader places its words: a centred byline "Chris QUIRK, Chris BROCKETT and William
// DOLAN" over the authors' laboratory, company, street and town, then an e-mail line. Printed,
// the byline is larger than the lines under it; tesseract measures them all 9.36 points, so
// nothing but the words tells the names from the address, and the reader took four address
// lines for four more authors ("Natural Language Processing Group", "One Microsoft Way", ...).

type Word = [text: string, x: number, w: number];
type Row = [baseline: number, words: Word[]];

/** The words as measured (points on a 612 x 792 page); the title is 12 points, every other line 9.36. */
const TITLE: Row = [80.8, [["Monolingual", 132.5, 71.3], ["Machine", 207.4, 48.7], ["Translation", 260.2, 65.3], ["for", 329, 16.3], ["Paraphrase", 349, 64.8], ["Generation", 417.6, 62.9]]];
const BYLINE: Row[] = [
  [107, [["Chris", 178.6, 24], ["QUIRK,", 205.7, 36.7], ["Chris", 248.6, 24], ["BROCKETT", 275.5, 58.3], ["and", 339.6, 14.4], ["William", 359.5, 35.5], ["DOLAN", 397.7, 37]]],
  [118.8, [["Natural", 231.1, 30.7], ["Language", 265, 40.1], ["Processing", 307.9, 44.6], ["Group", 355.7, 25.9]]],
  [130.9, [["Microsoft", 265.9, 40.8], ["Research", 309.6, 37.4]]],
  [142.8, [["One", 265.7, 16.6], ["Microsoft", 285.1, 40.6], ["Way", 328.6, 19]]],
  [154.6, [["Redmond,", 247, 42], ["WA", 292.1, 16.8], ["90852", 314.6, 25.2], ["USA", 345.6, 20.4]]],
  [165.8, [["{chrisq,", 187.2, 45.4], ["chrisbkt,billdol", 238.1, 94.3], ["}@microsoft.com", 336.2, 91.2]]],
];
const BODY: Row[] = [
  [231.7, [["Abstract", 167.3, 38.4], ["phrasal", 320.2, 29.3], ["decoder", 356.2, 32.4], ["to", 395, 7.7], ["generate", 409.4, 34.6], ["meaning-preserving", 450.5, 82.3]]],
  [243.4, [["paraphrases", 319.9, 48.5], ["across", 372.7, 25], ["multiple", 402, 34.1], ["domains.", 440.2, 36.7], ["By", 481.4, 11.5], ["adopting", 497.3, 35.8]]],
  [254.6, [["We", 96, 13.9], ["apply", 117.4, 22.3], ["statistical", 146.9, 38.2], ["machine", 192.2, 34.6], ["translation", 233.8, 43.2], ["at", 320.4, 6.7], ["the", 331.2, 12.2], ["outset", 347.5, 24.2], ["a", 375.8, 4.1], ["paradigm", 383.5, 38.9], ["geared", 426.2, 27.1], ["toward", 457.4, 28.6], ["generating", 489.8, 43]]],
  [266.6, [["(SMT)", 96.5, 27.4], ["tools", 127.9, 19.7], ["to", 151.7, 7.7], ["generate", 163.4, 34.6], ["novel", 201.8, 22.6], ["paraphrases", 228.5, 48.2], ["sentences,", 320.4, 41], ["this", 367.9, 14.4], ["approach", 388.8, 37.2], ["overcomes", 432.2, 43.9], ["many", 482.4, 22.6], ["prob-", 510.7, 22.1]]],
  [278.4, [["of", 96.2, 8.9], ["input", 109.7, 21.1], ["sentences", 136.3, 38.6], ["in", 180.5, 7.7], ["the", 193.7, 12], ["same", 211.4, 20.4], ["language.", 237.6, 38.9], ["lems", 320.2, 18.7], ["encountered", 344.2, 50.2], ["by", 399.1, 10.1], ["task-specific", 414.2, 51.6], ["approaches.", 471.1, 48], ["In", 524.6, 8.2]]],
  [290.2, [["The", 96.2, 15.6], ["system", 116.2, 28.3], ["is", 148.3, 6.5], ["trained", 159.1, 28.3], ["on", 191.8, 9.8], ["large", 205.7, 20.2], ["volumes", 230.2, 34.3], ["of", 268.8, 8.9], ["particular,", 320.2, 41.3], ["we", 367.2, 11.5], ["show", 384, 20.9], ["that", 410.2, 15.1], ["SMT", 430.1, 20.6], ["techniques", 455.8, 43.7], ["can", 504.5, 14.2], ["be", 523.2, 9.6]]],
];

function page(rows: Row[]): PageText {
  const runs: TextRun[] = rows.flatMap(([y, words]) => words.map(([text, x, w]) => ({ text: `${text} `, x, y, w, size: y === TITLE[0] ? 12 : 9.36, font: "ocr" })));
  return { pageNumber: 1, width: 612, height: 792, runs, rotated: [], sideways: [], rotate: 0 };
}

describe("a scanned byline closed by 'and' over its address in the names' size", () => {
  it("reads the three authors and none of the address lines under them", () => {
    const paper = paperFromPages({ pages: [page([TITLE, ...BYLINE, ...BODY])], info: {} }, "mono04.pdf");
    expect(paper.title).toBe("Monolingual Machine Translation for Paraphrase Generation");
    expect(paper.authors).toEqual(["Chris QUIRK", "Chris BROCKETT", "William DOLAN"]);
  });

  it("still reads a list of names run over two lines before its closing 'and'", () => {
    const twoLines: Row[] = [
      [107, [["Chris", 178.6, 24], ["QUIRK,", 205.7, 36.7], ["Chris", 248.6, 24], ["BROCKETT,", 275.5, 62]]],
      [118.8, [["Anna", 231.1, 22], ["Berg", 256, 20], ["and", 280, 14.4], ["William", 298, 35.5], ["DOLAN", 336, 37]]],
      ...BYLINE.slice(2),
    ];
    const paper = paperFromPages({ pages: [page([TITLE, ...twoLines, ...BODY])], info: {} }, "mono04.pdf");
    expect(paper.authors).toEqual(["Chris QUIRK", "Chris BROCKETT", "Anna Berg", "William DOLAN"]);
  });
});
