/**
 * A physics letter's first page as REVTeX sets it: a short title centred over the page, the
 * byline and address centred under it, an unlabelled abstract indented on both sides in a size
 * smaller than the body, then two columns. The abstract's short last line ("ends in a few
 * words.") starts at the abstract's left edge and ends left of the short title, where a sidebar
 * beside the title would stand. Text our own.
 */
import { newPdfKitDocument, pdfKitBytes } from "./pdfkit.ts";
import { PROSE } from "./unseenFrontPdfs.ts";
import { BODY, breakLines, COLUMN_WIDTH, GUTTER, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, widthOf, type Style } from "./layoutSheet.ts";

const TITLE: Style = { font: "Times-Bold", size: 12, leading: 14 };
const SMALL: Style = { font: "Times-Roman", size: 9, leading: 10.5 };
const ADDRESS: Style = { font: "Times-Italic", size: 9, leading: 10.5 };
const HEAD: Style = { font: "Times-Roman", size: 9, leading: 12 };
const ABSTRACT_X = 109;
const ABSTRACT_WIDTH = 398;
const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));

/** The abstract, in sentences of its own: none is repeated in the body. */
const ABSTRACT = [
  "We follow the grain size of a lowland river bed through six cores taken along its lower reach and date each layer by counting the yearly bands above it.",
  "Every core turns from coarse sand to fine silt at one depth, and organic matter rises with the silt towards the surface of the bed.",
  "The bands place this change in the decade in which a weir was built upstream, and the two cores near the mouth, stirred by tides, are the only exceptions.",
  "The bed of a whole river can thus record one structure built across it, and this record",
];
const LAST_LINE = "ends in a few words.";

export interface ShortTitleAbstractCase {
  bytes: Uint8Array;
  title: string;
  abstract: string;
  /** Where the title starts and where the abstract's last line ends, in points. */
  titleX0: number;
  lastLineX1: number;
}

export async function shortTitleAbstractPdf(): Promise<ShortTitleAbstractCase> {
  const doc = newPdfKitDocument({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  doc.addPage({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0 });
  const put = (text: string, x: number, y: number, style: Style) => void doc.font(style.font).fontSize(style.size).text(text, x, y, { lineBreak: false, baseline: "alphabetic" });
  const centred = (text: string, y: number, style: Style) => {
    const x = (PAGE_WIDTH - widthOf(text, style)) / 2;
    put(text, x, y, style);
    return x;
  };
  const title = "Silt layers dated in a lowland river bed";
  const titleX0 = centred(title, 80, TITLE);
  centred("Kira Mossberg and Owen Halloran", 100, BODY);
  centred("Department of Earth Sciences, Northfield University, Bridge Street 7, Northfield", 113, ADDRESS);
  // The abstract's lines, the first indented; its last line is short and starts at its left edge.
  const lines = breakLines(ABSTRACT.join(" "), SMALL, ABSTRACT_WIDTH, ABSTRACT_WIDTH - 9);
  let y = 135;
  lines.forEach((line, i) => put(line, ABSTRACT_X + (i === 0 ? 9 : 0), (y += i === 0 ? 0 : SMALL.leading), SMALL));
  put(LAST_LINE, ABSTRACT_X, (y += SMALL.leading), SMALL);
  const lastLineX1 = ABSTRACT_X + widthOf(LAST_LINE, SMALL);
  // Two columns of body text under a centred numbered heading, as the letter goes on.
  const top = y + 30;
  put("I. INTRODUCTION", MARGIN + (COLUMN_WIDTH - widthOf("I. INTRODUCTION", HEAD)) / 2, top, HEAD);
  [MARGIN, MARGIN + COLUMN_WIDTH + GUTTER].forEach((x, column) => {
    const text = PROSE.slice(column * 4, column * 4 + 4).join(" ");
    breakLines(text, BODY, COLUMN_WIDTH).forEach((line, i) => put(line, x, top + (column === 0 ? 16 : 0) + i * BODY.leading, BODY));
  });
  doc.end();
  return { bytes: await done, title, abstract: `${ABSTRACT.join(" ")} ${LAST_LINE}`, titleX0, lastLineX1 };
}
