/**
 * A title page read alone (as the OCR bench scores a paper's first page): a long abstract across
 * the page in larger type than the two columns of body under it, so on this page alone the
 * abstract's type has more characters than the body's, and the body's last paragraph of each
 * column starts low on the page, in the zone where page 1's small print (notes, addresses) sits.
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import { breakLines, COLUMN_WIDTH, MARGIN, Sheet, type Style } from "./layoutSheet.ts";

const ABSTRACT: Style = { font: "Times-Roman", size: 9.5, leading: 11.5 };
const SMALL_BODY: Style = { font: "Times-Roman", size: 7.8, leading: 9.4 };

export interface TitlePageCase {
  bytes: Uint8Array;
  /** The body's paragraphs, in reading order. */
  paragraphs: string[];
}

export async function titlePageWithSmallBody(): Promise<TitlePageCase> {
  const sheet = new Sheet();
  const abstract = [...PROSE, PROSE[0], PROSE[1], PROSE[2]].join(" ");
  const y = sheet.frontMatter("Silt cores below a weir over twenty years", abstract, { top: 80, authorsGap: 6, headingDrop: 34, abstractDrop: 14, abstractStyle: ABSTRACT, gapAfter: 14 });
  // Each column: one paragraph from the top, a second starting below three quarters of the page.
  const paragraphs = [PROSE.slice(3, 6).join(" "), PROSE.slice(6, 8).join(" "), [PROSE[2], PROSE[4], PROSE[9]].join(" "), PROSE.slice(7, 9).join(" ")];
  const footTop = 0.75 * 792 + 12;
  for (const column of [0, 1]) {
    const x = MARGIN + column * (COLUMN_WIDTH + 18);
    let line = y;
    for (const [k, text] of paragraphs.slice(column * 2, column * 2 + 2).entries()) {
      if (k === 1) line = Math.max(line, footTop);
      for (const [i, words] of breakLines(text, SMALL_BODY, COLUMN_WIDTH, COLUMN_WIDTH - 8).entries()) {
        sheet.text(words, x + (i === 0 ? 8 : 0), line, SMALL_BODY);
        line += SMALL_BODY.leading;
      }
    }
  }
  return { bytes: await sheet.render(), paragraphs };
}
