/**
 * A generated paper whose section 4 is named in small capitals ("4 REVERB": R, E and V in the
 * heading's size, "ERB" smaller) set a little more than an em after its number, as LaTeX sets a
 * system's name in \textsc.
 */
import { BODY, HEADING, MARGIN, Sheet, TEXT_WIDTH, widthOf } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

export interface SmallCapsCase {
  bytes: Uint8Array;
  headings: { number: string; heading: string }[];
}

/** Capitals in the heading's size, small capitals in this share of it. */
const SMALL = 0.8;

function smallCaps(sheet: Sheet, word: string, x: number, y: number): void {
  for (const [i, letter] of [...word].entries()) {
    // Each word's first letter is a capital; the rest of "ReVerb" printed as small capitals.
    const style = /\p{Lu}/u.test(letter) ? HEADING : { ...HEADING, size: HEADING.size * SMALL };
    const text = i === 0 || /\p{Lu}/u.test(letter) ? letter : letter.toUpperCase();
    sheet.text(text, x, y, style);
    x += widthOf(text, style);
  }
}

export async function smallCapsSection(): Promise<SmallCapsCase> {
  const sheet = new Sheet();
  let y = sheet.frontMatter("Sediment layers of a lower river reach", [PROSE[0], PROSE[4], PROSE[8]].join(" "));
  const sections: [string, string, number][] = [["3", "Study area", 1], ["4", "ReVerb", 3], ["5", "Results", 5]];
  for (const [number, name, from] of sections) {
    if (name === "ReVerb") smallCaps(sheet, name, MARGIN + widthOf(number, HEADING) + 1.3 * HEADING.size, y);
    else sheet.text(name, MARGIN + widthOf(number, HEADING) + 1.3 * HEADING.size, y, HEADING);
    sheet.text(number, MARGIN, y, HEADING);
    y = sheet.paragraph(PROSE.slice(from, from + 2).join(" "), MARGIN, y + 15, TEXT_WIDTH, BODY) + 12;
  }
  return { bytes: await sheet.render(), headings: sections.map(([number, name]) => ({ number, heading: name.toUpperCase() === "REVERB" ? "REVERB" : name })) };
}
