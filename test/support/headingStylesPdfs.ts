/**
 * Generated papers for heading styles the reader missed on the fourth shared set (papers-styles):
 * a last back-matter heading set half a point below the paper's heading size, over a one-line
 * statement in small print (an EMBO Press closing page).
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import { BODY, breakLines, COLUMN_WIDTH, HEADING, MARGIN, Sheet, SMALL, TEXT_WIDTH, type Style } from "./layoutSheet.ts";
import type { StyleCase } from "./stylesPdfs.ts";

const TITLE: Style = { font: "Times-Bold", size: 17, leading: 21 };

/**
 * Sections under bold headings (two of them well-known names, so the paper confirms the style),
 * then back matter in small print, whose last heading, worded as no usual section is, is set in
 * the same bold face half a point smaller over a one-line statement.
 */
export async function backMatterHeadingHalfPointSmaller(): Promise<StyleCase> {
  const sheet = new Sheet();
  let y = sheet.paragraph("Silt cores below a weir over twenty years", MARGIN, 90, TEXT_WIDTH, TITLE);
  sheet.text("Ada Example and Ben Sample", MARGIN, y + 8, { font: "Times-Roman", size: 11 });
  y += 40;
  sheet.text("Abstract", MARGIN, y, HEADING);
  y = sheet.paragraph([PROSE[0], PROSE[8]].join(" "), MARGIN, y + 15, TEXT_WIDTH, BODY) + 16;
  sheet.startColumns(y);
  const sections = ["Introduction", "Cores along the river", "Discussion", "Acknowledgements"];
  sections.slice(0, 3).forEach((heading, i) => sheet.section(heading, [PROSE.slice(i, i + 4).join(" "), PROSE.slice(5 - i, 9 - i).join(" ")]));
  sheet.flowLines(["Acknowledgements"], HEADING, 6);
  sheet.flowLines(breakLines(PROSE[3]!, SMALL, COLUMN_WIDTH), SMALL, 2);
  const smaller: Style = { ...HEADING, size: HEADING.size - 0.5 };
  const last = "Interests the authors hold";
  sheet.flowLines([last], smaller, 6);
  sheet.flowLines(["The authors hold no shares in the weir."], SMALL, 2);
  return { bytes: await sheet.render(), sections: [...sections, last] };
}
