/**
 * A short paper whose reference list is tracked, as some writers set justified text: each letter
 * drawn on its own, a little apart from the one before (a tenth of an em or so, more after some
 * letters than others), and each word a word space and a quarter em after the last (half an em,
 * as measured on that paper). pdf.js reads
 * a gap over 0.102 em as a space, so on main a name reads "H oang". `tracked: false` sets the same
 * list word by word, letters close, with word gaps of 0.17 em (a tight justified line, each word
 * placed on its own): the guard, whose word spaces must stay.
 */
import { BODY, MARGIN, widthOf } from "./layoutSheet.ts";
import { sheetAfterShortPaper } from "./wideGapReferencesPdf.ts";

const ENTRIES = [
  "Lena Hoang, Marek Zhao, Tomas Gruber and Ines Moreau. Layered sediment under weirs in lowland rivers. Journal of River Science, 12(3):45-60, 2019.",
  "Kofi Mensah and Ruth Caldwell. Grain size of silt measured slice by slice. In Proceedings of the Annual Meeting on Sediments, pages 10-20, 2020.",
  "Yuki Tanaka, Pavel Novak and Greta Lindqvist. Storm layers in estuaries and how they settle. Water Research Letters, 8:101-118, 2021.",
];
/** The tracking after each letter, in ems, in turn: some under pdf.js's 0.102, some over. */
const TRACKING = [0.03, 0.16, 0.09, 0.13, 0.05, 0.11, 0.07];
/** Added to a word space after a word (ems): the tracked Word paper's word gaps are about half an em. */
const WORD_TRACKING = 0.25;
/** A tight line's word gap (ems): under a normal word space, over any tracking above. */
const TIGHT_WORD_GAP = 0.17;

export interface TrackedReferences {
  bytes: Uint8Array;
  /** Each entry's text as a person reads it, its number first. */
  entries: string[];
}

export async function trackedReferencesPdf(tracked = true): Promise<TrackedReferences> {
  const sheet = sheetAfterShortPaper();
  let y = 80;
  sheet.text("References", MARGIN, y, { font: "Helvetica-Bold", size: 12 });
  y += 20;
  const em = BODY.size;
  const space = widthOf(" ", BODY);
  const entries: string[] = [];
  let turn = 0;
  for (const [i, entry] of ENTRIES.entries()) {
    const number = `[${i + 1}]`;
    sheet.text(number, MARGIN, y, BODY);
    const lines: string[][] = [[]];
    let x = MARGIN + 24;
    for (const word of entry.split(" ")) {
      const width = tracked ? [...word].reduce((sum, ch) => sum + widthOf(ch, BODY) + 0.2 * em, 0) : widthOf(word, BODY);
      if (x + width > 540) {
        lines.push([]);
        x = MARGIN + 24;
        y += BODY.leading;
      }
      if (tracked) {
        for (const ch of word) {
          sheet.text(ch, x, y, BODY);
          x += widthOf(ch, BODY) + TRACKING[turn++ % TRACKING.length]! * em;
        }
        x += space + WORD_TRACKING * em;
      } else x = sheet.text(word, x, y, BODY) + TIGHT_WORD_GAP * em;
      lines.at(-1)!.push(word);
    }
    entries.push(`${number} ${lines.map((l) => l.join(" ")).join(" ")}`);
    y += BODY.leading + 2;
  }
  return { bytes: await sheet.render(), entries };
}
