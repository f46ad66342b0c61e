/**
 * Generated papers with bulleted lists in a text layer (born-digital, not OCR): a lead-in that
 * ends with a colon, items that wrap over two full lines under a hanging indent, then short items
 * with no closing stop (a list of names), each under its bullet: a glyph of the body font ("•",
 * "–"), or one drawn in a symbol font whose text is a letter with no Unicode meaning (ZapfDingbats
 * "n" prints a black square, "l" a black disc).
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import { BODY, breakLines, HEADING, MARGIN, Sheet, TEXT_WIDTH, type FontName } from "./layoutSheet.ts";

export interface Bullet {
  text: string;
  font: FontName;
  size: number;
  /** Where the item's words start, right of the bullet's x (a hanging indent). */
  indent: number;
}

export interface BulletCase {
  bytes: Uint8Array;
  /** The lead-in paragraph, its last sentence ending with a colon. */
  leadIn: string;
  /** Each item's words as a person reads them, without the bullet. */
  items: string[];
}

export const LONG_ITEMS = [
  "Cores were cut into slices one centimetre thick and dried at sixty degrees in the laboratory oven before any of them was weighed or sieved for the grain size.",
  "Grain size was measured by laser diffraction on every slice of every core, and each slice was measured three times over to see how far the readings spread.",
];
export const SHORT_ITEMS = ["River archive of the water authority", "Sediment store of the museum"];

export async function bulletedList(bullet: Bullet): Promise<BulletCase> {
  const sheet = new Sheet();
  let y = sheet.frontMatter("Silt cores below a weir over twenty years", [PROSE[0], PROSE[8]].join(" "));
  sheet.text("Introduction", MARGIN, y, HEADING);
  y = sheet.paragraph(PROSE.slice(1, 4).join(" "), MARGIN, y + 16, TEXT_WIDTH, BODY) + 14;
  sheet.text("Methods", MARGIN, y, HEADING);
  const leadIn = `${PROSE[4]} Each core was treated in the same way:`;
  y = sheet.paragraph(leadIn, MARGIN, y + 16, TEXT_WIDTH, BODY);
  const list = (items: string[]) => {
    for (const item of items) {
      sheet.text(bullet.text, MARGIN, y, { font: bullet.font, size: bullet.size });
      y = sheet.paragraph(item, MARGIN + bullet.indent, y, TEXT_WIDTH - bullet.indent, BODY);
    }
  };
  list(LONG_ITEMS);
  const samples = "The cores are kept in two places:";
  y = sheet.paragraph(samples, MARGIN, y + 4, TEXT_WIDTH, BODY);
  list(SHORT_ITEMS);
  sheet.text("Discussion", MARGIN, y + 14, HEADING);
  sheet.paragraph(PROSE.slice(5, 8).join(" "), MARGIN, y + 30, TEXT_WIDTH, BODY);
  return { bytes: await sheet.render(), leadIn: `${leadIn} ${samples}`, items: [...LONG_ITEMS, ...SHORT_ITEMS] };
}

/** The lines of an item as drawn, to check that its first line is read. */
export const itemLines = (item: string, bullet: Bullet) => breakLines(item, BODY, TEXT_WIDTH - bullet.indent);
