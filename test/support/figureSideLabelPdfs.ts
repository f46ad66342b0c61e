/**
 * Generated title pages with a small diagram of filled bars whose two-word label, set larger than
 * the title, stands just outside the drawing (under it or beside it), and a guard: a title in the
 * page's largest type set just under a publisher's logo drawn in vectors.
 */
import type { AuthorCase } from "./authorBlockPdfs.ts";
import { MARGIN, PAGE_WIDTH, Sheet, TEXT_WIDTH, type Style } from "./layoutSheet.ts";
import { abstractAndIntroduction, centred } from "./figureLabelPdfs.ts";

const NAMES: Style = { font: "Times-Roman", size: 11, leading: 13 };
const AUTHORS = ["Ana Lopes", "Ben T. Ward", "Chen Wei"];
const LONG_TITLE = "Silt budgets, bank erosion and the sorting of gravel bars along a braided upland river";
const SHORT_TITLE = "Braided upland river budgets";

/** A logo-like drawing of filled bars rising left to right, `w` by `h` points from (x, top). */
function bars(sheet: Sheet, x: number, top: number, w: number, h: number): void {
  const count = 7;
  const step = w / count;
  for (let i = 0; i < count; i++) {
    const height = h * (0.35 + (0.65 * i) / (count - 1));
    sheet.box(x + i * step, top + h - height, step - 3, height, { fill: i % 2 === 0 ? "#2b5d8a" : "#7fa7c9" });
  }
}

function byline(sheet: Sheet, y: number): number {
  centred(sheet, AUTHORS.slice(0, 2).join(", ") + " and " + AUTHORS[2], y, NAMES);
  return y + 24;
}

/**
 * A 14 pt title over its byline, then a diagram of bars about 190 by 76 points with a 20 pt
 * two-word label one label-size under it (or beside it, to its right), then the abstract.
 */
export async function labelOutsideFigure(where: "under" | "beside"): Promise<AuthorCase> {
  const sheet = new Sheet();
  const title: Style = { font: "Times-Bold", size: 14, leading: 17 };
  let y = sheet.paragraph(LONG_TITLE, MARGIN, 80, TEXT_WIDTH, title);
  y = byline(sheet, y + 16);
  const label: Style = { font: "Helvetica-Bold", size: 20, leading: 24 };
  const [w, h] = [190, 76];
  const x = where === "under" ? (PAGE_WIDTH - w) / 2 : MARGIN + 60;
  bars(sheet, x, y, w, h);
  if (where === "under") centred(sheet, "River Atlas", y + h + 20 + 15, label);
  else sheet.text("River Atlas", x + w + 20, y + h / 2 + 7, label);
  abstractAndIntroduction(sheet, y + h + 70);
  return { bytes: await sheet.render(), title: LONG_TITLE, authors: AUTHORS };
}

/**
 * A journal's name in 14 pt, a publisher's logo of bars centred under it, and the title in 20 pt
 * (the page's largest type, four words) centred one size under the logo: it stays the title.
 */
export async function titleUnderVectorLogo(): Promise<AuthorCase> {
  const sheet = new Sheet();
  const [w, h] = [120, 60];
  centred(sheet, "Journal of Upland River Studies", 50, { font: "Times-Roman", size: 14 });
  bars(sheet, (PAGE_WIDTH - w) / 2, 100, w, h);
  const title: Style = { font: "Times-Bold", size: 20, leading: 24 };
  centred(sheet, SHORT_TITLE, 100 + h + 20 + 15, title);
  abstractAndIntroduction(sheet, byline(sheet, 100 + h + 20 + 15 + 30));
  return { bytes: await sheet.render(), title: SHORT_TITLE, authors: AUTHORS };
}
