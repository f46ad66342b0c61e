/**
 * A generated paper whose section 4.1 lists the steps of a method numbered 1 and 2 in the bold
 * face of its headings, each step a paragraph, before 4.2 takes the numbering up again.
 */
import { BODY, HEADING, MARGIN, Sheet, TEXT_WIDTH } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

export interface StepsCase {
  bytes: Uint8Array;
  headings: { number: string; heading: string }[];
}

export async function stepsInHeadingFace(): Promise<StepsCase> {
  const sheet = new Sheet();
  let y = sheet.frontMatter("Sediment layers of a lower river reach", [PROSE[0], PROSE[4], PROSE[8]].join(" "));
  const lines: [string, number][] = [
    ["3 Study area", 1], ["4 Method", 2], ["4.1 Coring", 3], ["1. Collect the cores", 4], ["2. Slice the cores", 5],
    ["4.2 Measurement", 6], ["5 Results", 7],
  ];
  for (const [text, from] of lines) {
    sheet.text(text, MARGIN, y, HEADING);
    y = sheet.paragraph(PROSE.slice(from, from + 2).join(" "), MARGIN, y + 15, TEXT_WIDTH, BODY) + 12;
  }
  const headings = ["3 Study area", "4 Method", "4.1 Coring", "4.2 Measurement", "5 Results"].map((t) => {
    const [number, ...name] = t.split(" ");
    return { number: number!, heading: name.join(" ") };
  });
  return { bytes: await sheet.render(), headings };
}
