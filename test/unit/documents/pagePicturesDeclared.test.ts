// A page's pictures measured from the file's bytes, before pdf.js is asked for the page (which
// starts decoding them): what the page draws, through forms and inline, counted as pdf.js would
// decode it, and nothing it only lists.
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { pagePicturesDeclared } from "../../../src-main/core/documents/layout/pagePicturesDeclared.ts";
import { PdfObjectIndex } from "../../../src-main/core/documents/layout/pdfObjectIndex.ts";
import { hugeJpeg } from "../../support/hugePicturePdfs.ts";
import { pdfFromObjects, pdfStream } from "../../support/rawPdf.ts";

const BOUND = 50_000_000;
const grey = (width: number, height: number) => pdfStream(`/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`, zlib.deflateSync(Buffer.alloc(16)));
const content = (text: string) => pdfStream("/Filter /FlateDecode", zlib.deflateSync(Buffer.from(text, "latin1")));
const form = (resources: string, text: string) => pdfStream(`/Type /XObject /Subtype /Form /BBox [0 0 10 10]${resources ? ` /Resources ${resources}` : ""}`, Buffer.from(text, "latin1"));

/** Objects 1 catalogue, 2 pages, 3 the page (its resources and contents given), then `rest` from 4. */
function onePage(resources: string, contents: string, rest: (string | Uint8Array)[]): number {
  const pdf = pdfFromObjects(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${resources} /Contents ${contents} >>`, ...rest]);
  return pagePicturesDeclared(new PdfObjectIndex(pdf), 3, BOUND);
}

describe("pagePicturesDeclared", () => {
  it("counts each picture the page draws once, however often, and none it only lists", () => {
    // Shared resources listing three pictures; the page draws two of them, one twice.
    const pixels = onePage("/Resources << /XObject << /A 5 0 R /B 6 0 R /C 7 0 R >> >>", "4 0 R", [content("q /A Do Q q /A Do Q q /B Do Q"), grey(7000, 7000), grey(3000, 1000), grey(6000, 6000)]);
    expect(pixels).toBe(7000 * 7000 + 3000 * 1000);
  });

  it("reads resources given by reference or inherited from the page tree, and contents given as an array", () => {
    const pdf = pdfFromObjects([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 /Resources 4 0 R >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [5 0 R 6 0 R] >>",
      "<< /XObject 7 0 R >>",
      content("q /Im1 Do Q"),
      content("q /Im2 Do Q"),
      "<< /Im1 8 0 R /Im2 9 0 R >>",
      grey(1000, 1000),
      grey(2000, 1000),
    ]);
    expect(pagePicturesDeclared(new PdfObjectIndex(pdf), 3, BOUND)).toBe(3_000_000);
  });

  it("reads the page, its resources and its pictures' names from an object stream (PDF 1.5)", () => {
    // Objects 20 (the page) and 21 (its XObject names) packed in object stream 6.
    const packed = ["<< /Type /Page /Parent 2 0 R /Resources << /XObject 21 0 R >> /Contents 4 0 R >>", "<< /A 5 0 R >>"];
    const head = `20 0 21 ${packed[0]!.length + 1} `;
    const objStm = pdfStream(`/Type /ObjStm /N 2 /First ${head.length} /Filter /FlateDecode`, zlib.deflateSync(Buffer.from(head + packed.join("\n"), "latin1")));
    const pdf = pdfFromObjects(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [20 0 R] /Count 1 >>", "null", content("/A Do"), grey(9000, 5000), objStm]);
    expect(pagePicturesDeclared(new PdfObjectIndex(pdf), 20, BOUND)).toBe(45e6);
  });

  it("follows forms within forms, counts a form drawn twice once, and stops at a form that draws itself", () => {
    // Form 5 draws picture 7 and form 6; form 6 draws picture 8 and form 5 again (a cycle), and itself.
    const pixels = onePage("/Resources << /XObject << /F 5 0 R >> >>", "4 0 R", [
      content("/F Do /F Do"),
      form("<< /XObject << /P 7 0 R /G 6 0 R >> >>", "/P Do /G Do"),
      form("<< /XObject << /Q 8 0 R /F 5 0 R /G 6 0 R >> >>", "/Q Do /F Do /G Do"),
      grey(5000, 5000),
      grey(4000, 4000),
    ]);
    expect(pixels).toBe(25e6 + 16e6);
  });

  it("draws a form without resources of its own with its page's", () => {
    expect(onePage("/Resources << /XObject << /F 5 0 R /P 6 0 R >> >>", "4 0 R", [content("/F Do"), form("", "/P Do"), grey(2000, 2000)])).toBe(4e6);
  });

  it("counts inline pictures each time drawn, and none over the bound (pdf.js drops it undecoded)", () => {
    const inline = (side: number) => `BI /W ${side} /H ${side} /CS /G /BPC 8 /F /Fl ID xx EI\n`;
    expect(onePage("", "4 0 R", [content(inline(7000).repeat(3) + inline(60_000))])).toBe(3 * 49e6);
  });

  it("counts a JPEG by its frame header when its dictionary says less, and not at all when its dictionary is over the bound", () => {
    const jpeg = (side: number, dictionarySide: number) => {
      const { dictionary, bytes } = hugeJpeg(side, dictionarySide);
      return pdfStream(`/Type /XObject /Subtype /Image ${dictionary}`, bytes);
    };
    expect(onePage("/Resources << /XObject << /J 5 0 R >> >>", "4 0 R", [content("/J Do"), jpeg(20_000, 100)])).toBe(400e6);
    expect(onePage("/Resources << /XObject << /J 5 0 R >> >>", "4 0 R", [content("/J Do"), jpeg(60_000, 60_000)])).toBe(0);
  });

  it("counts nothing it cannot read: a missing object, a size by reference, contents packed by a filter not read here", () => {
    expect(onePage("/Resources << /XObject << /A 9 0 R >> >>", "4 0 R", [content("/A Do")])).toBe(0);
    expect(onePage("/Resources << /XObject << /A 5 0 R >> >>", "4 0 R", [content("/A Do"), pdfStream("/Type /XObject /Subtype /Image /Width 6 0 R /Height 6 0 R /BitsPerComponent 8", new Uint8Array(4)), "9000"])).toBe(0);
    expect(onePage("/Resources << /XObject << /A 5 0 R >> >>", "4 0 R", [pdfStream("/Filter /JBIG2Decode", Buffer.from("/A Do")), grey(7000, 7000)])).toBe(0);
  });
});
