/**
 * A generated paper around tables: a title, authors and an abstract, numbered headings and
 * paragraphs flowed down one column (or two), a running header and a page number on each page,
 * and tables placed where the text has reached, each with its caption above and its notes
 * below. It records the body sentences it set, so a test can ask that each comes out whole.
 */
import type { TableRow } from "../../../src-main/contract/tables.ts";
import { breakLines, widthOf, type Style } from "../layoutSheet.ts";
import { BODY, CAPTION, drawCaption, drawTable, MARGIN, NOTE, PAGE, rulingOf, TableSheet, TEXT_WIDTH, type DrawnTable, type TableSpec } from "./tableSheet.ts";

const HEADING = { font: "Helvetica-Bold" as const, size: 11, leading: 15 };
const TOP = 80;
const BOTTOM = PAGE[1] - 80;
const GUTTER = 20;

/** Sentences with no digits in them, so no cell's text is ever part of one. */
export const PROSE = [
  "Thin films of the oxide were grown on sapphire substrates, and their structure was checked by diffraction before any electrical measurement was made.",
  "The conductivity rose steadily with the growth temperature, which we attribute to larger grains and fewer boundaries scattering the carriers.",
  "Samples kept in dry air for a month showed no change in their spectra, so the films are stable enough to be handled without a protective coating.",
  "Each measurement was repeated on films from separate runs, and the spread between them was smaller than the change caused by the temperature itself.",
  "Participants were recruited from outpatient clinics and gave written consent before any assessment took place.",
  "The intervention group received weekly reminders by email, while the control group received the usual information leaflet only.",
  "Outcomes were assessed by staff who did not know which group a participant belonged to.",
  "Missing values were handled by multiple imputation under the assumption that they were missing at random.",
  "We compared the groups with mixed models that allowed each participant an intercept of their own.",
  "The effect was larger in older participants, although the interaction did not reach conventional significance.",
  "Sensitivity analyses that excluded participants with incomplete follow-up gave the same conclusions.",
  "These findings suggest that simple reminders can change behaviour that is usually thought to be hard to shift.",
];

export class PaperWriter {
  readonly sheet = new TableSheet();
  readonly sentences: string[] = [];
  readonly tables: DrawnTable[] = [];
  page = 0;
  y = TOP;
  /** Two columns: the current one (0 or 1) and their width. */
  column = 0;
  readonly columns: 1 | 2;
  private readonly width: number;

  constructor(title: string, options: { columns?: 1 | 2 } = {}) {
    this.columns = options.columns ?? 1;
    this.width = this.columns === 1 ? TEXT_WIDTH : (TEXT_WIDTH - GUTTER) / 2;
    this.newPage();
    const s = this.sheet;
    let y = 96;
    for (const line of breakLines(title, { font: "Times-Bold", size: 16, leading: 19 }, TEXT_WIDTH)) {
      s.text(1, line, MARGIN, y, { font: "Times-Bold", size: 16 });
      y += 19;
    }
    s.text(1, "Ada Example, Ben Sample and Cleo Placeholder", MARGIN, y + 6, { font: "Times-Roman", size: 11 });
    y += 32;
    s.text(1, "Abstract", MARGIN, y, { font: "Times-Bold", size: 10 });
    y = s.paragraph(1, "We report measurements made to test how a table is read back from a generated paper, with the text around each table checked word for word.", MARGIN, y + 13, TEXT_WIDTH) + 14;
    this.y = y;
  }

  get left(): number {
    return MARGIN + this.column * (this.width + GUTTER);
  }

  get columnWidth(): number {
    return this.width;
  }

  /** The running header and page number every page carries. */
  private furniture(page: number): void {
    this.sheet.text(page, "Journal of Generated Tables", MARGIN, 50, { font: "Times-Italic", size: 8 });
    const n = String(page);
    this.sheet.text(page, n, (PAGE[0] - widthOf(n, { font: "Times-Roman", size: 8 })) / 2, PAGE[1] - 45, { font: "Times-Roman", size: 8 });
  }

