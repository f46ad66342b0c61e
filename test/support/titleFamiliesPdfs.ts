/**
 * Generated title pages of the two families whose titles the reader missed on unseen papers: a
 * centred title of two lines set far apart, its second line reading like a name, over a byline
 * in smaller type; and a first page whose figure (a teaser diagram) carries labels set larger
 * than the title, above the title or under its byline.
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import type { AuthorCase } from "./authorBlockPdfs.ts";
import { BODY, breakLines, HEADING, MARGIN, PAGE_WIDTH, Sheet, TEXT_WIDTH, widthOf, type Style } from "./layoutSheet.ts";

const NAMES: Style = { font: "Times-Roman", size: 11, leading: 13 };
const AUTHORS = ["Ana Lopes", "Ben T. Ward", "Chen Wei"];
const BYLINE = "Ana Lopes, Ben T. Ward and Chen Wei";

const centred = (sheet: Sheet, text: string, y: number, style: Pick<Style, "font" | "size">) => sheet.text(text, (PAGE_WIDTH - widthOf(text, style)) / 2, y, style);

/** An abstract under a heading and an introduction of two paragraphs from `y` down. */
function rest(sheet: Sheet, y: number): void {
  sheet.text("Abstract", MARGIN, y, HEADING);
  y = sheet.paragraph([PROSE[0], PROSE[4], PROSE[8]].join(" "), MARGIN, y + 15, TEXT_WIDTH, BODY) + 14;
  sheet.text("1 Introduction", MARGIN, y, HEADING);
  y += 16;
  for (const text of [PROSE.slice(0, 3).join(" "), PROSE.slice(3, 7).join(" ")]) {
    for (const line of breakLines(text, BODY, TEXT_WIDTH)) sheet.text(line, MARGIN, (y += BODY.leading), BODY);
    y += 4;
  }
}

/**
 * Two centred lines of a bold sans title, 2.2 ems apart (too far for one block), the second
 * of capitalised words alone ("Protein Structure Search"), over the byline in a smaller roman.
 */
export async function twoLineTitleOverByline(first: string, second: string): Promise<AuthorCase> {
  const sheet = new Sheet();
  const title: Style = { font: "Helvetica-Bold", size: 18, leading: 40 };
  let y = 90;
  centred(sheet, first, y, title);
  centred(sheet, second, (y += title.leading), title);
  centred(sheet, BYLINE, (y += 30), NAMES);
  centred(sheet, "Department of Geography, Northfield University", (y += NAMES.leading), { font: "Times-Italic", size: 10 });
  rest(sheet, y + 30);
  return { bytes: await sheet.render(), title: `${first} ${second}`, authors: AUTHORS };
}

/**
 * A boxed teaser figure whose two labels ("Input Image", "Segmented Output") are set side by
 * side in a bold sans larger than the title, over its caption; above the title, or under the byline.
 */
export async function teaserFigure(above: boolean): Promise<AuthorCase> {
  const sheet = new Sheet();
  const title: Style = { font: "Times-Bold", size: 17, leading: 21 };
  const label: Style = { font: "Helvetica-Bold", size: 24, leading: 28 };
  const small = { font: "Helvetica" as const, size: 8 };
  const figure = (top: number): number => {
    const [left, right, bottom] = [MARGIN, MARGIN + TEXT_WIDTH, top + 150];
    sheet.rule(left, top, right, top);
    sheet.rule(left, bottom, right, bottom);
    sheet.rule(left, top, left, bottom);
    sheet.rule(right, top, right, bottom);
    sheet.text("Input Image", left + 20, top + 40, label);
    sheet.text("Segmented Output", left + 260, top + 40, label);
    sheet.text("encoder", left + 40, top + 90, small);
    sheet.text("decoder", left + 300, top + 90, small);
    sheet.text("Figure 1: The model takes an image and returns its parts.", left, bottom + 15, { font: "Times-Roman", size: 9 });
    return bottom + 35;
  };
  const text = "Silt budgets and bank erosion of a braided upland river";
  let y = 80;
  if (above) y = figure(y) + 10;
  y = sheet.paragraph(text, MARGIN, y + 17, TEXT_WIDTH, title);
  centred(sheet, BYLINE, (y += 8), NAMES);
  y += 20;
  if (!above) y = figure(y) + 10;
  rest(sheet, y + 10);
  return { bytes: await sheet.render(), title: text, authors: AUTHORS };
}
