/**
 * Generated papers in the front-matter layouts that the reader got wrong on papers it had not
 * seen: an abstract under another label or in another language, a structured summary whose parts
 * are labelled in bold without punctuation or in a sheared italic, a journal's one-page digest
 * ("Highlights", "In brief") before the article, a standfirst above the byline, an abstract that
 * runs on into the next column, a title with its version and review status, and an abstract that
 * ends with the article's citation and DOI on page 2.
 *
 * Every case returns the PDF and the text a person reads on it; the prose is our own.
 */
import { BODY, breakLines, COLUMN_WIDTH, MARGIN, Sheet, SMALL, TEXT_WIDTH, widthOf, type Style } from "./layoutSheet.ts";

export interface FrontCase {
  bytes: Uint8Array;
  title: string;
  authors: string[];
  abstract: string;
  doi: string | null;
  /** Section headings a reader sees, in order. */
  sections: string[];
}

const TITLE: Style = { font: "Times-Bold", size: 18, leading: 22 };
const AUTHORS: Style = { font: "Times-Roman", size: 11, leading: 14 };
const LABEL: Style = { font: "Helvetica-Bold", size: 10, leading: 12.5 };

export const PROSE = [
  "River sediments record the history of the land around them, layer by layer, as long as nothing stirs them after they settle on the bed.",
  "We took cores from six sites along the lower river and cut each core into slices one centimetre thick before drying them in the laboratory.",
  "The grain size of each slice was measured by laser diffraction, and its organic content by the loss of mass after heating in a furnace.",
  "Fine grains dominated the upper slices at every site, while the deeper slices held coarser sand laid down when the river still flooded each spring.",
  "The change from sand to silt happened at about the same depth in all cores, which suggests one cause that acted on the whole lower river at once.",
  "Records of the river kept by the water authority show that a weir was built upstream in the same decade, slowing the flow and ending the floods.",
  "Organic content rose towards the surface as well, in step with the finer grains, because slow water lets plant debris settle along with the silt.",
  "Two sites near the mouth broke this pattern, and their cores showed mixed layers that tides and storms had stirred after the sediment first settled.",
  "Taken together, the cores show how one structure upstream changed the bed of a whole river within a few years of its building.",
  "Further cores from the tributaries would tell whether the smaller streams changed in the same way, or whether the weir only affected the main channel.",
];

/** An abstract's own sentences, none of them repeated in the body. */
const LEAD = [
  "Weirs change the rivers they cross, but the change is seldom dated in the river bed itself.",
  "We drilled six cores along the lower reach of one lowland river and sliced each of them every centimetre.",
  "In every core the bed turns from coarse sand to fine silt at one depth, and organic matter rises with the silt.",
  "Counting the yearly layers above that depth places the change in the decade in which a weir was built upstream.",
  "The two cores nearest the estuary are mixed by tides and storms and do not show the change as sharply.",
  "One structure upstream thus changed the bed of a whole river within a few years, and its cores record when.",
  "Such cores can date the effect of river engineering where no measurements of the flow were ever kept.",
  "They also show how far downstream the effect of a single weir reaches before tides take over the bed.",
];

const paragraphs = (...indexes: number[][]): string[] => indexes.map((group) => group.map((i) => PROSE[i]!).join(" "));
type Section = [string | null, string[]];
const BODY_SECTIONS: Section[] = [
  ["Introduction", paragraphs([0, 1], [2, 3])],
  ["Methods", paragraphs([4, 5], [6])],
  ["Results", paragraphs([7, 8], [9, 0])],
  ["Discussion", paragraphs([3, 5, 7], [1, 9])],
];

/** The body in two columns from `top` on page `sheet`'s current page: the sections above. */
function body(sheet: Sheet, top: number, sections: Section[] = BODY_SECTIONS): string[] {
  sheet.startColumns(top);
  for (const [heading, texts] of sections) sheet.section(heading, texts);
  return sections.flatMap(([heading]) => (heading ? [heading] : []));
}

function titleLines(sheet: Sheet, title: string, y: number, style = TITLE): number {
  return sheet.paragraph(title, MARGIN, y, TEXT_WIDTH, style);
}

