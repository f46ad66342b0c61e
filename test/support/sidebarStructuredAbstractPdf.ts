/**
 * A medical journal's first page: the affiliations, correspondence and dates in a narrow sidebar
 * of small type at the left, a structured abstract (bold run-in parts, no keywords after it) at
 * the top of the first body column beside them, the body under it and in the second column. A
 * part of the abstract runs on over a line that ends a sentence, the place a scan's OCR starts a
 * new paragraph.
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import { Sheet, breakLines, widthOf, type Style } from "./layoutSheet.ts";

const TEXT: Style = { font: "Times-Roman", size: 9, leading: 11 };
const LABEL: Style = { font: "Helvetica-Bold", size: 8.5, leading: 11 };
const SIDE: Style = { font: "Helvetica", size: 6.5, leading: 8 };
const TITLE: Style = { font: "Helvetica-Bold", size: 17, leading: 20 };
const SIDE_X = 40;
const MAIN_X = 150;
const COLUMN = 200;
const SECOND_X = MAIN_X + COLUMN + 14;
const FOOT = 740;

export interface SidebarAbstractCase {
  bytes: Uint8Array;
  title: string;
  /** The abstract as printed, its parts' labels run in. */
  abstract: string;
  /** The sidebar's lines: none belongs in the abstract. */
  sidebar: string[];
}

export async function sidebarStructuredAbstract(): Promise<SidebarAbstractCase> {
  const sheet = new Sheet();
  const title = "Sediment cores and the history of a lowland river after a weir";
  sheet.text("Original article", MAIN_X, 60, { font: "Helvetica", size: 9 });
  const titleEnd = sheet.paragraph(title, MAIN_X, 90, 420, TITLE);
  sheet.text("Kira Mossberg,1 Owen Hale,2 Ruth Ames1", MAIN_X, titleEnd + 10, { font: "Helvetica", size: 11 });
  const top = titleEnd + 40;
  const sidebar = ["1Department of Earth Sciences,", "Northfield University,", "Northfield, UK", "2Water Authority of the", "Lower Valley, Eastham, UK", "", "Correspondence to", "Dr Kira Mossberg, Department", "of Earth Sciences, Northfield", "University, Bridge Street 7,", "Northfield NF1 2AB, UK;", "k.mossberg@northfield.ac.uk", "", "Received 12 May 2009", "Accepted 3 November 2009"];
  sidebar.forEach((line, i) => line && sheet.text(line, SIDE_X, top + i * SIDE.leading, SIDE));
  sheet.text("ABSTRACT", MAIN_X, top, LABEL);
  // "Results" runs two sentences on after a line that ends with "at once.".
  const parts: [string, string][] = [
    ["Background", `${PROSE[0]} ${PROSE[1]}`],
    ["Methods", `${PROSE[2]} ${PROSE[3]}`],
    ["Results", `${PROSE[4]} ${PROSE[5]} ${PROSE[6]}`],
    ["Conclusions", PROSE[8]!],
  ];
  let y = top + 4;
  for (const [label, body] of parts) {
    const labelWidth = widthOf(`${label} `, LABEL);
    const lines = breakLines(body, TEXT, COLUMN, COLUMN - labelWidth);
    sheet.text(label, MAIN_X, (y += TEXT.leading), LABEL);
    sheet.text(lines[0]!, MAIN_X + labelWidth, y, TEXT);
    for (const line of lines.slice(1)) sheet.text(line, MAIN_X, (y += TEXT.leading), TEXT);
  }
  y += 3 * TEXT.leading;
  sheet.text("INTRODUCTION", MAIN_X, y, LABEL);
  for (const line of breakLines(PROSE.join(" "), TEXT, COLUMN)) if (y < FOOT) sheet.text(line, MAIN_X, (y += TEXT.leading), TEXT);
  let right = top - TEXT.leading;
  for (const line of breakLines([...PROSE, ...PROSE, ...PROSE].join(" "), TEXT, COLUMN)) if (right < FOOT) sheet.text(line, SECOND_X, (right += TEXT.leading), TEXT);
  const abstract = parts.map(([label, body]) => `${label} ${body}`).join(" ");
  return { bytes: await sheet.render(), title, abstract, sidebar: sidebar.filter(Boolean) };
}
