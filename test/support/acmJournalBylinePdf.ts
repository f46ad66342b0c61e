/**
 * A generated first page in the layout of ACM's journals: a title of two lines, then one author a
 * line in capitals with that author's affiliation after a comma ("ADA EXAMPLE, University of
 * Northfield, USA"), one line naming two authors of one place, the abstract, the CCS concepts and
 * key words, and the body in one column. The prose is our own.
 */
import { MARGIN, Sheet, TEXT_WIDTH, type Style } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

const TITLE: Style = { font: "Helvetica-Bold", size: 16, leading: 19 };
const BYLINE: Style = { font: "Helvetica", size: 9, leading: 12 };
const ABSTRACT: Style = { font: "Times-Roman", size: 9.5, leading: 11.5 };
const BODY: Style = { font: "Times-Roman", size: 10, leading: 12.5 };

export const ACM_BYLINE = {
  title: "Layered Records of a Lowland River: Cores, Grains and the Weir Upstream",
  authors: ["ADA EXAMPLE", "BEN Q. SAMPLE", "CARA DOE", "DAVID LANE", "ERIN MOSS"],
  abstract: PROSE.slice(0, 5).join(" "),
};

export async function acmJournalBylinePdf(): Promise<Uint8Array> {
  const sheet = new Sheet();
  let y = 90;
  sheet.text("Layered Records of a Lowland River: Cores, Grains", MARGIN, y, TITLE);
  sheet.text("and the Weir Upstream", MARGIN, y + TITLE.leading, TITLE);
  y += TITLE.leading + 22;
  const byline = ["ADA EXAMPLE, University of Northfield, USA", "BEN Q. SAMPLE, Lakeside Institute of Technology, Canada", "CARA DOE, River Research Centre, Germany", "DAVID LANE and ERIN MOSS, Northfield College, United Kingdom"];
  for (const line of byline) {
    sheet.text(line, MARGIN, y, BYLINE);
    y += BYLINE.leading;
  }
  y = sheet.paragraph(ACM_BYLINE.abstract, MARGIN, y + 8, TEXT_WIDTH, ABSTRACT) + 6;
  y = sheet.paragraph("CCS Concepts: • Applied computing → Earth and atmospheric sciences.", MARGIN, y, TEXT_WIDTH, ABSTRACT) + 4;
  y = sheet.paragraph("Additional Key Words and Phrases: river sediments, cores, grain size", MARGIN, y, TEXT_WIDTH, ABSTRACT) + 14;
  sheet.text("1 INTRODUCTION", MARGIN, y, { font: "Helvetica-Bold", size: 10 });
  sheet.paragraph(PROSE.slice(5, 10).join(" "), MARGIN, y + 16, TEXT_WIDTH, BODY);
  return sheet.render();
}
