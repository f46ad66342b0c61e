/**
 * Generated papers with text printed after their reference list that is not part of it: a
 * methods section that starts after the references (a pointer to it printed earlier under the
 * same heading), and acknowledgements run into their paragraph under a numbered list.
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import { BODY, HEADING, MARGIN, Sheet, SMALL, TEXT_WIDTH, type Style } from "./layoutSheet.ts";

const FINE: Style = { font: "Times-Roman", size: 6.5, leading: 8 };
const REFERENCES = [1, 2, 3, 4, 5].map((i) => `${i}. Author${"ABCDE"[i - 1]} K, Brandt L. Silt below weir ${i}. J River Sci. ${2000 + i};${10 + i}:${100 + i}-${110 + i}.`);

const frontMatter = (sheet: Sheet, title: string) => sheet.frontMatter(title, [PROSE[0], PROSE[8]].join(" "));

/**
 * Page 1: Introduction, then a short "Extended methods" section that only points ahead, then the
 * references. Page 2: the extended methods themselves, their heading set in the body's type at the
 * column edge (as a glyph the rules cannot read would leave it). The PDF's outline points each
 * entry at its page, "Extended methods" at page 2.
 */
export async function methodsAfterTheReferences(): Promise<{ bytes: Uint8Array; heading: string; methods: string }> {
  const sheet = new Sheet();
  let y = frontMatter(sheet, "Silt cores below a weir, read again");
  const heading = "Extended methods";
  sheet.text("Introduction", MARGIN, y, HEADING);
  y = sheet.paragraph(PROSE.slice(1, 4).join(" "), MARGIN, y + 16, TEXT_WIDTH, BODY) + 14;
  sheet.text(heading, MARGIN, y, HEADING);
  y = sheet.paragraph("The extended methods, with every core and sieve named, are printed after the references at the end of this paper.", MARGIN, y + 16, TEXT_WIDTH, BODY) + 14;
  sheet.text("References", MARGIN, y, HEADING);
  y += 16;
  for (const entry of REFERENCES) {
    sheet.text(entry, MARGIN, y, SMALL);
    y += SMALL.leading;
  }
  sheet.newPage();
  const methods = PROSE.slice(4, 7).join(" ");
  sheet.text(heading, MARGIN, 72, BODY);
  sheet.paragraph(methods, MARGIN, 72 + BODY.leading + 4, TEXT_WIDTH, BODY);
  const bytes = await sheet.render({}, [
    { title: "Introduction", page: 1 },
    { title: heading, page: 2 },
    { title: "References", page: 1 },
  ]);
  return { bytes, heading, methods };
}

/**
 * A numbered reference list in fine print (two thirds of the body's size, as Science Advances
 * sets it), followed by "Acknowledgments: ..." in the same type over two paragraphs, then the
 * article's editorial history on a line of its own (page furniture, not prose).
 */
export async function acknowledgementsRunInAfterReferences(): Promise<{ bytes: Uint8Array; backMatter: string[]; lastEntry: string; history: string }> {
  const sheet = new Sheet();
  let y = frontMatter(sheet, "Weir silt counted core by core");
  sheet.text("Introduction", MARGIN, y, HEADING);
  y = sheet.paragraph(PROSE.slice(2, 5).join(" "), MARGIN, y + 16, TEXT_WIDTH, BODY) + 14;
  sheet.text("References", MARGIN, y, HEADING);
  y += 16;
  for (const entry of REFERENCES) {
    sheet.text(entry, MARGIN, y, FINE);
    y += FINE.leading;
  }
  const acknowledgements = "Acknowledgments: We thank the river authority for access to the weir in every season, and the core archive for keeping the samples cold. Funding: The work was paid for by a regional water grant.";
  y = sheet.paragraph(acknowledgements, MARGIN, y + 2, TEXT_WIDTH, FINE);
  const interests = "Competing interests: the authors declare that they hold no interest in the weir or in the firms that keep it.";
  y = sheet.paragraph(interests, MARGIN, y + 6, TEXT_WIDTH, FINE);
  const history = "History: Received March 3, 2021 Accepted May 9, 2021 Published June 1, 2021";
  sheet.text(history, MARGIN, y + 4, FINE);
  return { bytes: await sheet.render(), backMatter: [acknowledgements, interests], lastEntry: REFERENCES.at(-1)!, history };
}
