import { describe, expect, it } from "vitest";
import zlib from "node:zlib";
import { ascii85Decode, asciiHexDecode } from "../../../src-main/core/documents/layout/asciiDecoders.ts";
import { mapSwapsLetterCase, watchForCaseSwappingMaps } from "../../../src-main/core/documents/layout/caseSwappingMaps.ts";
import { findStreamOverBudget } from "../../../src-main/core/documents/layout/streamBudget.ts";
import { readPdf, type PdfDocument } from "../../../src-main/core/documents/layout/readPdf.ts";
import { readTableGraphics } from "../../../src-main/core/documents/tables/tableGraphicsPages.ts";
import { loweringToUnicode, recasedFontPdf } from "../../support/recasedFontPdf.ts";

// The title page's operator list was read in every paper to put back capitals a faulty
// ToUnicode map lowered; it is now read only in a file one of whose maps reads a letter's code
// as the other case of that letter (or whose streams could not all be read to tell).

const cmap = (body: string) => `/CIDInit /ProcSet findresource begin begincmap\n${body}\nendcmap end`;

describe("a ToUnicode map that reads a letter's code as the other case of that letter", () => {
  it("is found in bfchar entries, either way round, and only there", () => {
    expect(mapSwapsLetterCase(loweringToUnicode("R"))).toBe(true);
    expect(mapSwapsLetterCase(cmap("1 beginbfchar\n<72> <0052>\nendbfchar"))).toBe(true);
    expect(mapSwapsLetterCase(loweringToUnicode(""))).toBe(false);
    // A subset's own numbering (code 3 reads "r") says nothing of case.
    expect(mapSwapsLetterCase(cmap("2 beginbfchar\n<03> <0072>\n<04> <0052>\nendbfchar"))).toBe(false);
  });

  it("is found in bfrange entries, by a first code or by an array", () => {
    expect(mapSwapsLetterCase(cmap("1 beginbfrange\n<41> <5A> <0061>\nendbfrange"))).toBe(true);
    expect(mapSwapsLetterCase(cmap("1 beginbfrange\n<20> <7E> <0020>\nendbfrange"))).toBe(false);
    expect(mapSwapsLetterCase(cmap("2 beginbfrange\n<20> <21> [<0020> <0021>]\n<50> <52> [<0050> <0051> <0072>]\nendbfrange"))).toBe(true);
    expect(mapSwapsLetterCase(cmap("1 beginbfrange\n<50> <52> [<0050> <0051> <0052>]\nendbfrange"))).toBe(false);
  });
});

/** A title page (no table on it) in one font whose map lowers `lowered`. */
function titlePage(lowered: string): Uint8Array {
  return recasedFontPdf(
    [
      { text: "Rural Exposure and the Choices of New Dentists", x: 72, y: 90, size: 18 },
      { text: "Rapeepong Suphanchaimat, Nisachol Cetthakrikul", x: 72, y: 130, size: 11 },
      { text: "Several strategies have been proposed to send graduates to rural places.", x: 72, y: 190, size: 10 },
    ],
    [],
    lowered,
  );
}

/** Reads the page's graphics as the parse does, counting the title page's reads of its glyphs' case. */
async function recasedReads(data: Uint8Array): Promise<{ reads: number; text: string }> {
  let reads = 0;
  let text = "";
  await readPdf(data, "title.pdf", undefined, async (doc: PdfDocument, pages) => {
    const counting: Parameters<typeof readTableGraphics>[0] = {
      mayMisreadCase: doc.mayMisreadCase,
      readGraphics: (n, turned) => doc.readGraphics(n, turned),
      readImages: (n, turned) => doc.readImages(n, turned),
      readItalicGaps: (n) => doc.readItalicGaps(n),
      readRecasedGlyphs: (n) => {
        reads++;
        return doc.readRecasedGlyphs(n);
      },
    };
    await readTableGraphics(counting, pages);
    text = pages[0]!.runs.map((r) => r.text).join(" ");
  });
  return { reads, text };
}

describe("the title page's case is checked only in a file whose maps may swap it", () => {
  it("skips the read on a title page whose map reads every letter as drawn", async () => {
    const { reads, text } = await recasedReads(titlePage(""));
    expect(reads).toBe(0);
    expect(text).toContain("Rapeepong Suphanchaimat");
  });

  it("reads it, and puts the capitals back, where the map lowers some", async () => {
    const { reads, text } = await recasedReads(titlePage("RN"));
    expect(reads).toBe(1);
    expect(text).toContain("Rapeepong Suphanchaimat, Nisachol");
    expect(text).toContain("Rural Exposure");
  });
});

describe("the text filters a map may sit behind", () => {
  it("decodes ASCII85 and ASCIIHex as the PDF reference gives them", () => {
    // "Man " is 9jqo^ in ASCII85 (the reference's own example); z is four zero bytes.
    expect([...ascii85Decode(Buffer.from("9jqo^ z\n9jqo~>"))]).toEqual([...Buffer.from("Man "), 0, 0, 0, 0, ...Buffer.from("Man")]);
    expect(asciiHexDecode(Buffer.from("4d 61\n6E>7f")).toString("latin1")).toBe("Man");
    expect([...asciiHexDecode(Buffer.from("4d6"))]).toEqual([0x4d, 0x60]);
  });

  it("finds a lowering map stored as ASCII85 over Flate, as Adobe's producers store them", async () => {
    const map = Buffer.from(loweringToUnicode("R"));
    const packed = ascii85Encode(zlib.deflateSync(map));
    const visitor = watchForCaseSwappingMaps();
    const pdf = Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Length ${packed.length} /Filter [/ASCII85Decode /FlateDecode] >>\nstream\n${packed}\nendstream\nendobj\n`, "latin1");
    expect(findStreamOverBudget(new Uint8Array(pdf), undefined, undefined, visitor.visit)).toBeNull();
    expect(visitor.mayMisreadCase()).toBe(true);
  });
});

/** ASCII85, for the test's stream (no "z" shortcut). */
function ascii85Encode(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 4) {
    const n = Math.min(4, bytes.length - i);
    let value = 0;
    for (let k = 0; k < 4; k++) value = value * 256 + (k < n ? bytes[i + k]! : 0);
    const chars: string[] = [];
    for (let k = 0; k < 5; k++) {
      chars.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    text += chars.slice(0, n + 1).join("");
  }
  return `${text}~>`;
}