/**
 * "Summary" with its parts labelled in bold and no punctuation ("Background The weir ..."), as
 * The Lancet prints them, the last part being Funding; then the two-column article.
 */
export async function labelledSummary(): Promise<FrontCase> {
  const sheet = new Sheet();
  const title = "A weir upstream turned the bed of a lowland river from sand to silt";
  let y = titleLines(sheet, title, 90);
  sheet.text("Marta Quintela, Oskar J. Lindqvist", MARGIN, y + 8, AUTHORS);
  y += 40;
  sheet.text("Summary", MARGIN, y, LABEL);
  y += 16;
  const parts: [string, string][] = [
    ["Background", "Lowland rivers change when structures upstream alter their flow, but the change is rarely dated in the sediment itself."],
    ["Methods", "We took six sediment cores along the lower river and measured grain size and organic content in slices one centimetre thick."],
    ["Findings", "All cores changed from sand to silt at the same depth, which dates to the decade in which a weir was built upstream."],
    ["Interpretation", "One structure upstream changed the bed of the whole lower river within a few years."],
    ["Funding", "Regional Water Research Fund."],
  ];
  const abstract: string[] = [];
  for (const [label, text] of parts) {
    const labelWidth = widthOf(`${label} `, LABEL);
    const [first, ...rest] = breakLines(text, BODY, TEXT_WIDTH, TEXT_WIDTH - labelWidth);
    sheet.text(label, MARGIN, y, LABEL);
    sheet.text(first!, MARGIN + labelWidth, y, BODY);
    y += BODY.leading;
    for (const line of rest) {
      sheet.text(line, MARGIN, y, BODY);
      y += BODY.leading;
    }
    y += 4;
    abstract.push(`${label} ${text}`);
  }
  const sections = body(sheet, y + 16);
  return { bytes: await sheet.render(), title, authors: ["Marta Quintela", "Oskar J. Lindqvist"], abstract: abstract.join(" "), doi: null, sections };
}

/**
 * A journal's one-page digest before the article: the title, the authors, "Highlights" and an
 * "In brief" paragraph on page 1; the article itself starts on page 2 with its title again and an
 * unlabelled abstract set in bold, then the body.
 */
export async function digestBeforeArticle(): Promise<FrontCase> {
  const sheet = new Sheet();
  const title = "A weir upstream turned the bed of a lowland river from sand to silt";
  const authors = ["Ines Baptista", "Tomas R. Ekberg"];
  let y = titleLines(sheet, title, 90, { font: "Helvetica-Bold", size: 20, leading: 24 });
  sheet.text(authors.join(" and "), MARGIN, y + 8, AUTHORS);
  sheet.text("Highlights", MARGIN, y + 60, LABEL);
  y += 76;
  for (const bullet of ["Six river cores change from sand to silt at one depth", "The change dates to the building of a weir upstream", "Organic matter rose with the finer grains"]) {
    sheet.text(`• ${bullet}`, MARGIN, y, BODY);
    y += BODY.leading;
  }
  sheet.text("In brief", MARGIN, y + 16, LABEL);
  const brief =
    "Baptista and Ekberg show that the sediment of a whole lowland river changed within a few years of a weir being built upstream, and that the change can be read from cores of the river bed, slice by slice, without any record of the flow.";
  sheet.paragraph(brief, MARGIN, y + 32, TEXT_WIDTH, BODY);
  sheet.newPage();
  let top = titleLines(sheet, title, 80);
  sheet.text(authors.join(" and "), MARGIN, top + 8, AUTHORS);
  top += 40;
  const abstract = LEAD.slice(0, 4).join(" ");
  top = sheet.paragraph(abstract, MARGIN, top, TEXT_WIDTH, { font: "Times-Bold", size: 10.5, leading: 13 });
  const sections = body(sheet, top + 16);
  return { bytes: await sheet.render(), title, authors, abstract, doi: null, sections };
}

