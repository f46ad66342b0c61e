/**
 * A small hand typesetter for the generated test papers: text placed by its baseline, greedy
 * line breaking, two-column flow over pages, raised markers and slanted (sheared) runs. Every
 * case built with it records the text it drew, so a test compares a parse with what is on the
 * page and nothing else.
 */
import { newPdfKitDocument, pdfKitBytes, type PdfKitDocument } from "./pdfkit.ts";

export type FontName = "Times-Roman" | "Times-Bold" | "Times-Italic" | "Helvetica" | "Helvetica-Bold" | "Helvetica-Oblique" | "Courier" | "ZapfDingbats";

export interface Style {
  font: FontName;
  size: number;
  leading: number;
}

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = 54;
export const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const GUTTER = 18;
export const COLUMN_WIDTH = (TEXT_WIDTH - GUTTER) / 2;

export const BODY: Style = { font: "Times-Roman", size: 10, leading: 12.5 };
export const HEADING: Style = { font: "Helvetica-Bold", size: 11, leading: 15 };
export const SMALL: Style = { font: "Times-Roman", size: 7.5, leading: 9.5 };
export const TITLE: Style = { font: "Times-Bold", size: 17, leading: 21 };

const AUTHORS: Pick<Style, "font" | "size"> = { font: "Times-Roman", size: 11 };

/** Where a paper's opening sits; every field varies it from the common layout of the test papers. */
export interface FrontMatterLayout {
  /** Left edge of the title, authors and abstract. Defaults to MARGIN. */
  x?: number;
  /** Measure of the title and abstract. Defaults to TEXT_WIDTH. */
  width?: number;
  /** Baseline of the title's first line. Defaults to 90. */
  top?: number;
  /** From the baseline after the title down to the authors' line. Defaults to 8. */
  authorsGap?: number;
  /** From the baseline after the title down to the "Abstract" heading. Defaults to 40. */
  headingDrop?: number;
  /** From the "Abstract" heading down to the abstract's first line. Defaults to 15. */
  abstractDrop?: number;
  /** Type of the abstract. Defaults to BODY. */
  abstractStyle?: Style;
  /** Added to the baseline after the abstract's last line for the body's first. Defaults to 16. */
  gapAfter?: number;
}

type Op = (doc: PdfKitDocument) => void;

const scratch = newPdfKitDocument({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: {} });

export function widthOf(text: string, style: Pick<Style, "font" | "size">): number {
  return scratch.font(style.font).fontSize(style.size).widthOfString(text);
}

/** Greedy first-fit breaking at spaces; the first line may be narrower (a run-in label before it). */
export function breakLines(text: string, style: Style, width: number, firstWidth = width): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(next, style) > (lines.length === 0 ? firstWidth : width)) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Where the next line goes in a two-column flow: column 0 or 1 of the current page. */
interface Frame {
  column: 0 | 1;
  y: number;
}

export class Sheet {
  private readonly pages: Op[][] = [];
  /** Top of the columns on the current page. */
  columnTop = 72;
  columnBottom = PAGE_HEIGHT - 72;
  frame: Frame = { column: 0, y: 72 };

  constructor() {
    this.newPage();
  }

  get pageCount(): number {
    return this.pages.length;
  }

  newPage(): void {
    this.pages.push([]);
    this.columnTop = 72;
    this.frame = { column: 0, y: this.columnTop };
  }

  /** Starts the two columns at `top` of the current page (below the front matter on page 1). */
  startColumns(top: number): void {
    this.columnTop = top;
    this.frame = { column: 0, y: top };
  }

  /**
   * One run of text with its baseline at y; `skew` slants it (an italic made by shearing),
   * `rotate` turns it about (x, y) in degrees (a margin stamp), `page` draws on an earlier page.
   */
  text(text: string, x: number, y: number, style: Pick<Style, "font" | "size">, options: { skew?: number; rotate?: number; page?: number } = {}): number {
    const ops = this.pages[(options.page ?? this.pages.length) - 1]!;
    ops.push((doc) => {
      doc.save();
      if (options.skew) doc.transform(1, 0, -options.skew, 1, options.skew * y, 0);
      if (options.rotate) doc.rotate(options.rotate, { origin: [x, y] });
      doc.font(style.font).fontSize(style.size).text(text, x, y, { lineBreak: false, baseline: "alphabetic" });
      doc.restore();
    });
    return x + widthOf(text, style);
  }

  /** A straight stroked rule from (x0, y0) to (x1, y1) on the current page (a table's grid). */
  rule(x0: number, y0: number, x1: number, y1: number, width = 0.5): void {
    this.pages.at(-1)!.push((doc) => {
      doc.lineWidth(width).strokeColor("black").moveTo(x0, y0).lineTo(x1, y1).stroke();
    });
  }

