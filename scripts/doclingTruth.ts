/**
 * Docling's expected tables (DS4SD/docling, now docling-project/docling, MIT) in the form the
 * table measures read. Docling's end-to-end test keeps, beside each PDF, the DoclingDocument its
 * converter wrote for it (`tests/data/pdf/groundtruth/<name>.json`): the test fails when a later
 * converter writes something else, so it is Docling's own output, checked in, not a human's
 * annotation. Its conventions, mapped here:
 *
 * - A table is an item of `tables` with label "table": one outline per page it is on (`prov`, a
 *   page number and a box whose `coord_origin` says from which corner it counts), and its cells
 *   (`data.table_cells`), each with its first row and column and its end row and column (end
 *   excluded, so a cell of one row has end = start + 1). Header cells are flagged
 *   (`column_header`) but sit in the grid like any other row, so the grid is header rows included.
 * - Label "document_index" is a table of contents, which Docling does not call a table: kept apart
 *   as an outline, neither expected nor a false table where the reader finds one.
 * - A table none of whose cells has text is a picture of a table: the test reads the text layer
 *   only (`do_ocr = False`), so Docling could not read it either. It is left out, with the reason.
 */

/** A box on a page in PDF points from the page's top left (as the reader's TableBox). */
export interface DoclingBox {
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface DoclingTruthCell {
  /** 0-based, inclusive at both ends. */
  startRow: number;
  endRow: number;
  startCol: number;
  endCol: number;
  /** Runs of white space as one space. */
  text: string;
  header: boolean;
  box: DoclingBox | null;
}

export interface DoclingTruthTable {
  /** The item's place in the document: "#/tables/3". */
  ref: string;
  boxes: DoclingBox[];
  rows: number;
  cols: number;
  cells: DoclingTruthCell[];
}

export interface DoclingTruth {
  tables: DoclingTruthTable[];
  /** Outlines of what Docling labels a document index (a table of contents). */
  documentIndexes: DoclingBox[][];
  /** Tables left out, and why. */
  leftOut: { ref: string; reason: string }[];
  pages: number;
}

interface RawBox {
  l: number;
  t: number;
  r: number;
  b: number;
  coord_origin?: string;
}

interface RawCell {
  bbox?: RawBox | null;
  start_row_offset_idx: number;
  end_row_offset_idx: number;
  start_col_offset_idx: number;
  end_col_offset_idx: number;
  text: string;
  column_header?: boolean;
}

interface RawTable {
  self_ref: string;
  label: string;
  prov?: { page_no: number; bbox: RawBox }[];
  data?: { table_cells?: RawCell[]; num_rows?: number; num_cols?: number };
}

/** The parts of a DoclingDocument read here. */
export interface RawDoclingDocument {
  schema_name?: string;
  tables?: RawTable[];
  pages?: Record<string, { size: { width: number; height: number }; page_no: number }>;
}

export class DoclingTruthError extends Error {
  override readonly name = "DoclingTruthError";
}

function boxOf(page: number, b: RawBox, pageHeight: number): DoclingBox {
  // BOTTOMLEFT counts t and b up from the page's bottom edge; TOPLEFT down from its top.
  const top = b.coord_origin === "BOTTOMLEFT" ? pageHeight - Math.max(b.t, b.b) : Math.min(b.t, b.b);
  return { page, x: Math.min(b.l, b.r), y: top, w: Math.abs(b.r - b.l), h: Math.abs(b.t - b.b) };
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** Reads one DoclingDocument's tables. */
export function doclingTruth(doc: RawDoclingDocument): DoclingTruth {
  if (doc.schema_name !== undefined && doc.schema_name !== "DoclingDocument") throw new DoclingTruthError(`Not a DoclingDocument: schema_name is "${doc.schema_name}".`);
  const pages = doc.pages ?? {};
  const height = (page: number) => {
    const p = pages[String(page)];
    if (!p) throw new DoclingTruthError(`The document gives no size for page ${page}.`);
    return p.size.height;
  };
  const outlines = (t: RawTable) => (t.prov ?? []).map((p) => boxOf(p.page_no, p.bbox, height(p.page_no)));
  const out: DoclingTruth = { tables: [], documentIndexes: [], leftOut: [], pages: Object.keys(pages).length };
  for (const t of doc.tables ?? []) {
    if (t.label === "document_index") {
      out.documentIndexes.push(outlines(t));
      continue;
    }
    if (t.label !== "table") {
      out.leftOut.push({ ref: t.self_ref, reason: `label "${t.label}"` });
      continue;
    }
    const boxes = outlines(t);
    // A cell's box counts from its own corner; the first outline's page is the cell's page.
    const page = boxes[0]?.page ?? 0;
    // Each cell once, a spanning one at its first row and column; a place no cell covers is empty.
    const cells = (t.data?.table_cells ?? []).map(
      (c): DoclingTruthCell => ({
        startRow: c.start_row_offset_idx,
        endRow: Math.max(c.start_row_offset_idx, c.end_row_offset_idx - 1),
        startCol: c.start_col_offset_idx,
        endCol: Math.max(c.start_col_offset_idx, c.end_col_offset_idx - 1),
        text: clean(c.text ?? ""),
        header: c.column_header === true,
        box: c.bbox && page > 0 ? boxOf(page, c.bbox, height(page)) : null,
      }),
    );
    if (boxes.length === 0) out.leftOut.push({ ref: t.self_ref, reason: "no outline on a page" });
    else if (!cells.some((c) => c.text)) out.leftOut.push({ ref: t.self_ref, reason: "no cell with text: a picture of a table (the test reads no text by OCR)" });
    else out.tables.push({ ref: t.self_ref, boxes, rows: t.data?.num_rows ?? 0, cols: t.data?.num_cols ?? 0, cells });
  }
  return out;
}
