// Scans of two shared papers whose titles carry a Roman numeral (papers-styles 90 and 91): the
// born-digital reading finds both titles, the scans lost them. Tesseract read "class I" as
// "class |", which the reader drops as a separator, and "Class II" as "Class Il"; and where the
// title is printed again in larger type on the article's page, the lone "I" (a word, so a run of
// its own) was taken for a drop cap and moved out of its line.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ParsedPaper } from "../../src-main/core/documents/ParsedPaper.ts";
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

  // 91's first page at 300 dpi, read once for the title and for the words drawn over the scan.
  let read91: Promise<ParsedPaper> | undefined;
  const readPaper91 = () => {
    const file = FILES[1]!;
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_STYLES, file)));
    read91 ??= scannedPdf(bytes, { dpi: 300, pages: [1] }).then((scan) => pool.parse(scan, { file, ocr: { languages: ["eng"] } }));
    return read91;
  };

  it("papers-styles 91 at 300 dpi: the title reads \"Class II\", not \"Class Il\"", async () => {
    const read = await readPaper91();
    expect(normal(read.title ?? "")).toBe(normal(truthTitle(FILES[1]!)));
  });

  it("papers-styles 91 at 300 dpi: the words drawn over the scan say \"Class II\" where the title does", async () => {
    const read = await readPaper91();
    const drawn = (read.ocrWords ?? []).find((p) => p.page === 1)?.words.map((w) => w.text) ?? [];
    // The title's words in a row, as the reader pane draws them over the page picture.
    expect(drawn.join(" ")).toContain("Widespread Class II Microcins");
  });

  it("papers-styles 90 at 200 dpi, two pages: the title keeps its \"class I\" where it is printed twice", async () => {
    const file = FILES[0]!;
    const bytes = new Uint8Array(fs.readFileSync(path.join(SHARED_PAPERS_STYLES, file)));
    const read = await pool.parse(await scannedPdf(bytes, { dpi: 200, pages: [1, 2] }), { file, ocr: { languages: ["eng"] } });
    expect(normal(read.title ?? "")).toBe(normal(truthTitle(file)));
  });
});
