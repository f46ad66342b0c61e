/**
 * A generated paper whose abstract opens with a drop cap: under its heading, the first letter is
 * set in 34 point type three body lines tall, its baseline on the third line's, and the first three
 * lines are indented past it (as magazines and some journals print an abstract's or a section's
 * first word). The body follows in two columns.
 */
import { BODY, HEADING, MARGIN, Sheet, TEXT_WIDTH, breakLines, widthOf, type Style } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

export interface DropCapAbstract {
  bytes: Uint8Array;
  /** The abstract as printed, its initial included. */
  abstract: string;
}

const CAP: Pick<Style, "font" | "size"> = { font: "Times-Roman", size: 34 };
const CAP_LINES = 3;

export async function dropCapAbstractPdf(): Promise<DropCapAbstract> {
  const abstract = [PROSE[0], PROSE[4], PROSE[2]].join(" ");
  const sheet = new Sheet();
  const heading = sheet.titleAndAuthors("Sediment layers of a lower river reach") + 40;
  sheet.text("Abstract", MARGIN, heading, HEADING);
  let y = heading + 15;
  sheet.text(abstract[0]!, MARGIN, y + (CAP_LINES - 1) * BODY.leading, CAP);
  const indent = widthOf(abstract[0]!, CAP) + 3;
  let rest = abstract.slice(1);
  for (let i = 0; i < CAP_LINES; i++) {
    const line = breakLines(rest, BODY, TEXT_WIDTH - indent)[0]!;
    sheet.text(line, MARGIN + indent, y, BODY);
    rest = rest.slice(line.length).trimStart();
    y += BODY.leading;
  }
  y = sheet.paragraph(rest, MARGIN, y, TEXT_WIDTH, BODY);
  sheet.startColumns(y + 16);
  sheet.section("1 Introduction", [`${PROSE[1]} ${PROSE[3]}`, `${PROSE[5]} ${PROSE[6]}`]);
  sheet.section("2 Methods", [`${PROSE[7]} ${PROSE[8]}`]);
  return { bytes: await sheet.render(), abstract };
}