/** A comment: the standfirst under the title and above the byline, then the body without headings. */
export async function standfirstAboveByline(): Promise<FrontCase> {
  const sheet = new Sheet();
  sheet.text("COMMENT", MARGIN, 72, { font: "Helvetica", size: 9 });
  const title = "Rivers keep their own records";
  let y = titleLines(sheet, title, 100, { font: "Times-Bold", size: 24, leading: 28 });
  const standfirst = "Sediment cores can date what a river went through, say two geographers: we should read them before we build.";
  y = sheet.paragraph(standfirst, MARGIN, y + 6, TEXT_WIDTH, { font: "Times-Bold", size: 13, leading: 16 });
  sheet.text("Lena Hofstad and Ravi K. Menon", MARGIN, y + 10, { font: "Helvetica", size: 9 });
  const sections = body(sheet, y + 40, [[null, paragraphs([0, 1, 2], [3, 4, 5], [6, 7], [8, 9], [1, 3])]]);
  return { bytes: await sheet.render(), title, authors: ["Lena Hofstad", "Ravi K. Menon"], abstract: standfirst, doi: null, sections };
}

/**
 * An abstract set in bold under the authors, with no label, that fills the left column and runs
 * on at the top of the right one before the introduction starts.
 */
export async function abstractAcrossColumns(): Promise<FrontCase> {
  const sheet = new Sheet();
  const title = "Cores from a lowland river date the building of a weir";
  let y = titleLines(sheet, title, 80);
  sheet.text("Hanna Virtanen and Paulo Mendes", MARGIN, y + 8, AUTHORS);
  y += 40;
  const lead: Style = { font: "Times-Bold", size: 10, leading: 12.5 };
  const abstract = LEAD.join(" ");
  const lines = breakLines(abstract, lead, COLUMN_WIDTH);
  // The left column holds the first ten lines; the rest opens the right column.
  sheet.startColumns(y);
  sheet.columnBottom = y + 9 * lead.leading;
  sheet.flowLines(lines, lead);
  sheet.columnBottom = 720;
  sheet.frame.y += 6;
  for (const [heading, texts] of BODY_SECTIONS.slice(0, 2)) sheet.section(heading, texts);
  return { bytes: await sheet.render(), title, authors: ["Hanna Virtanen", "Paulo Mendes"], abstract, doi: null, sections: ["Introduction", "Methods"] };
}

/** An abstract under a label other than "Abstract": "Synopsis", or in the paper's own language. */
export async function otherAbstractLabel(label: string, abstract: string, sectionsBelow: Section[], title: string): Promise<FrontCase> {
  const sheet = new Sheet();
  let y = titleLines(sheet, title, 90);
  sheet.text("Clara Dumont and Yusuf Demir", MARGIN, y + 8, AUTHORS);
  y += 40;
  sheet.text(label, MARGIN, y, LABEL);
  y = sheet.paragraph(abstract, MARGIN, y + 15, TEXT_WIDTH, BODY);
  const sections = body(sheet, y + 16, sectionsBelow);
  return { bytes: await sheet.render(), title, authors: ["Clara Dumont", "Yusuf Demir"], abstract, doi: null, sections };
}

export const SYNOPSIS = "Six cores from one lowland river turn from sand to silt at one depth, dated to the building of a weir upstream.";
export const ENGLISH_BODY = BODY_SECTIONS;
/** A German paper's own abstract and body (our words, in German). */
export const GERMAN_ABSTRACT =
  "Wir haben sechs Bohrkerne aus dem Bett eines Flusses entnommen und die Korngröße in jeder Schicht gemessen. Alle Kerne wechseln in derselben Tiefe von Sand zu Schluff, und dieser Wechsel fällt in das Jahrzehnt, in dem oberhalb ein Wehr gebaut wurde.";
export const GERMAN_BODY: Section[] = [
  [
    "Einleitung",
    [
      "Die Sedimente eines Flusses zeigen die Geschichte des Landes um ihn herum, Schicht für Schicht, solange nichts sie aufwühlt, nachdem sie sich abgesetzt haben. Wir haben deshalb Kerne an sechs Stellen entnommen und in dünne Scheiben geschnitten.",
      "Die Korngröße jeder Scheibe wurde mit einem Laser gemessen, und der organische Anteil durch den Verlust an Masse beim Erhitzen in einem Ofen. Die feinen Körner überwiegen in den oberen Scheiben an allen Stellen des Flusses.",
    ],
  ],
  [
    "Ergebnisse",
    [
      "Der Wechsel von Sand zu Schluff liegt in allen Kernen in derselben Tiefe, was auf eine einzige Ursache für den ganzen unteren Fluss hinweist. Die Aufzeichnungen der Behörde zeigen, dass in diesem Jahrzehnt ein Wehr gebaut wurde.",
    ],
  ],
];

