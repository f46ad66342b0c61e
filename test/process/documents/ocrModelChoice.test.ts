// Which network reads English is a choice (docs/ocr.md, "Round 13: speed"): tessdata_best in
// integers by default, and tesseract's tessdata_fast (the model Debian's `tesseract` command reads,
// a third less CPU a page) when asked for. A scanned page goes through the real parse workers with
// each: both read its sentences, and the mean confidence the paper reports (`show`: "mean
// confidence 91%") is the network's own, so the two differ, and the default is the best one's.
import { afterAll, describe, expect, it } from "vitest";
import { OcrNotesSchema } from "../../../src-main/contract/readingNotes.ts";
import { installedOcrLanguages } from "../../../src-main/core/documents/ocr/ocrLanguages.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { citedBodyPdf } from "../../support/citedBodyPdf.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";

describe("the OCR model", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it("lists English in the model asked for, from the installed packages", () => {
    const [fast] = installedOcrLanguages("fast");
    const [best] = installedOcrLanguages("best");
    expect(fast).toMatchObject({ code: "eng", model: "fast" });
    expect(fast!.file).toMatch(/tessdata[/\\]eng\.traineddata$/);
    expect(best).toMatchObject({ code: "eng", model: "best" });
    expect(best!.file).toMatch(/4\.0\.0_best_int[/\\]eng\.traineddata\.gz$/);
  });

  it("reads a scanned page with the model asked for, the best one by default", async () => {
    const page = await citedBodyPdf();
    const scan = await scannedPdf(page.bytes, { dpi: 300 });
    const read = async (model?: "fast" | "best") => {
      const paper = await pool.parse(scan.slice(), { file: "cited.pdf", ocr: { languages: ["eng"], ...(model ? { model } : {}) } });
      const body = paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" ");
      return { body, confidence: OcrNotesSchema.parse(paper.metadata?.["ocr"]).meanConfidence };
    };
    const fast = await read("fast");
    const best = await read("best");
    const byDefault = await read();
    // The sentences without raised citation marks (the fast network reads those as symbols the
    // raised-mark rules do not take for numbers, so they stay glued to their words).
    for (const { body } of [fast, best, byDefault]) {
      for (const sentence of ["The enzyme is made of two proteins", "Its activity falls quickly when the cluster is damaged", "on the half that had it."]) expect(body).toContain(sentence);
    }
    // The same pixels read by one network give the same confidence every time; another network
    // gives its own.
    expect(best.confidence).not.toBe(fast.confidence);
    expect(byDefault.confidence).toBe(best.confidence);
  });
});
