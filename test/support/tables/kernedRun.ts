/**
 * Two texts in one text-showing operator, the second moved on by a kerning offset (TJ), as a
 * typesetter sets neighbouring cells in one string: pdf.js gives them as one run with a space
 * between when the offset is under about half an em.
 */
import type { TableSheet } from "./tableSheet.ts";
import type { Style } from "../layoutSheet.ts";

/** What of pdfkit's document the raw text below uses. */
interface RawDoc {
  font(name: string): RawDoc;
  fontSize(size: number): RawDoc;
  save(): RawDoc;
  restore(): RawDoc;
  transform(a: number, b: number, c: number, d: number, e: number, f: number): RawDoc;
  addContent(op: string): RawDoc;
  page: { height: number; fonts: Record<string, unknown> };
  _font: { id: string; ref(): unknown; encode(text: string): [string[], unknown] };
}

/** `a` from (x, y) (y the baseline, from the top), then `b` `gap` points after it, in one TJ. */
export function kernedRun(sheet: TableSheet, page: number, a: string, b: string, x: number, y: number, gap: number, style: Pick<Style, "font" | "size">): void {
  const on = (sheet as unknown as { on(page: number, op: (doc: RawDoc) => void): void }).on.bind(sheet);
  on(page, (doc) => {
    doc.font(style.font).fontSize(style.size);
    const font = doc._font;
    doc.page.fonts[font.id] ??= font.ref();
    const hex = (text: string) => font.encode(text)[0].join("");
    doc.save().transform(1, 0, 0, -1, 0, doc.page.height);
    doc.addContent(`BT 1 0 0 1 ${x.toFixed(2)} ${(doc.page.height - y).toFixed(2)} Tm /${font.id} ${style.size} Tf [<${hex(a)}> ${(-(1000 * gap) / style.size).toFixed(1)} <${hex(b)}>] TJ ET`);
    doc.restore();
  });
}
