// Scans of two shared papers whose body text lost lines to a figure nearby, read by OCR in the
// real parse workers:
// - papers-styles 99, page 2: a sentence breaks before the figure it names ("Its definition is
//   illustrated in" / "Figure 1. For example, if there is ..."). The column is set ragged right and
//   the scan measures the type a little smaller than the text layer says, so the line before ends
//   2.5 ems short of the column; the reader took that for a paragraph's end and the next line,
//   opening like a caption, for a caption: the whole paragraph was left out of the body.
// - papers-wide 32, page 1: a chemical structure stands in the right column beside the
//   introduction. Tesseract reads it as lines of marks in small type, and two of them fall on the
//   baselines of two introduction lines; the reader took each pair for a table row and dropped the
//   introduction's lines with it.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../support/scannedPdfs.ts";
import { bodyText } from "../support/scannedWords.ts";
import { SHARED_PAPERS_STYLES, SHARED_PAPERS_WIDE, sharedAvailable } from "../support/sharedFixtures.ts";

const plain = (text: string) => text.normalize("NFKC").replace(/\s+/g, " ");

const NAMED = "99-ai-clinical-validation-review-kjr2021.pdf";
describe.skipIf(!sharedAvailable(SHARED_PAPERS_STYLES) || !fs.existsSync(path.join(SHARED_PAPERS_STYLES, NAMED)))("a scanned paragraph that opens by naming a figure", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it(`${NAMED}, page 2 at 300 dpi: the paragraph is body text, its sentence whole; the figure's own caption stays a caption`, async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_STYLES, NAMED)));
    const read = await pool.parse(await scannedPdf(bytes.slice(), { dpi: 300, pages: [2] }), { file: NAMED, ocr: { languages: ["eng"] } });
    const body = plain(bodyText(read));
    expect(body).toContain("Its definition is illustrated in Figure 1. For example, if there is an");
    expect(body).toContain("identified as cancer by the algorithm.");
    const captions = read.passages.filter((p) => p.kind === "caption").map((p) => plain(p.text));
    expect(captions.some((c) => c.startsWith("Fig. 1. Dice similarity coefficient"))).toBe(true);
    expect(captions.some((c) => c.includes("For example"))).toBe(false);
  });
});

const DRAWING = "32-oligo-bodipy-chemrxiv2024.pdf";
describe.skipIf(!sharedAvailable(SHARED_PAPERS_WIDE) || !fs.existsSync(path.join(SHARED_PAPERS_WIDE, DRAWING)))("scanned prose beside a chemical structure", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it(`${DRAWING}, page 1 at 200 dpi: every line of the introduction beside the structure`, async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_WIDE, DRAWING)));
    const read = await pool.parse(await scannedPdf(bytes.slice(), { dpi: 200, pages: [1] }), { file: DRAWING, ocr: { languages: ["eng"] } });
    const body = plain(bodyText(read));
    expect(body).toContain("in the past decades because of their fairly simple preparative access, their flexibility");
    expect(body).toContain("and their useful properties such as outstanding attenuation coefficients and also high");
  });
});
