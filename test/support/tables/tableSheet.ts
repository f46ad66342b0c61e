/**
 * A hand typesetter for generated papers with tables: text placed by its baseline, rules, shaded
 * bands and pictures, a table drawn from a plain description in one of the ruling styles papers
 * use, a frame turned sideways, and pages that carry /Rotate. Each table drawn returns what a
 * reader must give back (its header levels, rows, footnotes, where each cell's text is), so a
 * test compares a parse with what is on the page and nothing else.
 */
import type { TableBox, TableRow, TableRowKind, TableRuling } from "../../../src-main/contract/tables.ts";
import { breakLines, widthOf, type FontName, type Style } from "../layoutSheet.ts";
import { newPdfKitDocument, pdfKitBytes, type PdfKitDocument } from "../pdfkit.ts";

export const PAGE: [number, number] = [612, 792];
export const MARGIN = 72;
export const TEXT_WIDTH = PAGE[0] - 2 * MARGIN;
export const BODY: Style = { font: "Times-Roman", size: 10, leading: 12.5 };
export const CELL: Style = { font: "Times-Roman", size: 8, leading: 10 };
export const CELL_BOLD: Style = { font: "Times-Bold", size: 8, leading: 10 };
export const CAPTION: Style = { font: "Times-Roman", size: 9, leading: 11 };
export const NOTE: Style = { font: "Times-Roman", size: 7, leading: 8.5 };
/** A landscape frame (u across 792, v down 612) onto the portrait page, its text reading bottom to top; on a page with /Rotate 90 it reads upright. */
export const SIDEWAYS = [0, -1, 1, 0, 0, PAGE[1]] as const;

type Op = (doc: PdfKitDocument & { page: { dictionary: { data: Record<string, unknown> } }; image(src: Buffer, x: number, y: number, options: { width: number; height: number }): unknown }) => void;

interface PageOps {
  ops: Op[];
  rotate: 0 | 90;
}

export class TableSheet {
  private readonly pages: PageOps[] = [];

  get pageCount(): number {
    return this.pages.length;
  }

  /** A new page (1-based number returned); `rotate` 90 writes /Rotate 90 into it. */
  addPage(rotate: 0 | 90 = 0): number {
    this.pages.push({ ops: [], rotate });
    return this.pages.length;
  }

  private on(page: number, op: Op): void {
    this.pages[page - 1]!.ops.push(op);
  }

  /**
   * One glyph drawn by its code (baseline at y, top-down like `text`) in a font whose encoding
   * names it with a name no glyph list knows, as a math extension font's big brackets are: pdf.js
   * gives it as the bare code, a control character for codes under 32.
   */
  unmappedGlyph(page: number, code: number, x: number, y: number, size: number): void {
    this.on(page, (doc) => {
      const raw = doc as unknown as { ref(data: object): { end(): void }; page: { fonts: Record<string, unknown> }; addContent(text: string): void };
      const encoding = raw.ref({ Type: "Encoding", Differences: [code, `bigglyph${code}`] });
      encoding.end();
      const font = raw.ref({ Type: "Font", Subtype: "Type1", BaseFont: "Helvetica", Encoding: encoding });
      font.end();
      const name = `FUnmapped${code}`;
      raw.page.fonts[name] = font;
      // PDFKit's pages are flipped (y down): the text matrix flips the glyph back upright.
      raw.addContent(`BT /${name} ${size} Tf 1 0 0 -1 ${x} ${y} Tm <${code.toString(16).padStart(2, "0")}> Tj ET`);
    });
  }

  /** One run with its baseline at y; returns the x where it ends. */
  text(page: number, text: string, x: number, y: number, style: Pick<Style, "font" | "size">): number {
    this.on(page, (doc) => doc.font(style.font).fontSize(style.size).text(text, x, y, { lineBreak: false, baseline: "alphabetic" }));
    return x + widthOf(text, style);
  }

  /** One run turned to read bottom to top, its first glyph's foot at (x, y); returns where it ends upwards. */
  turnedText(page: number, text: string, x: number, y: number, style: Pick<Style, "font" | "size">): number {
    this.on(page, (doc) => {
      doc.save().rotate(-90, { origin: [x, y] });
      doc.font(style.font).fontSize(style.size).text(text, x, y, { lineBreak: false, baseline: "alphabetic" });
      doc.restore();
    });
    return y - widthOf(text, style);
  }

  rule(page: number, x1: number, y1: number, x2: number, y2: number, width = 0.5): void {
    this.on(page, (doc) => doc.lineWidth(width).strokeColor("#000000").moveTo(x1, y1).lineTo(x2, y2).stroke());
  }

