/**
 * A generated two-column paper whose sections are named in 11 pt bold and their subsections in
 * 9 pt bold, none numbered, with one more heading in 10 pt bold (a supplement's own title near
 * the end): three unnumbered types, ranked by size, so the subsections' type ranks third.
 */
import { BODY, COLUMN_WIDTH, HEADING, Sheet, breakLines, type Style } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

export interface LevelsCase {
  bytes: Uint8Array;
  /** Each heading with the level it has on the page. */
  headings: { heading: string; level: number }[];
}

const SUBSECTION: Style = { font: "Helvetica-Bold", size: 9, leading: 12 };
const SUPPLEMENT: Style = { font: "Helvetica-Bold", size: 10, leading: 13 };

export async function subsectionsUnderSections(): Promise<LevelsCase> {
  const sheet = new Sheet();
  sheet.startColumns(sheet.frontMatter("Sediment layers of a lower river reach", [PROSE[0], PROSE[4], PROSE[8]].join(" ")));
  const headings: [string, Style, number, number][] = [
    ["Introduction", HEADING, 1, 1], ["Methods", HEADING, 3, 1], ["Coring sites", SUBSECTION, 5, 2], ["Slicing and drying", SUBSECTION, 7, 2],
    ["Results", HEADING, 2, 1], ["Grain size", SUBSECTION, 4, 2], ["Cores from the upper reach", SUPPLEMENT, 6, 2],
  ];
  for (const [text, style, from] of headings) {
    sheet.flowLines([text], style, 6);
    sheet.flowLines(breakLines(PROSE.slice(from, from + 2).join(" "), BODY, COLUMN_WIDTH), BODY, 3);
  }
  return { bytes: await sheet.render(), headings: headings.map(([heading, , , level]) => ({ heading, level })) };
}
