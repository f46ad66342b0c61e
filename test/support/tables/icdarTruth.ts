/**
 * The ground truth of the ICDAR 2013 table competition, as its files give it: `<name>-reg.xml`
 * lists each table's regions (a page and a bounding box; a table over pages or set in blocks side
 * by side has several), `<name>-str.xml` each table's cells (start and end row and column, a
 * bounding box, the text). Boxes are in PDF user space, origin at the bottom left of the page.
 * A region's `row-increment` / `col-increment` are added to its cells' numbers (-1 where a
 * region counts from 1; 2 and 4 for blocks set beside the first), so cells of all regions of a
 * table share one grid.
 */
import fs from "node:fs";
import path from "node:path";
import { descendants, readXml, type XmlElement } from "./xmlElements.ts";

/** PDF user space: x1 < x2 left to right, y1 < y2 bottom to top. */
export interface IcdarBox {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface IcdarRegion {
  page: number;
  box: IcdarBox;
}

export interface IcdarCell {
  page: number;
  startRow: number;
  startCol: number;
  endRow: number;
  endCol: number;
  /** Lines joined with one space. */
  text: string;
  box: IcdarBox | null;
}

export interface IcdarTable {
  /** "eu-001 #1": the document and the table's place in its files. */
  id: string;
  regions: IcdarRegion[];
  cells: IcdarCell[];
}

export interface IcdarDocument {
  /** "eu-001", "us-035a". */
  name: string;
  /** "eu" or "us": the competition's two halves. */
  set: string;
  pdf: string;
  tables: IcdarTable[];
}

/** The folder of the competition set inside an extracted Tabula suite. */
export const ICDAR_DIR = "icdar2013-dataset";

function num(e: XmlElement, name: string, fallback?: number): number {
  const raw = e.attributes[name];
  if (raw === undefined && fallback !== undefined) return fallback;
  // parseFloat: one box in the set has a stray character after its number ("26ß").
  const n = raw === undefined ? NaN : Number.parseFloat(raw);
  if (raw === undefined || !Number.isFinite(n)) throw new Error(`<${e.name}> has no number in ${name}="${raw ?? ""}"`);
  return n;
}

function boxOf(e: XmlElement): IcdarBox | null {
  const b = e.children.find((c) => c.name === "bounding-box");
  return b ? { x1: num(b, "x1"), y1: num(b, "y1"), x2: num(b, "x2"), y2: num(b, "y2") } : null;
}

function readDoc(file: string): XmlElement {
  return readXml(fs.readFileSync(file, "utf8"));
}

/** One document's truth, regions and structure paired by table order (both files number them alike). */
export function readIcdarDocument(pdf: string): IcdarDocument {
  const base = pdf.replace(/\.pdf$/i, "");
  const name = path.basename(base);
  const regionTables = descendants(readDoc(`${base}-reg.xml`), "table");
  const structureTables = descendants(readDoc(`${base}-str.xml`), "table");
  if (regionTables.length !== structureTables.length) throw new Error(`${name}: ${regionTables.length} tables in -reg.xml but ${structureTables.length} in -str.xml`);
  const tables = regionTables.map((t, i): IcdarTable => {
    const regions = descendants(t, "region").map((r) => ({ page: num(r, "page"), box: boxOf(r)! }));
    const cells = descendants(structureTables[i]!, "region").flatMap((r) => {
      const page = num(r, "page");
      const dRow = num(r, "row-increment", 0);
      const dCol = num(r, "col-increment", 0);
      return descendants(r, "cell").map((c): IcdarCell => {
        const startRow = num(c, "start-row") + dRow;
        const startCol = num(c, "start-col") + dCol;
        const content = c.children.find((x) => x.name === "content")?.text ?? "";
        return {
          page,
          startRow,
          startCol,
          endRow: num(c, "end-row", startRow - dRow) + dRow,
          endCol: num(c, "end-col", startCol - dCol) + dCol,
          text: content.replace(/\s+/g, " ").trim(),
          box: boxOf(c),
        };
      });
    });
    return { id: `${name} #${i + 1}`, regions, cells };
  });
  return { name, set: name.slice(0, 2), pdf, tables };
}

/** Every document of the set under `tabulaDir` (eu then us, by name). */
export function readIcdarSet(tabulaDir: string): IcdarDocument[] {
  const root = path.join(tabulaDir, ICDAR_DIR);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((d) => /^competition-dataset-/.test(d))
    .sort()
    .flatMap((d) =>
      fs
        .readdirSync(path.join(root, d))
        .filter((f) => /\.pdf$/i.test(f) && fs.existsSync(path.join(root, d, f.replace(/\.pdf$/i, "-str.xml"))))
        .sort()
        .map((f) => readIcdarDocument(path.join(root, d, f))),
    );
}

/** The table's cells as a grid of rows (a spanning cell's text at its first row and column, "" elsewhere), rows and columns from the first used one. */
export function icdarGrid(table: IcdarTable): string[][] {
  if (table.cells.length === 0) return [];
  const row0 = Math.min(...table.cells.map((c) => c.startRow));
  const col0 = Math.min(...table.cells.map((c) => c.startCol));
  const rows = Math.max(...table.cells.map((c) => c.endRow)) - row0 + 1;
  const cols = Math.max(...table.cells.map((c) => c.endCol)) - col0 + 1;
  const grid = Array.from({ length: rows }, () => Array<string>(cols).fill(""));
  for (const c of table.cells) grid[c.startRow - row0]![c.startCol - col0] = c.text;
  return grid;
}

/** What Tabula's own detector scored on a document, as its suite records it beside the PDF (`<name>.json`), on its own rule. */
export interface TabulaRecord {
  expected: number;
  right: number;
  wrong: number;
}

export function readTabulaRecord(pdf: string): TabulaRecord | null {
  const file = pdf.replace(/\.pdf$/i, ".json");
  if (!fs.existsSync(file)) return null;
  const r = JSON.parse(fs.readFileSync(file, "utf8")) as { numExpectedTables?: number; numCorrectlyDetectedTables?: number; numErroneouslyDetectedTables?: number };
  return { expected: r.numExpectedTables ?? 0, right: r.numCorrectlyDetectedTables ?? 0, wrong: r.numErroneouslyDetectedTables ?? 0 };
}
