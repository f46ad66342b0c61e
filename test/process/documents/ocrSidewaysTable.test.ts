// A scanned page holding a table printed sideways, read bottom to top as most turned tables are,
// read by OCR in the real parse workers as an import reads it. Tesseract turns sideways text one
// way only: it read this table top to bottom, upside down ("Harbour" as "Inoqrey"), and gave each
// row as one run, so the reader found no table on the page (round 37: papers-more 63 and 67 lost
// their sideways tables on scans). The page's picture is now turned upright and read again, and
// the table comes out as its born-digital page gives it.
import { afterAll, describe, expect, it } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { scannedPdf } from "../../support/scannedPdfs.ts";
import { sidewaysTable } from "../../support/tables/layoutTablePdfs.ts";

const cellsOf = (rows: readonly { cells: readonly { text: string }[] }[]) => rows.flatMap((r) => r.cells.map((c) => c.text.replace(/\s+/g, " ").trim()));

describe("a table printed sideways on a scanned page", () => {
  const pool = new ParserPool({ size: 1 });
  afterAll(() => pool.dispose());

  it("is found, marked rotated, its header and cells read upright", async () => {
    const c = await sidewaysTable();
    const truth = c.tables[0]!;
    // Only the table's page: one page, one table.
    const read = await pool.parse(await scannedPdf(c.bytes.slice(), { dpi: 300, pages: [truth.pages[0]!] }), { file: "sideways-scan.pdf", ocr: { languages: ["eng"] } });
    const tables = read.tables ?? [];
    expect(tables).toHaveLength(1);
    const table = tables[0]!;
    expect(table.label).toBe("Table 2");
    expect(table.rotated).toBe(true);
    expect(cellsOf(table.header)).toEqual(cellsOf(truth.header));
    expect(table.rows).toHaveLength(truth.rows.length);
    const want = cellsOf(truth.rows);
    const got = cellsOf(table.rows);
    // OCR may misread a letter or two ("Oter fjord"); every number and nearly every cell is right.
    expect(want.filter((text, i) => got[i] === text).length / want.length).toBeGreaterThan(0.9);
    expect(got.join(" ")).not.toMatch(/Inoqrey|120T/);
  });
});
