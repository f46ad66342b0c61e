/**
 * A generated paper whose section 2 shows lines of a program's output in a typewriter face
 * (R's "Read 2385 items", a fit's "Number of iterations till stop: 4"), each set off from the
 * prose around it, as statistical software papers print a session.
 */
import { BODY, HEADING, MARGIN, Sheet, TEXT_WIDTH, type Style } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

const OUTPUT: Style = { font: "Courier", size: 10, leading: 12.5 };

export interface OutputCase {
  bytes: Uint8Array;
  headings: { number: string | null; heading: string }[];
}

export async function outputBetweenParagraphs(): Promise<OutputCase> {
  const sheet = new Sheet();
  let y = sheet.frontMatter("Sediment layers of a lower river reach", [PROSE[0], PROSE[4], PROSE[8]].join(" "));
  const paragraph = (from: number) => (y = sheet.paragraph(PROSE.slice(from, from + 2).join(" "), MARGIN, y, TEXT_WIDTH, BODY) + 14);
  sheet.text("1 Introduction", MARGIN, y, HEADING);
  y += 15;
  paragraph(1);
  sheet.text("2 Reading the cores", MARGIN, y, HEADING);
  y += 15;
  paragraph(3);
  for (const [output, from] of [["Read 2385 items", 5], ["Number of iterations till stop: 4", 7]] as const) {
    sheet.text(output, MARGIN, y, OUTPUT);
    y += 2 * OUTPUT.leading;
    paragraph(from);
  }
  sheet.text("3 Results", MARGIN, y, HEADING);
  y += 15;
  paragraph(9);
  return { bytes: await sheet.render(), headings: [{ number: "1", heading: "Introduction" }, { number: "2", heading: "Reading the cores" }, { number: "3", heading: "Results" }] };
}