/**
 * A structured abstract without a heading whose run-in labels ("Objectives.") are set in an
 * italic made by slanting the upright font, as some typesetters do.
 */
export async function slantedStructuredLabels(): Promise<FrontCase> {
  const sheet = new Sheet();
  const title = "Grain size and organic matter in six cores of a lowland river";
  let y = titleLines(sheet, title, 90);
  sheet.text("Jae Hoon Park, Seo Yeon Lim", MARGIN, y + 8, AUTHORS);
  y += 44;
  const parts: [string, string][] = [
    ["Objectives.", "To date the change of a river bed from sand to silt from its sediment alone."],
    ["Methods.", "Six cores were sliced every centimetre, and each slice was measured for grain size and organic content."],
    ["Results.", "All cores changed from sand to silt at the same depth, and organic content rose with the finer grains."],
    ["Conclusion.", "The change dates to the building of a weir upstream."],
  ];
  const bold = { font: "Times-Bold" as const, size: 10 };
  for (const [label, text] of parts) {
    const labelWidth = widthOf(`${label} `, bold);
    const [first, ...rest] = breakLines(text, BODY, TEXT_WIDTH, TEXT_WIDTH - labelWidth);
    sheet.text(label, MARGIN, y, bold, { skew: 0.21 });
    sheet.text(first!, MARGIN + labelWidth, y, BODY);
    for (const line of rest) sheet.text(line, MARGIN, (y += BODY.leading), BODY);
    y += BODY.leading + 3;
  }
  sheet.text("Keywords. River sediment; Grain size; Weirs", MARGIN, y + 6, BODY);
  const sections = body(sheet, y + 34);
  return { bytes: await sheet.render(), title, authors: ["Jae Hoon Park", "Seo Yeon Lim"], abstract: parts.map(([l, t]) => `${l} ${t}`).join(" "), doi: null, sections };
}

/**
 * An open-review article: its title ends with the version and review status, and page 1 prints
 * the DOI of the first version and of this, the latest one.
 */
export async function versionedTitle(): Promise<FrontCase> {
  const sheet = new Sheet();
  const title = "Sediment cores date the building of a weir on a lowland river";
  sheet.text("RESEARCH ARTICLE", MARGIN, 64, { font: "Helvetica", size: 9 });
  let y = titleLines(sheet, `${title} [version 2; peer review: 2 approved]`, 90);
  sheet.text("Ines Baptista, Tomas R. Ekberg", MARGIN, y + 8, AUTHORS);
  y += 36;
  const stem = "10.5555/openreview.40321";
  sheet.text(`First published: 12 Mar 2021, 10:214 https://doi.org/${stem}.1`, MARGIN, y, SMALL);
  sheet.text(`Latest published: 30 Jul 2021, 10:214 https://doi.org/${stem}.2`, MARGIN, y + SMALL.leading, SMALL);
  y += 36;
  sheet.text("Abstract", MARGIN, y, LABEL);
  const abstract = LEAD.slice(0, 4).join(" ");
  y = sheet.paragraph(abstract, MARGIN, y + 15, TEXT_WIDTH, BODY);
  const sections = body(sheet, y + 16);
  return { bytes: await sheet.render(), title, authors: ["Ines Baptista", "Tomas R. Ekberg"], abstract, doi: `${stem}.2`, sections };
}

/**
 * A long structured abstract in a box that runs from page 1 onto page 2, ending with the
 * article's citation and DOI there; page 1 prints no DOI.
 */
