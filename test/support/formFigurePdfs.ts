/**
 * A generated title page whose first-page diagram is drawn inside form XObjects (as a figure
 * exported from a drawing program and placed by LaTeX's \includegraphics, or Illustrator's nested
 * groups): a frame and a 24 pt label in an outer form scaled by its matrix, the boxes and arrows in
 * a form nested in it, under a real 17 pt title, its byline, an abstract and an introduction.
 */
import type { AuthorCase } from "./authorBlockPdfs.ts";
import { BODY, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, TEXT_WIDTH, breakLines, widthOf } from "./layoutSheet.ts";
import { escapePdfText, pdfFromObjects, pdfStream } from "./rawPdf.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

const TITLE_TEXT = "Silt budgets and bank erosion of a braided upland river";
const AUTHORS = ["Ana Lopes", "Ben T. Ward", "Chen Wei"];

const FONTS = "/F1 10 0 R /F2 11 0 R /F3 12 0 R /F4 13 0 R";
const font = (base: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`;
const text = (name: string, size: number, x: number, y: number, words: string) => `BT /${name} ${size} Tf ${x} ${y} Td (${escapePdfText(words)}) Tj ET`;

/** The inner form, in its own units (drawn at half size): three filled boxes joined by arrows, each named. */
function innerForm(): string {
  const ops: string[] = ["1 w 0 0 0 RG"];
  for (let i = 0; i < 3; i++) {
    const x = 20 + i * 340;
    ops.push(`0.867 0.906 0.961 rg ${x} 0 220 120 re B`, `0 0 0 rg ${text("F4", 16, x + 70, 54, ["sensor", "model", "output"][i]!)}`);
    if (i < 2) ops.push(`${x + 220} 60 m ${x + 340} 60 l S`, `${x + 324} 52 m ${x + 340} 60 l ${x + 324} 68 l S`);
  }
  return ops.join("\n");
}

/** The inner form with its boxes filled by a gradient (a clip, then a shading): no path is painted. */
function shadedForm(): string {
  const ops: string[] = [];
  for (let i = 0; i < 3; i++) {
    const x = 20 + i * 340;
    ops.push(`q ${x} 0 220 120 re W n /Sh0 sh Q`, text("F4", 16, x + 70, 54, ["sensor", "model", "output"][i]!));
    if (i < 2) ops.push(`1 w ${x + 220} 60 m ${x + 340} 60 l S`, `${x + 324} 52 m ${x + 340} 60 l ${x + 324} 68 l S`);
  }
  return ops.join("\n");
}

/** The outer form (half size on the page by its matrix): a frame, the large label, the inner form placed by a cm. */
function outerForm(label: string): string {
  return ["2 w 0 0 0 RG 0 0 1008 300 re S", text("F3", 48, 40, 232, label), "q 1 0 0 1 0 60 cm /Boxes Do Q"].join("\n");
}

/** A first page: the diagram (in nested forms) at the top, its caption, then the title block and prose. */
export function formFigureOverTitle(label = "System Overview", variant: { group?: boolean; shaded?: boolean } = {}): AuthorCase {
  const top = PAGE_HEIGHT - 60; // the figure's top edge, PDF units (y up)
  const ops: string[] = [`q 1 0 0 1 ${MARGIN} ${top - 150} cm /Fig Do Q`];
  ops.push(text("F2", 9, MARGIN, top - 165, "Figure 1: How the survey's readings become a budget."));
  let y = top - 165 - 16 - 17;
  const title = breakLines(TITLE_TEXT, { font: "Times-Bold", size: 17, leading: 21 }, TEXT_WIDTH);
  for (const line of title) {
    ops.push(text("F1", 17, MARGIN, y, line));
    y -= 21;
  }
  const byline = `${AUTHORS.slice(0, 2).join(", ")} and ${AUTHORS[2]}`;
  ops.push(text("F2", 11, (PAGE_WIDTH - widthOf(byline, { font: "Times-Roman", size: 11 })) / 2, (y -= 4), byline));
  ops.push(text("F3", 11, MARGIN, (y -= 30), "Abstract"));
  y -= 15;
  for (const line of breakLines([PROSE[0], PROSE[4], PROSE[8]].join(" "), BODY, TEXT_WIDTH)) ops.push(text("F2", 10, MARGIN, (y -= 12.5), line));
  ops.push(text("F3", 11, MARGIN, (y -= 26), "1 Introduction"));
  y -= 4;
  for (const line of breakLines(PROSE.slice(0, 5).join(" "), BODY, TEXT_WIDTH)) ops.push(text("F2", 10, MARGIN, (y -= 12.5), line));
  const content = ops.join("\n");
  const outer = outerForm(label);
  const inner = variant.shaded ? shadedForm() : innerForm();
  const bytes = pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << ${FONTS} >> /XObject << /Fig 5 0 R >> >> /Contents 4 0 R >>`,
    pdfStream("", Buffer.from(content, "latin1")),
    pdfStream(`/Type /XObject /Subtype /Form /BBox [0 0 1008 300] /Matrix [0.5 0 0 0.5 0 0]${variant.group ? " /Group << /S /Transparency /I true /CS /DeviceRGB >>" : ""} /Resources << /Font << ${FONTS} >> /XObject << /Boxes 6 0 R >> >>`, Buffer.from(outer, "latin1")),
    pdfStream(`/Type /XObject /Subtype /Form /BBox [0 0 1000 120] /Resources << /Font << ${FONTS} >> /Shading << /Sh0 << /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 0 120] /Function << /FunctionType 2 /Domain [0 1] /C0 [0.8 0.85 0.95] /C1 [0.5 0.6 0.9] /N 1 >> >> >> >>`, Buffer.from(inner, "latin1")),
    "null",
    "null",
    "null",
    font("Times-Bold"),
    font("Times-Roman"),
    font("Helvetica-Bold"),
    font("Helvetica"),
  ]);
  return { bytes, title: TITLE_TEXT, authors: AUTHORS };
}

/**
 * A page whose one form (placed at (100, 500) in PDF units, drawn at half size, its box 200 by 100
 * of its own units) paints a shading twice: once bounded by nothing but the form's box, once
 * inside a 40-unit square clipping path. The shading itself would cover the whole page.
 */
export function shadedFormPage(): Uint8Array {
  const shading = "/Sh0 << /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 200 0] /Function << /FunctionType 2 /Domain [0 1] /C0 [0.9 0.9 1] /C1 [0.4 0.5 0.9] /N 1 >> /Extend [true true] >>";
  return pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /XObject << /Fig 5 0 R >> >> /Contents 4 0 R >>`,
    pdfStream("", Buffer.from("q 1 0 0 1 100 500 cm /Fig Do Q", "latin1")),
    pdfStream(`/Type /XObject /Subtype /Form /BBox [0 0 200 100] /Matrix [0.5 0 0 0.5 0 0] /Resources << /Shading << ${shading} >> >>`, Buffer.from("/Sh0 sh\nq 20 20 40 40 re W n /Sh0 sh Q", "latin1")),
  ]);
}
