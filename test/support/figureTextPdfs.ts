/**
 * A generated two-page paper whose second page shows, inside a figure, an annotated example
 * passage: whole sentences in body type set in highlighted boxes with tag labels beside them, and
 * the figure's "Figure 1" caption under it, between paragraphs of the paper's own prose. Drawn as
 * boxes and rules (`drawn`) or printed over a picture.
 */
import { BODY, HEADING, MARGIN, Sheet, TEXT_WIDTH, breakLines } from "./layoutSheet.ts";
import { greyPng } from "./tables/pngImage.ts";
import { abstractAndIntroduction } from "./figureLabelPdfs.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

/** The example sentences shown in the figure: prose, but the figure's, not the paper's. */
export const EXAMPLE_SENTENCES = ["The committee approved the new budget for the coming year after a long debate.", "Several members said the proposal ignored the needs of rural schools and clinics.", "The vote was postponed twice before the final text was accepted by a narrow margin."];

export const CAPTION = "Figure 1: An annotated passage; each highlighted sentence carries its tag.";

const TAGS = ["CLAIM", "OBJECTION", "OUTCOME"];

export async function figureWithExamplePassage(kind: "drawn" | "picture"): Promise<Uint8Array> {
  const sheet = new Sheet();
  sheet.text("Reading annotated passages in public records", MARGIN, 90, { font: "Times-Bold", size: 17 });
  sheet.text("Ana Lopes and Ben T. Ward", MARGIN, 112, { font: "Times-Roman", size: 11 });
  abstractAndIntroduction(sheet, 150);
  sheet.newPage();
  let y = sheet.paragraph([PROSE[1], PROSE[2], PROSE[3]].join(" "), MARGIN, 90, TEXT_WIDTH, BODY);
  const top = y + 14;
  // Two tagged parts of the passage, each a few lines in body type in its highlighted box.
  const parts = [EXAMPLE_SENTENCES.slice(0, 2).join(" "), EXAMPLE_SENTENCES[2]!];
  const height = 150;
  if (kind === "picture") {
    sheet.picture(greyPng(200, 80, (set) => { for (let x = 0; x < 200; x += 10) set(x, 0, 200); }), MARGIN, top, TEXT_WIDTH, height);
  } else {
    sheet.box(MARGIN, top, TEXT_WIDTH, height, { stroke: true });
  }
  let row = top + 12;
  for (const [i, part] of parts.entries()) {
    sheet.text(TAGS[i]!, MARGIN + 16, row + 8, { font: "Helvetica", size: 8 });
    const lines = breakLines(part, BODY, TEXT_WIDTH - 60);
    if (kind === "drawn") {
      sheet.box(MARGIN + 12, row + 12, TEXT_WIDTH - 40, lines.length * BODY.leading + 8, { fill: ["#fde8a8", "#cde8f7"][i]!, stroke: true });
      // The tag's own box beside the highlight, and a connector down to the next part.
      sheet.box(MARGIN + TEXT_WIDTH - 28, row + 12, 16, 16, { fill: "#dddddd", stroke: true });
      sheet.rule(MARGIN + TEXT_WIDTH - 20, row + 28, MARGIN + TEXT_WIDTH - 20, row + 50, 1);
    }
    row = sheet.paragraph(part, MARGIN + 16, row + 24, TEXT_WIDTH - 60, BODY) + 10;
  }
  sheet.text(CAPTION, MARGIN, top + height + 14, { font: "Times-Roman", size: 9 });
  y = top + height + 40;
  sheet.text("2 Method", MARGIN, y, HEADING);
  sheet.paragraph([PROSE[5], PROSE[6], PROSE[7]].join(" "), MARGIN, y + 18, TEXT_WIDTH, BODY);
  return sheet.render();
}