export async function abstractEndingWithCitation(): Promise<FrontCase> {
  const sheet = new Sheet();
  const title = "Reading a river's history from cores of its bed";
  let y = titleLines(sheet, title, 90);
  sheet.text("Lucy Harrow, Sami Okafor", MARGIN, y + 8, AUTHORS);
  // Affiliations and notes fill the page down to the abstract, which runs on to page 2.
  sheet.paragraph("Department of Geography, Northfield University, 12 Harbour Road, Leeds LS2 9JT, United Kingdom; River Institute, Kaiserstrasse 40, Karlsruhe, Germany.", MARGIN, y + 30, TEXT_WIDTH, SMALL);
  y = 480;
  sheet.text("Abstract", MARGIN, y, LABEL);
  y += 16;
  const parts = [
    `Background: ${PROSE[0]} ${PROSE[5]}`,
    `Objective: ${PROSE[1]} ${PROSE[2]}`,
    `Methods: ${PROSE[3]} ${PROSE[4]} ${PROSE[6]} ${PROSE[9]}`,
    `Results: ${PROSE[7]} ${PROSE[8]} ${PROSE[2]} ${PROSE[3]}`,
    `Conclusions: ${PROSE[5]} ${PROSE[6]} ${PROSE[0]}`,
  ];
  const lines = parts.flatMap((p) => breakLines(p, BODY, TEXT_WIDTH));
  const citation = "(River Rec Lett 2021;4(2):e17) doi:10.5555/rrl.2021.e17";
  for (const line of [...lines, citation]) {
    if (y > 700 && sheet.pageCount === 1) {
      sheet.text("Page 1 of 6", MARGIN, 760, SMALL);
      sheet.newPage();
      y = 72;
    }
    sheet.text(line, MARGIN, y, BODY);
    y += BODY.leading;
  }
  const sections = body(sheet, y + 20);
  return { bytes: await sheet.render(), title, authors: ["Lucy Harrow", "Sami Okafor"], abstract: parts.join(" "), doi: "10.5555/rrl.2021.e17", sections };
}

/** A short article whose own DOI is printed nowhere in the text but where `place` puts it. */
async function doiPlacedLate(place: (sheet: Sheet) => void): Promise<FrontCase> {
  const sheet = new Sheet();
  const title = "Cores date the weir that silted a lowland river";
  let y = titleLines(sheet, title, 90);
  sheet.text("Nadia Ferreira and Olle Strand", MARGIN, y + 8, AUTHORS);
  y += 40;
  sheet.text("Abstract", MARGIN, y, LABEL);
  const abstract = LEAD.slice(2, 6).join(" ");
  y = sheet.paragraph(abstract, MARGIN, y + 15, TEXT_WIDTH, BODY);
  const sections = body(sheet, y + 16);
  place(sheet);
  return { bytes: await sheet.render(), title, authors: ["Nadia Ferreira", "Olle Strand"], abstract, doi: null, sections };
}

/**
 * The DOI printed only at the very end, under the article's submission and acceptance dates, as
 * Science prints it; the last reference's DOI, wrapped onto a line of its own, comes just before.
 */
export async function doiUnderArticleHistory(): Promise<FrontCase> {
  const doi = "10.5555/science.abc1234";
  const c = await doiPlacedLate((sheet) => {
    sheet.newPage();
    sheet.text("References", MARGIN, 80, LABEL);
    sheet.text("1. P. Ortega, K. Lund, River cores archive, version 1.0, Zenodo (2019); https://doi.org/", MARGIN, 96, SMALL);
    sheet.text("10.5555/zenodo.998877.", MARGIN, 96 + SMALL.leading, SMALL);
    sheet.text("Submitted 4 March 2022; accepted 28 February 2023", MARGIN, 140, SMALL);
    sheet.text(doi, MARGIN, 140 + SMALL.leading, SMALL);
  });
  return { ...c, doi, sections: [...c.sections, "References"] };
}

/** The DOI only in the publisher's download stamp, drawn up the margin of every page. */
export async function doiInDownloadStamp(): Promise<FrontCase> {
  const doi = "10.5555/(sici)1234-5678(200006)218:2<235::aid-rr2>3.0.co;2-g";
  const c = await doiPlacedLate((sheet) => {
    for (let page = 1; page <= sheet.pageCount; page++) {
      sheet.text(`12345678, 2000, 2, Downloaded from https://rivers.example.org/doi/${doi.toUpperCase()} by Test, Wiley Online Library on [25/06/2025].`, 20, 700, { font: "Helvetica", size: 6 }, { page, rotate: -90 });
    }
  });
  return { ...c, doi };
}