  /** A rectangle on the current page, filled with `fill` and/or stroked (a diagram's box, a title's band). */
  box(x: number, y: number, w: number, h: number, style: { fill?: string; stroke?: boolean }): void {
    this.pages.at(-1)!.push((doc) => {
      doc.save();
      if (style.fill) doc.rect(x, y, w, h).fill(style.fill);
      if (style.stroke) doc.lineWidth(0.8).strokeColor("black").rect(x, y, w, h).stroke();
      doc.restore();
    });
  }

  /** A PNG picture placed at (x, y) and scaled to w by h points on the current page. */
  picture(png: Buffer, x: number, y: number, w: number, h: number): void {
    this.pages.at(-1)!.push((doc) => (doc as PdfKitDocument & { image(src: Buffer, x: number, y: number, options: { width: number; height: number }): unknown }).image(png, x, y, { width: w, height: h }));
  }

  /** Lines of a paragraph at (x, y), broken to `width`; returns the baseline after the last line. */
  paragraph(text: string, x: number, y: number, width: number, style: Style): number {
    for (const line of breakLines(text, style, width)) {
      this.text(line, x, y, style);
      y += style.leading;
    }
    return y;
  }

  /**
   * A paper's title set from the page's top with the authors under it. Returns the baseline
   * after the title's last line (the authors sit `authorsGap` below it).
   */
  titleAndAuthors(title: string, layout: Pick<FrontMatterLayout, "x" | "width" | "top" | "authorsGap"> = {}): number {
    const { x = MARGIN, width = TEXT_WIDTH, top = 90, authorsGap = 8 } = layout;
    const y = this.paragraph(title, x, top, width, TITLE);
    this.text("Ada Example and Ben Sample", x, y + authorsGap, AUTHORS);
    return y;
  }

  /**
   * A paper's opening, from the top of the page: its title, the authors under it, then the
   * abstract under its heading. Returns where the body's first line goes.
   */
  frontMatter(title: string, abstract: string, layout: FrontMatterLayout = {}): number {
    const { x = MARGIN, width = TEXT_WIDTH, headingDrop = 40, abstractDrop = 15, abstractStyle = BODY, gapAfter = 16 } = layout;
    const heading = this.titleAndAuthors(title, layout) + headingDrop;
    this.text("Abstract", x, heading, HEADING);
    return this.paragraph(abstract, x, heading + abstractDrop, width, abstractStyle) + gapAfter;
  }

  /** Names with raised markers after them, on one baseline; returns the x after the last. */
  names(parts: { name: string; marker?: string; after?: string }[], x: number, y: number, style: Style): number {
    const marker = { font: style.font, size: style.size * 0.65 };
    for (const part of parts) {
      x = this.text(part.name, x, y, style);
      if (part.marker) x = this.text(part.marker, x + 0.5, y - style.size * 0.35, marker);
      if (part.after) x = this.text(part.after, x, y, style);
    }
    return x;
  }

  /** Flows lines into two columns from the current frame on, starting new pages as needed. */
  flowLines(lines: string[], style: Style, gapBefore = 0): void {
    this.frame.y += gapBefore;
    for (const line of lines) {
      if (this.frame.y > this.columnBottom) {
        if (this.frame.column === 0) this.frame = { column: 1, y: this.columnTop };
        else this.newPage();
      }
      this.text(line, MARGIN + this.frame.column * (COLUMN_WIDTH + GUTTER), this.frame.y, style);
      this.frame.y += style.leading;
    }
  }

  /** A heading and paragraphs flowed into the columns. */
  section(heading: string | null, paragraphs: string[]): void {
    if (heading) this.flowLines([heading], HEADING, 6);
    for (const text of paragraphs) this.flowLines(breakLines(text, BODY, COLUMN_WIDTH), BODY, 3);
  }

  /**
   * `outline`: bookmark titles to give the PDF an outline (top level, in order); a title alone
   * points at the last page, one with a page at that page (1-based).
   */
  render(info: Record<string, string> = {}, outline: (string | { title: string; page: number })[] = []): Promise<Uint8Array> {
    const created = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));
    const doc = newPdfKitDocument({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { ...info, CreationDate: created, ModDate: created } });
    const done = pdfKitBytes(doc).then((bytes) => new Uint8Array(bytes));
    // pdfkit points an outline entry at the page being drawn when it is added.
    for (const [i, ops] of this.pages.entries()) {
      doc.addPage({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0 });
      for (const op of ops) op(doc);
      for (const entry of outline) if (typeof entry !== "string" && entry.page === i + 1) doc.outline.addItem(entry.title);
    }
    for (const entry of outline) if (typeof entry === "string") doc.outline.addItem(entry);
    doc.end();
    return done;
  }
}
