/**
 * Generated first pages whose title stands over a byline of several names with raised marks,
 * each name set apart by wide spaces, over the affiliations side by side (as conference templates
 * set them). Each case records the title and names it drew.
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import { BODY, HEADING, MARGIN, PAGE_WIDTH, Sheet, TEXT_WIDTH, widthOf, type Style } from "./layoutSheet.ts";

export interface TitleBylineCase {
  bytes: Uint8Array;
  title: string;
  authors: string[];
}

const centred = (sheet: Sheet, text: string, y: number, style: Pick<Style, "font" | "size">) => sheet.text(text, (PAGE_WIDTH - widthOf(text, style)) / 2, y, style);

function rest(sheet: Sheet, y: number): void {
  sheet.text("Abstract", MARGIN, y, HEADING);
  sheet.paragraph([PROSE[0], PROSE[4], PROSE[8], PROSE[2]].join(" "), MARGIN, y + 15, TEXT_WIDTH, BODY);
}

/**
 * A centred title of lines `lines` in `title` type over rows of names with raised marks in
 * `nameStyle` type, `gap` points of white under the title, and the affiliations side by side.
 */
export async function titleOverMarkedNames(lines: string[], rows: readonly (readonly { name: string; marker?: string }[])[], title: Style, nameStyle: Style, gap = 12, affiliations = ["Department of Computing, Northfield University"]): Promise<TitleBylineCase> {
  const sheet = new Sheet();
  let y = 90;
  for (const [i, line] of lines.entries()) centred(sheet, line, i === 0 ? y : (y += title.leading), title);
  y += gap;
  const marker = { font: nameStyle.font, size: nameStyle.size * 0.65 };
  for (const names of rows) {
    const spaced = names.map((part, i) => ({ ...part, after: i < names.length - 1 ? "    " : "" }));
    const width = spaced.reduce((sum, part) => sum + widthOf(part.name + part.after, nameStyle) + (part.marker ? widthOf(part.marker, marker) + 0.5 : 0), 0);
    sheet.names(spaced, (PAGE_WIDTH - width) / 2, (y += nameStyle.leading), nameStyle);
  }
  centred(sheet, affiliations.join("          "), (y += nameStyle.leading), { font: "Times-Roman", size: nameStyle.size });
  rest(sheet, y + 34);
  return { bytes: await sheet.render(), title: lines.join(" "), authors: rows.flat().map((part) => part.name) };
}