  /** A rectangle stroked, not filled: its four sides are four rules. */
  box(page: number, x: number, y: number, w: number, h: number, width = 0.5): void {
    this.on(page, (doc) => doc.lineWidth(width).strokeColor("#000000").rect(x, y, w, h).stroke());
  }

  /** A shaded rectangle; the colour is kept to it (pdfkit's fill colour would else paint the text drawn after it). */
  fill(page: number, x: number, y: number, w: number, h: number, color: string): void {
    this.on(page, (doc) => doc.save().rect(x, y, w, h).fill(color).restore());
  }

  image(page: number, png: Buffer, x: number, y: number, w: number, h: number): void {
    this.on(page, (doc) => doc.image(png, x, y, { width: w, height: h }));
  }

  /**
   * Draws what `draw` adds through `matrix` (a b c d e f, pdfkit's y-down page coordinates):
   * `SIDEWAYS` turns a landscape frame (792 wide, 612 high) onto the portrait page so that its
   * text reads from bottom to top, as a wide table is printed in a portrait journal.
   */
  framed(page: number, matrix: readonly [number, number, number, number, number, number], draw: () => void): void {
    this.on(page, (doc) => {
      doc.save();
      doc.transform(...matrix);
    });
    draw();
    this.on(page, (doc) => doc.restore());
  }

  /** Lines of a paragraph from (x, y), broken to `width`; returns the baseline after the last. */
  paragraph(page: number, text: string, x: number, y: number, width: number, style: Style = BODY): number {
    for (const line of breakLines(text, style, width)) {
      this.text(page, line, x, y, style);
      y += style.leading;
    }
    return y;
  }

  render(title: string): Promise<Uint8Array> {
    const created = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));
    const doc = newPdfKitDocument({ size: PAGE, margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { Title: title, CreationDate: created, ModDate: created } });
    const done = pdfKitBytes(doc).then((bytes) => new Uint8Array(bytes));
    for (const page of this.pages) {
      doc.addPage({ size: PAGE, margin: 0 });
      const full = doc as Parameters<Op>[0];
      if (page.rotate) full.page.dictionary.data["Rotate"] = page.rotate;
      for (const op of page.ops) op(full);
    }
    doc.end();
    return done;
  }
}

/** A cell as described: its text and how many columns / rows it covers. */
export interface SpecCell {
  text: string;
  colSpan?: number;
  rowSpan?: number;
}

export interface SpecRow {
  kind?: TableRowKind;
  cells: SpecCell[];
}

export type DrawStyle = "booktabs" | "grid" | "shaded" | "plain";

export interface TableSpec {
  /** Column widths in points. */
  columns: number[];
  header: SpecRow[];
  rows: SpecRow[];
  style: DrawStyle;
  /** Booktabs: a short rule under each header cell spanning columns. Defaults to true. */
  spannerRules?: boolean;
  /** Height of a row. Defaults to 12. */
  rowHeight?: number;
}

/** What a reader must give back for a drawn table; cells carry where their text was drawn (null when drawn turned). */
export interface DrawnTable {
  label: string | null;
  caption: string | null;
  pages: number[];
  kind: "text" | "image";
  rotated: boolean;
  ruling: TableRuling;
  header: TableRow[];
  rows: TableRow[];
  footnotes: string[];
  /** The table's outline on each page (cells and rules, not caption or notes), where it is upright. */
  boxes: TableBox[];
}

const RULING: Record<DrawStyle, TableRuling> = { booktabs: "horizontal", grid: "grid", shaded: "none", plain: "none" };
export const rulingOf = (style: DrawStyle): TableRuling => RULING[style];

/**
 * Draws a table with its top-left corner at (x, y) on `page` and returns its rows as drawn
 * (boxes included unless `upright` is false) and the y below it. The first column is set left,
 * the others centred; a cell spanning rows is centred across them; a sub-heading row is bold.
 */
