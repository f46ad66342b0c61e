/**
 * A preprint whose first page is a cover: the institute's name and series on the left, with a
 * disclaimer under them, and on the right the paper's title, byline and abstract. Page 2 is the
 * paper's own first page: the title again in smaller type near the top, the byline, the abstract,
 * then the first section under a heading set larger than that title. Returns the PDF and what a
 * person reads as the paper's title, authors and sections.
 */
import { BODY, MARGIN, Sheet, SMALL, TEXT_WIDTH, type Style } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

export interface PreprintCover {
  bytes: Uint8Array;
  title: string;
  authors: string[];
  sections: string[];
}

const TITLE = "Weirs Upstream Turn Lowland River Beds To Silt";
const BYLINE = "Marta Quintela, Oskar J. Lindqvist and Ravi K. Menon";
const ABSTRACT = "We took sediment cores along the lower reach of one lowland river and sliced them every centimetre. In every core the bed turns from sand to silt at one depth, which dates to the decade in which a weir was built upstream.";

export async function preprintCoverPdf(): Promise<PreprintCover> {
  const sheet = new Sheet();
  const half = TEXT_WIDTH / 2 - 20;
  const right = MARGIN + TEXT_WIDTH / 2 + 20;
  sheet.text("Institute for River Studies", MARGIN, 100, { font: "Helvetica", size: 13 });
  sheet.text("Preprint Series in Geography", MARGIN, 118, { font: "Helvetica", size: 10 });
  sheet.paragraph("Copies of this preprint may be had from the authors at the address given on the right.", MARGIN, 200, half, SMALL);
  sheet.text(TITLE.split(" ").slice(0, 4).join(" "), right, 160, { font: "Times-Bold", size: 15 });
  sheet.text(TITLE.split(" ").slice(4).join(" "), right, 178, { font: "Times-Bold", size: 15 });
  sheet.text("Marta Quintela, Oskar J. Lindqvist", right, 200, { font: "Times-Roman", size: 9 });
  sheet.text("and Ravi K. Menon", right, 211, { font: "Times-Roman", size: 9 });
  sheet.text("Department of Geography, Northern University", right, 224, { font: "Times-Italic", size: 9 });
  sheet.text("Abstract", right, 260, { font: "Times-Bold", size: 11 });
  sheet.paragraph(ABSTRACT, right, 276, half, { font: "Times-Roman", size: 9, leading: 11 });
  sheet.text("DISCLAIMER", MARGIN + 80, 480, SMALL);
  sheet.paragraph("This report was prepared as an account of work sponsored by the regional water authority. Neither the authority nor any of its employees makes any warranty as to the accuracy of the information it holds.", MARGIN, 494, half, SMALL);
  sheet.newPage();
  const title: Style = { font: "Times-Bold", size: 13, leading: 16 };
  sheet.text(TITLE, 150, 80, title);
  sheet.text(BYLINE, 170, 104, { font: "Times-Roman", size: 10 });
  sheet.text("Department of Geography, Northern University", 200, 117, { font: "Times-Italic", size: 10 });
  const end = sheet.paragraph(ABSTRACT, MARGIN + 30, 160, TEXT_WIDTH - 60, BODY);
  // The first heading stands lower than the top two fifths of the page, in larger type than the title.
  sheet.text("1 INTRODUCTION", MARGIN, Math.max(end + 30, 340), { font: "Times-Bold", size: 15 });
  sheet.startColumns(Math.max(end + 30, 340) + 20);
  sheet.section(null, [PROSE.slice(0, 3).join(" "), PROSE.slice(3, 6).join(" ")]);
  sheet.section("2 Methods", [PROSE.slice(6, 10).join(" "), PROSE.slice(0, 4).join(" ")]);
  sheet.section("3 Results", [PROSE.slice(4, 9).join(" ")]);
  return { bytes: await sheet.render(), title: TITLE, authors: ["Marta Quintela", "Oskar J. Lindqvist", "Ravi K. Menon"], sections: ["1 INTRODUCTION", "2 Methods", "3 Results"] };
}
