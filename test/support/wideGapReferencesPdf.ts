/**
 * A single-column reference list justified with wide word gaps, as a Word PDF sets it: in some
 * entries a line is drawn as two runs with a gap of about an em and a half between them, the
 * right-hand run starting a little further right each time, near the middle of the page. Every
 * other line runs the whole measure. Returns the PDF and each entry's text in order.
 */
import { BODY, MARGIN, Sheet, TEXT_WIDTH, widthOf } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

const AUTHORS = ["Ana Ruiz and Ben Okafor", "Chen Wei, Dana Holm and Eli Park", "Farah Naz and Goran Petrov", "Hana Sato, Ivo Marsh and Jon Lee", "Kira Blom and Lars Dahl", "Mina Roy and Nils Berg"];
const TITLES = [
  "Sediment cores from lowland rivers record the building of weirs upstream",
  "Grain size measured by laser diffraction in slices one centimetre thick",
  "Organic matter settles with the silt where slow water lets debris sink",
  "Tides and storms mix the sediment of estuaries after it first settles",
  "Yearly layers in river beds and what they tell about the floods of the past",
  "Dating river engineering from the bed when no flow measurements were kept",
];
const VENUE = "In Proceedings of the Annual Meeting on River Science and Engineering, pages 10-20, Lund, Sweden, 2019. Regional Water Research Press.";

export interface WideGapReferences {
  bytes: Uint8Array;
  /** Each entry's text as a person reads it, its number first. */
  entries: string[];
}

/** A sheet holding a short paper (title, abstract, two sections), on a new page: what follows is read as its references. */
export function sheetAfterShortPaper(): Sheet {
  const sheet = new Sheet();
  const top = sheet.frontMatter("Weirs and the beds of lowland rivers", PROSE.slice(0, 3).join(" "));
  sheet.startColumns(top);
  sheet.section("1 Introduction", [PROSE.slice(3, 6).join(" "), PROSE.slice(6, 9).join(" ")]);
  sheet.section("2 Conclusion", [PROSE.slice(1, 5).join(" ")]);
  sheet.newPage();
  return sheet;
}

export async function wideGapReferencesPdf(): Promise<WideGapReferences> {
  const sheet = sheetAfterShortPaper();
  const indent = MARGIN + 24;
  const width = TEXT_WIDTH - 24;
  let y = 80;
  sheet.text("References", MARGIN, y, { font: "Helvetica-Bold", size: 12 });
  y += 20;
  const entries: string[] = [];
  // Takes words from the queue while they fit in `room` points.
  const take = (queue: string[], room: number): string => {
    let line = "";
    while (queue.length > 0 && widthOf(`${line} ${queue[0]}`.trim(), BODY) <= room) line = `${line} ${queue.shift()}`.trim();
    return line;
  };
  for (let n = 1; n <= 12; n++) {
    const i = (n - 1) % AUTHORS.length;
    const number = `[${n}]`;
    sheet.text(number, MARGIN, y, BODY);
    const queue = `${AUTHORS[i]!}. ${TITLES[i]!}. ${VENUE}`.split(" ");
    const parts: string[] = [];
    // Entries 4 to 8 open with two split lines, one after another: the right-hand run starts
    // further right in each entry, an em and a half or more after the left one ends.
    const split = n >= 4 && n <= 8 ? 2 : 0;
    for (let k = 0; queue.length > 0; k++) {
      if (k < split) {
        const start = 300 + 7 * (n - 4) + 3 * k;
        const left = take(queue, start - 15 - indent);
        const right = take(queue, MARGIN + TEXT_WIDTH - start);
        sheet.text(left, indent, y, BODY);
        sheet.text(right, start, y, BODY);
        parts.push(left, right);
      } else {
        const line = take(queue, width);
        sheet.text(line, indent, y, BODY);
        parts.push(line);
      }
      y += BODY.leading;
    }
    entries.push(`${number} ${parts.join(" ")}`);
    y += 2;
  }
  return { bytes: await sheet.render(), entries };
}
