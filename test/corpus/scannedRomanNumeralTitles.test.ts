// Scans of two shared papers whose titles carry a Roman numeral (papers-styles 90 and 91): the
// born-digital reading finds both titles, the scans lost them. Tesseract read "class I" as
// "class |", which the reader drops as a separator, and "Class II" as "Class Il"; and where the
// title is printed again in larger type on the article's page, the lone "I" (a word, so a run of
// its own) was taken for a drop cap and moved out of its line.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../support/scannedPdfs.ts";
import { SHARED_PAPERS_STYLES, sharedAvailable } from "../support/sharedFixtures.ts";

interface Truth {
  file: string;
  title?: string;
}

const FILES = ["90-kras-g12c-hapten-neoantigens-cancercell2022.pdf", "91-class-ii-microcins-enterobacterales-aem2022.pdf"];
const present = sharedAvailable(SHARED_PAPERS_STYLES) && FILES.every((f) => fs.existsSync(path.join(SHARED_PAPERS_STYLES, f)));
const truthTitle = (file: string) => (JSON.parse(fs.readFileSync(path.join(SHARED_PAPERS_STYLES, "truth.json"), "utf8")) as Truth[]).find((t) => t.file === file)?.title ?? "";
const normal = (text: string) => text.normalize("NFKC").replace(/[‘’]/g, "'").replace(/\s+/g, " ").trim().toLowerCase();

describe.skipIf(!present)("scanned titles with a Roman numeral", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it("papers-styles 91 at 300 dpi: the title reads \"Class II\", not \"Class Il\"", async () => {
    const file = FILES[1]!;
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_STYLES, file)));
    const read = await pool.parse(await scannedPdf(bytes, { dpi: 300, pages: [1] }), { file, ocr: { languages: ["eng"] } });
    expect(normal(read.title ?? "")).toBe(normal(truthTitle(file)));
  });

  it("papers-styles 90 at 200 dpi, two pages: the title keeps its \"class I\" where it is printed twice", async () => {
    const file = FILES[0]!;
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_STYLES, file)));
    const read = await pool.parse(await scannedPdf(bytes, { dpi: 200, pages: [1, 2] }), { file, ocr: { languages: ["eng"] } });
    expect(normal(read.title ?? "")).toBe(normal(truthTitle(file)));
  });
});
