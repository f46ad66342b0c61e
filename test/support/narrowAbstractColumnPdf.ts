/**
 * A one-page extended abstract on a landscape page, laid out as a conference's extended-abstract
 * format sets it: a caption in a narrow left margin, the author block in two cells a row in the
 * middle, and the abstract in a narrow right column (235 points of the page's 792, under 0.3 of
 * its width), on the author block's baselines. The only lines of the middle as long as a column's
 * are the e-mail rows, whose right address ends a word space or two before the abstract's column:
 * the page's gutter has to be found from the abstract's own left edge. Text our own.
 */
import { newPdfKitDocument, pdfKitBytes } from "./pdfkit.ts";
import { PROSE } from "./unseenFrontPdfs.ts";
import { breakLines, type Style } from "./layoutSheet.ts";

const WIDTH = 792;
const HEIGHT = 612;
const TITLE: Style = { font: "Helvetica-Bold", size: 20, leading: 24 };
const TEXT: Style = { font: "Helvetica", size: 9, leading: 12 };
const HEAD: Style = { font: "Helvetica-Bold", size: 10, leading: 12 };
const SMALL: Style = { font: "Helvetica", size: 7, leading: 9 };
/** Where the two author cells and the abstract's column start, and the abstract's measure. */
const CELLS = [193, 327];
const RIGHT_X = 475;
const RIGHT_WIDTH = 235;
const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));

export interface NarrowAbstractCase {
  bytes: Uint8Array;
  title: string;
  abstract: string;
  /** The e-mail addresses of the author block: none belongs in the abstract. */
  mails: string[];
}

export async function narrowAbstractColumnPdf(): Promise<NarrowAbstractCase> {
  const doc = newPdfKitDocument({ size: [WIDTH, HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
  const put = (text: string, x: number, y: number, style: Style) => void doc.font(style.font).fontSize(style.size).text(text, x, y, { lineBreak: false, baseline: "alphabetic" });
  const titleLines = ["Silt budgets and bank erosion", "of a braided upland river"];
  titleLines.forEach((line, i) => put(line, 300, 130 + i * TITLE.leading, TITLE));
  // Each author's name and address; the right cell's address is long enough to end 20 to 22
  // points before the abstract's column (a word space or two at this size).
  const rows: [string, string][][] = [
    [["Kira Mossberg", "k.mossberg@northfield.ac.uk"], ["Owen Halloran", "owen.halloran@northfield.ac.uk"]],
    [["Tove Lindqvist", "t.lindqvist@northfield.ac.uk"], ["Ruth Amesbury", "ruth.amesbury@northfield.ac.uk"]],
  ];
  const mails: string[] = [];
  let y = 220;
  for (const row of rows) {
    row.forEach(([name, mail], i) => {
      const x = CELLS[i]!;
      [name, "Northfield University", "Bridge Street 7"].forEach((line, k) => put(line, x, y + k * TEXT.leading, TEXT));
      put("Northfield, NF2 4QT", x, y + 3 * TEXT.leading, TEXT);
      put(mail, x, y + 4 * TEXT.leading, TEXT);
      mails.push(mail);
    });
    y += 7 * TEXT.leading;
  }
  const abstract = [PROSE[0], PROSE[1], PROSE[2], PROSE[4], PROSE[5]].join(" ");
  put("Abstract", RIGHT_X, 220, HEAD);
  const lines = breakLines(abstract, TEXT, RIGHT_WIDTH);
  lines.forEach((line, i) => put(line, RIGHT_X, 220 + (i + 1) * TEXT.leading, TEXT));
  const after = 220 + (lines.length + 3) * TEXT.leading;
  put("Author Keywords", RIGHT_X, after, HEAD);
  put("sediment cores; bank erosion; braided rivers", RIGHT_X, after + TEXT.leading, TEXT);
  ["Figure 1 Cores laid out by site,", "upstream to the mouth."].forEach((line, i) => put(line, 33, 470 + i * SMALL.leading, SMALL));
  doc.end();
  return { bytes: await done, title: titleLines.join(" "), abstract, mails };
}
