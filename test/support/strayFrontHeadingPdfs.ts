/**
 * Generated two-column papers with a line in the headings' bold face where no section starts:
 * a second author's name atop the right column of page 1, above the abstract (reading order puts
 * it after the left column's body), and a conference line in bold under a footnote at the foot of
 * the left column.
 */
import { BODY, COLUMN_WIDTH, GUTTER, HEADING, MARGIN, SMALL, Sheet, TITLE, type Style } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

export interface StrayHeadingCase {
  bytes: Uint8Array;
  /** The sections as printed: "number name". */
  sections: string[];
  /** The bold line that heads no section. */
  stray: string;
}

const RIGHT = MARGIN + COLUMN_WIDTH + GUTTER;
const NAME: Style = { font: "Times-Roman", size: 11, leading: 13 };

/** A heading then its paragraphs in one column from baseline y; returns the baseline after. */
function sectionAt(sheet: Sheet, heading: string, paragraphs: string[], x: number, y: number): number {
  sheet.text(heading, x, y, HEADING);
  y += 15;
  for (const text of paragraphs) y = sheet.paragraph(text, x, y, COLUMN_WIDTH, BODY) + 3;
  return y + 8;
}

/** Page 1: each column opens with an author over an affiliation; the second's name is in the heading face. */
export async function authorAboveAbstract(): Promise<StrayHeadingCase> {
  const sheet = new Sheet();
  const top = sheet.paragraph("Sediment layers of a lower river reach", MARGIN, 90, 2 * COLUMN_WIDTH + GUTTER, TITLE) + 16;
  sheet.text("Ada Example", MARGIN, top, NAME);
  sheet.text("Department of Geography, North University", MARGIN, top + 13, BODY);
  sheet.text("Carla Sample", RIGHT, top, HEADING);
  sheet.text("Institute of Earth Sciences, South University", RIGHT, top + 13, BODY);
  let y = top + 40;
  sheet.text("Abstract", MARGIN, y, HEADING);
  y = sheet.paragraph([PROSE[0], PROSE[4]].join(" "), MARGIN, y + 15, COLUMN_WIDTH, BODY) + 16;
  sectionAt(sheet, "1 Introduction", [PROSE.slice(1, 4).join(" "), PROSE.slice(5, 8).join(" ")], MARGIN, y);
  sectionAt(sheet, "2 Method", [PROSE.slice(8, 11).join(" "), PROSE.slice(11, 14).join(" ")], RIGHT, top + 40);
  return { bytes: await sheet.render(), sections: ["1 Introduction", "2 Method"], stray: "Carla Sample" };
}

/** A permission footnote ends the left column, with the proceedings' name in bold under it. */
export async function lineUnderFootnote(): Promise<StrayHeadingCase> {
  const sheet = new Sheet();
  sheet.startColumns(sheet.frontMatter("Sediment layers of a lower river reach", [PROSE[0], PROSE[4], PROSE[8]].join(" ")));
  sheet.columnBottom = 640;
  const foot = sheet.paragraph(
    "Permission to copy without fee all or part of this material is granted provided that the copies are not made or distributed for direct commercial advantage.",
    MARGIN, 670, COLUMN_WIDTH, SMALL,
  );
  sheet.text("Proceedings of the Example Conference", MARGIN, foot + 4, HEADING);
  sheet.section("1 Introduction", [PROSE.slice(1, 5).join(" "), PROSE.slice(5, 9).join(" "), PROSE.slice(9, 13).join(" "), PROSE.slice(13, 17).join(" ")]);
  sheet.section("2 Method", [PROSE.slice(2, 6).join(" "), PROSE.slice(6, 10).join(" ")]);
  sheet.section("3 Results", [PROSE.slice(10, 14).join(" ")]);
  return { bytes: await sheet.render(), sections: ["1 Introduction", "2 Method", "3 Results"], stray: "Proceedings of the Example Conference" };
}