  newPage(rotate: 0 | 90 = 0): number {
    this.page = this.sheet.addPage(rotate);
    if (!rotate) this.furniture(this.page);
    this.y = TOP;
    this.column = 0;
    return this.page;
  }

  /** Moves on to the next column or page when `height` does not fit below the cursor. */
  ensure(height: number): void {
    if (this.y + height <= BOTTOM) return;
    if (this.columns === 2 && this.column === 0) {
      this.column = 1;
      this.y = this.page === 1 && this.firstColumnTop > 0 ? this.firstColumnTop : TOP;
    } else this.newPage();
  }

  /** Where the columns start on page 1 (below the front matter). */
  private firstColumnTop = 0;

  /** Starts the two columns (or the one) here. */
  startBody(): void {
    this.firstColumnTop = this.y;
  }

  heading(text: string): void {
    this.ensure(HEADING.leading * 3);
    this.y += 6;
    this.sheet.text(this.page, text, this.left, this.y, HEADING);
    this.y += HEADING.leading;
  }

  /** A paragraph of sentences, each recorded as one that must come out whole. */
  paragraph(sentences: readonly string[]): void {
    this.sentences.push(...sentences);
    this.lines(breakLines(sentences.join(" "), BODY, this.width));
    this.y += 4;
  }

  /** Body lines flowed down the column(s). */
  lines(lines: readonly string[]): void {
    for (const line of lines) {
      this.ensure(BODY.leading);
      this.sheet.text(this.page, line, this.left, this.y, BODY);
      this.y += BODY.leading;
    }
  }

  /** Free text lines that are not sentences to check (a list, a reference). */
  line(text: string, x = this.left, style: Pick<Style, "font" | "size"> = BODY): void {
    this.ensure(BODY.leading);
    this.sheet.text(this.page, text, x, this.y, style);
  }

  /**
   * A table with its caption above and its notes below, placed at the cursor across the column
   * (a new column or page first if it does not fit); returns what the reader must give back.
   */
  table(label: string, caption: string, spec: TableSpec, footnotes: string[] = []): DrawnTable {
    const width = spec.columns.reduce((a, b) => a + b, 0);
    const rows = spec.header.length + spec.rows.length;
    const captionLines = breakLines(`${label}. ${caption}`, CAPTION, width).length;
    this.ensure(captionLines * CAPTION.leading + rows * (spec.rowHeight ?? 12) + footnotes.length * NOTE.leading + 24);
    this.y += 8;
    const below = drawCaption(this.sheet, this.page, label, caption, this.left, this.y, width);
    const drawn = drawTable(this.sheet, this.page, spec, this.left, below - 4);
    let y = drawn.bottom + 10;
    for (const note of footnotes) {
      this.sheet.text(this.page, note, this.left, y, NOTE);
      y += NOTE.leading;
    }
    this.y = y + 10;
    const table: DrawnTable = { label, caption, pages: [this.page], kind: "text", rotated: false, ruling: rulingOf(spec.style), header: drawn.header, rows: drawn.rows, footnotes, boxes: [drawn.box] };
    this.tables.push(table);
    return table;
  }

  /**
   * A table with no caption and no notes (a statistics office's layout, a key resources table),
   * placed at the cursor across the column; returns what the reader must give back.
   */
  uncaptionedTable(spec: TableSpec): DrawnTable {
    const rows = spec.header.length + spec.rows.length;
    this.ensure(rows * (spec.rowHeight ?? 12) + 24);
    this.y += 8;
    const drawn = drawTable(this.sheet, this.page, spec, this.left, this.y);
    this.y = drawn.bottom + 20;
    const table: DrawnTable = { label: null, caption: null, pages: [this.page], kind: "text", rotated: false, ruling: rulingOf(spec.style), header: drawn.header, rows: drawn.rows, footnotes: [], boxes: [drawn.box] };
    this.tables.push(table);
    return table;
  }

  finish(title: string): Promise<Uint8Array> {
    return this.sheet.render(title);
  }
}

/** Rows as plain strings, the way `tableGrid` prints them. */
export const rowTexts = (rows: readonly TableRow[]): string[][] => rows.map((r) => r.cells.map((c) => c.text));