export function drawTable(sheet: TableSheet, page: number, spec: TableSpec, x: number, y: number, upright = true): { header: TableRow[]; rows: TableRow[]; bottom: number; box: TableBox } {
  const rowH = spec.rowHeight ?? 12;
  const width = spec.columns.reduce((a, b) => a + b, 0);
  const colX = spec.columns.map((_, i) => x + spec.columns.slice(0, i).reduce((a, b) => a + b, 0));
  const all = [...spec.header, ...spec.rows];
  const top = y;
  const bottom = y + all.length * rowH;
  const headerBottom = y + spec.header.length * rowH;
  // Which grid places each cell takes, the contract's way (a cell under a row span is absent).
  const taken: number[] = [];
  const placed: { r: number; c: number; cell: SpecCell }[] = [];
  all.forEach((row, r) => {
    let c = 0;
    for (const cell of row.cells) {
      while ((taken[c] ?? 0) > 0) c++;
      placed.push({ r, c, cell });
      for (let k = 0; k < (cell.colSpan ?? 1); k++) if ((cell.rowSpan ?? 1) > 1) taken[c + k] = cell.rowSpan!;
      c += cell.colSpan ?? 1;
    }
    for (let k = 0; k < taken.length; k++) if ((taken[k] ?? 0) > 0) taken[k]!--;
  });

  if (spec.style === "shaded") {
    sheet.fill(page, x, top, width, headerBottom - top, "#c8c8c8");
    spec.rows.forEach((_, i) => {
      if (i % 2 === 1) sheet.fill(page, x, headerBottom + i * rowH, width, rowH, "#e8e8e8");
    });
  }

  const rowsOut: TableRow[] = all.map((row) => ({ kind: row.kind ?? "body", cells: [] }));
  for (const { r, c, cell } of placed) {
    const span = cell.colSpan ?? 1;
    const rows = cell.rowSpan ?? 1;
    const left = colX[c]!;
    const w = spec.columns.slice(c, c + span).reduce((a, b) => a + b, 0);
    const kind = all[r]!.kind ?? "body";
    const style = r < spec.header.length || kind === "subheading" ? CELL_BOLD : CELL;
    const textW = widthOf(cell.text, style);
    const tx = c === 0 ? left + 3 : left + (w - textW) / 2;
    const baseline = y + r * rowH + (rows * rowH) / 2 + style.size * 0.35;
    if (cell.text) sheet.text(page, cell.text, tx, baseline, style);
    rowsOut[r]!.cells.push({
      text: cell.text,
      box: cell.text && upright ? { page, x: tx, y: baseline - style.size * 0.8, w: textW, h: style.size } : null,
      colSpan: span,
      rowSpan: rows,
    });
  }

  if (spec.style === "booktabs") {
    sheet.rule(page, x, top, x + width, top, 1);
    sheet.rule(page, x, headerBottom, x + width, headerBottom, 0.5);
    sheet.rule(page, x, bottom, x + width, bottom, 1);
    if (spec.spannerRules ?? true) {
      for (const { r, c, cell } of placed) {
        if (r >= spec.header.length || (cell.colSpan ?? 1) < 2) continue;
        const left = colX[c]!;
        const right = colX[c]! + spec.columns.slice(c, c + cell.colSpan!).reduce((a, b) => a + b, 0);
        sheet.rule(page, left + 3, y + (r + 1) * rowH - 1, right - 3, y + (r + 1) * rowH - 1, 0.4);
      }
    }
  } else if (spec.style === "grid") {
    // Every cell's border, so a merged cell has none inside it.
    for (const { r, c, cell } of placed) {
      const left = colX[c]!;
      const right = left + spec.columns.slice(c, c + (cell.colSpan ?? 1)).reduce((a, b) => a + b, 0);
      const cellTop = y + r * rowH;
      const cellBottom = cellTop + (cell.rowSpan ?? 1) * rowH;
      sheet.rule(page, left, cellTop, right, cellTop);
      sheet.rule(page, left, cellBottom, right, cellBottom);
      sheet.rule(page, left, cellTop, left, cellBottom);
      sheet.rule(page, right, cellTop, right, cellBottom);
    }
  }
  return {
    header: rowsOut.slice(0, spec.header.length),
    rows: rowsOut.slice(spec.header.length),
    bottom,
    box: { page, x, y: top, w: width, h: bottom - top },
  };
}

/** A caption set as papers do: the bold label, then the caption, broken to `width`; returns the baseline after it. */
export function drawCaption(sheet: TableSheet, page: number, label: string, caption: string, x: number, y: number, width: number): number {
  const lead = `${label}.`;
  const bold = { font: "Times-Bold" as FontName, size: CAPTION.size };
  const after = sheet.text(page, lead, x, y, bold) + widthOf(" ", CAPTION);
  const lines = breakLines(caption, CAPTION, width, width - (after - x));
  sheet.text(page, lines[0]!, after, y, CAPTION);
  for (const line of lines.slice(1)) {
    y += CAPTION.leading;
    sheet.text(page, line, x, y, CAPTION);
  }
  return y + CAPTION.leading;
}
