/**
 * A first page with an unlabelled abstract whose last line ends without a full stop (a formula,
 * or a full stop a scan read as a comma), then what the page prints under it: the keywords and
 * the first numbered heading, the heading alone, or (the case that must stay refused) another
 * paragraph of prose. The body follows in one column. Text our own.
 */
import { newPdfKitDocument, pdfKitBytes } from "./pdfkit.ts";
import { PROSE } from "./unseenFrontPdfs.ts";
import { BODY, breakLines, HEADING, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, TEXT_WIDTH, TITLE, type Style } from "./layoutSheet.ts";

const ADDRESS: Style = { font: "Times-Italic", size: 9, leading: 11 };
const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));

/** The abstract's sentences; the last one's end is set by the case. */
const ABSTRACT = [
  "We follow the grain size of a lowland river bed through six cores taken along its lower reach and date each layer by counting the yearly bands above it.",
  "Every core turns from coarse sand to fine silt at one depth, and organic matter rises with the silt towards the surface of the bed.",
  "The bands place this change in the decade in which a weir was built upstream, and the two cores near the mouth are the only exceptions.",
];
const ENDINGS = {
  /** A full stop a scan misread. */
  comma: "The same record is kept by every bed we cored below the weir,",
  /** A formula closes the last sentence, its full stop left off. */
  formula: "The depth of the change falls with distance as d = a - bx",
};
/** Another paragraph of prose, which must not let an unstopped paragraph above it pass for the abstract. */
const SECOND = "A second paragraph of the opening says how the cores were chosen, one at each bend of the river where the current slows, and how each site was reached by boat from the nearest village along the bank.";

export type UnstoppedEnding = keyof typeof ENDINGS;
export type UnstoppedFollower = "keywords" | "heading" | "paragraph";

export interface UnstoppedAbstractCase {
  bytes: Uint8Array;
  title: string;
  /** The unstopped paragraph under the byline, as printed. */
  paragraph: string;
}

export async function unstoppedAbstractPdf(ending: UnstoppedEnding, follower: UnstoppedFollower): Promise<UnstoppedAbstractCase> {
  const doc = newPdfKitDocument({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  doc.addPage({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0 });
  const put = (text: string, x: number, y: number, style: Style) => void doc.font(style.font).fontSize(style.size).text(text, x, y, { lineBreak: false, baseline: "alphabetic" });
  let y = 90;
  const paragraph = (text: string, style: Style) => {
    for (const line of breakLines(text, style, TEXT_WIDTH)) put(line, MARGIN, (y += style.leading), style);
  };
  const title = "Silt layers dated in a lowland river bed";
  put(title, MARGIN, y, TITLE);
  put("Kira Mossberg and Owen Halloran", MARGIN, (y += 26), BODY);
  put("Department of Earth Sciences, Northfield University, Bridge Street 7, Northfield", MARGIN, (y += 13), ADDRESS);
  y += 14;
  const text = [...ABSTRACT, ENDINGS[ending]].join(" ");
  paragraph(text, BODY);
  y += BODY.leading;
  if (follower === "keywords") put("Keywords: river beds; sediment cores; weirs", MARGIN, (y += BODY.leading), BODY);
  if (follower === "paragraph") paragraph(SECOND, BODY);
  y += 2 * BODY.leading;
  put("1 Introduction", MARGIN, (y += HEADING.leading), HEADING);
  y += 4;
  paragraph(PROSE.slice(0, 4).join(" "), BODY);
  y += 6;
  paragraph(PROSE.slice(4, 8).join(" "), BODY);
  doc.end();
  return { bytes: await done, title, paragraph: text };
}
