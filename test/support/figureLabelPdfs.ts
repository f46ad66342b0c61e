/**
 * Generated title pages whose first-page figure carries one large label set larger than the
 * title (a teaser's "System Overview"), drawn or printed as a picture, and a guard: a title set
 * on a filled, framed band, with such a figure further down.
 */
import type { AuthorCase } from "./authorBlockPdfs.ts";
import { BODY, HEADING, MARGIN, PAGE_WIDTH, Sheet, TEXT_WIDTH, breakLines, widthOf, type Style } from "./layoutSheet.ts";
import { greyPng } from "./tables/pngImage.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

const TITLE: Style = { font: "Times-Bold", size: 17, leading: 21 };
const LABEL: Style = { font: "Helvetica-Bold", size: 24, leading: 28 };
const NAMES: Style = { font: "Times-Roman", size: 11, leading: 13 };
const SMALL = { font: "Helvetica" as const, size: 8 };
const AUTHORS = ["Ana Lopes", "Ben T. Ward", "Chen Wei"];
const TEXT = "Silt budgets and bank erosion of a braided upland river";

/** Writes `text` centred across the page at baseline `y`. */
export const centred = (sheet: Sheet, text: string, y: number, style: Pick<Style, "font" | "size">) => sheet.text(text, (PAGE_WIDTH - widthOf(text, style)) / 2, y, style);

/** A diagram from `top`: a frame, three boxes joined by arrows, one large label; returns the caption's baseline. */
function drawnFigure(sheet: Sheet, top: number, label: string): number {
  sheet.box(MARGIN, top, TEXT_WIDTH, 150, { stroke: true });
  sheet.text(label, MARGIN + 20, top + 34, LABEL);
  for (const [i, name] of ["sensor", "model", "output"].entries()) {
    const x = MARGIN + 30 + i * 170;
    sheet.box(x, top + 60, 110, 60, { fill: "#dde7f5", stroke: true });
    sheet.text(name, x + 35, top + 93, SMALL);
    if (i < 2) {
      sheet.rule(x + 110, top + 90, x + 170, top + 90, 1);
      sheet.rule(x + 162, top + 86, x + 170, top + 90, 1);
      sheet.rule(x + 162, top + 94, x + 170, top + 90, 1);
    }
  }
  sheet.text("Figure 1: How the survey's readings become a budget.", MARGIN, top + 165, { font: "Times-Roman", size: 9 });
  return top + 165;
}

/** A picture from `top` (a photograph with a grid drawn in it), with a large label printed over it. */
function pictureFigure(sheet: Sheet, top: number, label: string): number {
  const png = greyPng(200, 75, (set) => {
    for (let y = 0; y < 75; y++) for (let x = 0; x < 200; x++) if (x % 20 === 0 || y % 15 === 0 || (x * y) % 7 === 0) set(x, y, 120);
  });
  sheet.picture(png, MARGIN, top, TEXT_WIDTH, 150);
  sheet.text(label, MARGIN + 20, top + 34, LABEL);
  sheet.text("Figure 1: The river's reach as surveyed.", MARGIN, top + 165, { font: "Times-Roman", size: 9 });
  return top + 165;
}

/** The title (on a band when asked), its byline, then an abstract and an introduction from `y`. */
function titleBlock(sheet: Sheet, y: number, band: boolean): number {
  if (band) sheet.box(MARGIN - 6, y - 4, TEXT_WIDTH + 12, 52, { fill: "#f3d9a4", stroke: true });
  y = sheet.paragraph(TEXT, MARGIN, y + 17, TEXT_WIDTH, TITLE);
  centred(sheet, AUTHORS.slice(0, 2).join(", ") + " and " + AUTHORS[2], (y += 14), NAMES);
  return y + 20;
}

/** What follows a title page's head from `y`: an "Abstract" heading over three sentences, then an introduction. */
export function abstractAndIntroduction(sheet: Sheet, y: number): void {
  sheet.text("Abstract", MARGIN, y, HEADING);
  y = sheet.paragraph([PROSE[0], PROSE[4], PROSE[8]].join(" "), MARGIN, y + 15, TEXT_WIDTH, BODY) + 14;
  sheet.text("1 Introduction", MARGIN, y, HEADING);
  y += 16;
  for (const line of breakLines(PROSE.slice(0, 5).join(" "), BODY, TEXT_WIDTH)) sheet.text(line, MARGIN, (y += BODY.leading), BODY);
}

/** A figure with one label larger than the title, above the title: drawn in vectors, or a picture. */
export async function figureLabelOverTitle(kind: "drawn" | "picture"): Promise<AuthorCase> {
  const sheet = new Sheet();
  const bottom = kind === "drawn" ? drawnFigure(sheet, 60, "System Overview") : pictureFigure(sheet, 60, "Reach Survey");
  abstractAndIntroduction(sheet, titleBlock(sheet, bottom + 16, false));
  return { bytes: await sheet.render(), title: TEXT, authors: AUTHORS };
}

/** The title on a filled, framed band (a publisher's banner), then a drawn figure with a larger label. */
export async function bannerTitleOverFigure(): Promise<AuthorCase> {
  const sheet = new Sheet();
  const y = titleBlock(sheet, 70, true);
  abstractAndIntroduction(sheet, drawnFigure(sheet, y, "System Overview") + 24);
  return { bytes: await sheet.render(), title: TEXT, authors: AUTHORS };
}
