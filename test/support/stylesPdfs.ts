/**
 * Generated papers in the journal styles of the fourth shared set (papers-styles) that the reader
 * got wrong: every heading level set in one bold face, so only one heading carries a well-known
 * name, and headings with a colon inside or wrapped over two lines of a column.
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import { BODY, breakLines, COLUMN_WIDTH, HEADING, MARGIN, Sheet, TEXT_WIDTH, type Style } from "./layoutSheet.ts";

export interface StyleCase {
  bytes: Uint8Array;
  /** Section headings in order, as the reader should give them. */
  sections: string[];
  /** The abstract as printed, when the case is about it. */
  abstract?: string;
}

/**
 * A review whose headings of every level are set in the same bold face: "Introduction" is the
 * only well-known name, the others name the review's topics, one has a colon in it and one wraps
 * over two lines of its column.
 */
export async function oneBoldStyleForEveryLevel(): Promise<StyleCase> {
  const sheet = new Sheet();
  sheet.startColumns(sheet.frontMatter("River beds after the weir: a review of sediment cores", [PROSE[0], PROSE[8]].join(" ")));
  const headings = [
    "Introduction",
    "Grain size and depth",
    "Cores: the record of a river bed",
    "Organic matter in the upper slices",
    "Dating the change: classification of the cores according to their sites",
    "Tides near the mouth",
  ];
  headings.forEach((heading, i) => {
    sheet.flowLines(breakLines(heading, HEADING, COLUMN_WIDTH), HEADING, 6);
    for (const text of [PROSE.slice(i % 5, (i % 5) + 4).join(" "), PROSE.slice(5 - (i % 5), 9 - (i % 5)).join(" ")]) sheet.flowLines(breakLines(text, BODY, COLUMN_WIDTH), BODY, 3);
  });
  return { bytes: await sheet.render(), sections: headings };
}

/**
 * A structured abstract in a box under a label of its own ("ABSTRACT"), with a narrow sidebar to
 * its right (article history and keywords, each under its own label, the first on the label's
 * line), lines of the two side by side.
 */
export async function sidebarBesideLabelledAbstract(): Promise<StyleCase> {
  const sheet = new Sheet();
  const y = sheet.titleAndAuthors("River cores and the weir that changed them") + 44;
  const label = { font: "Helvetica-Bold" as const, size: 7.5 };
  const text: Style = { font: "Times-Roman", size: 9, leading: 10 };
  const side: Style = { font: "Times-Roman", size: 8, leading: 9 };
  const boxX = MARGIN + 12;
  const sideX = MARGIN + 400;
  sheet.text("ABSTRACT", boxX, y, label);
  sheet.text("ARTICLE HISTORY", sideX, y, label);
  const abstract = [`Background: ${PROSE[0]}`, `Methods: ${PROSE[1]} ${PROSE[2]}`, `Results: ${PROSE[3]} ${PROSE[4]}`, `Conclusions: ${PROSE[8]}`];
  let at = y + 10;
  for (const part of abstract) {
    for (const line of breakLines(part, text, 370)) {
      sheet.text(line, boxX, at, text);
      at += text.leading;
    }
  }
  const sidebar: [string, Pick<Style, "font" | "size">][] = [
    ["Received 29 July 2020", side],
    ["Revised 22 November 2020", side],
    ["Accepted 12 December 2020", side],
    ["KEYWORDS", label],
    ["River cores; weir; silt;", side],
    ["sediment budgets", side],
  ];
  sidebar.forEach(([line, style], i) => sheet.text(line, sideX, y + 10 + i * 9 + (i >= 3 ? 6 : 0), style));
  sheet.startColumns(at + 40);
  sheet.section("Introduction", [PROSE.slice(5, 8).join(" "), PROSE.slice(2, 6).join(" ")]);
  sheet.section("Methods", [PROSE.slice(6, 9).join(" ")]);
  sheet.section("Results", [PROSE.slice(1, 4).join(" ")]);
  sheet.section("Discussion", [PROSE.slice(3, 7).join(" ")]);
  return { bytes: await sheet.render(), sections: ["Introduction", "Methods", "Results", "Discussion"], abstract: abstract.join(" ") };
}

/**
 * A micro-article that prints its DOI only in its own citation line at the end, after a reference
 * list whose entries carry DOIs of their own; page 1 prints none.
 */
export async function doiOnlyInClosingCitation(): Promise<StyleCase & { doi: string; title: string }> {
  const sheet = new Sheet();
  const title = "Silt settles behind a weir within a few years of its building";
  let y = sheet.titleAndAuthors(title) + 44;
  sheet.text("Description", MARGIN, y, HEADING);
  y += 16;
  for (const text of [PROSE.slice(0, 4).join(" "), PROSE.slice(4, 8).join(" "), PROSE.slice(2, 7).join(" ")]) y = sheet.paragraph(text, MARGIN, y, TEXT_WIDTH, BODY) + 6;
  sheet.text("Methods", MARGIN, y + 6, HEADING);
  y = sheet.paragraph(PROSE.slice(5, 9).join(" "), MARGIN, y + 22, TEXT_WIDTH, BODY) + 6;
  sheet.newPage();
  y = 80;
  sheet.text("References", MARGIN, y, HEADING);
  y += 16;
  const small: Style = { font: "Times-Roman", size: 8, leading: 10 };
  for (const entry of [
    "Aldous P, Brandt K (2011). Sediment budgets of lowland rivers. J River Sci 12: 201-214. doi:10.5555/jrs.2011.0012",
    "Chen L, Dubois M (2014). Dating river cores by grain size. Sediment Rec 7: 45-59. doi:10.5555/sr.2014.0007",
  ]) y = sheet.paragraph(entry, MARGIN, y, TEXT_WIDTH, small) + 4;
  const doi = "10.5555/small.biology.000330";
  sheet.paragraph(`Citation: Example, A; Sample, B (2020). ${title}. Journal of Small Things. https://doi.org/${doi}`, MARGIN, y + 30, TEXT_WIDTH * 0.6, small);
  return { bytes: await sheet.render(), sections: ["Description", "Methods", "References"], doi, title };
}

/**
 * A methods-heavy paper whose prefix "anti" opens many compounds (antibodies "anti-mouse",
 * "anti-human") while it writes "antigens" whole several times; one line ends "anti-" and the
 * next starts "gens": a word broken by typesetting, not a compound.
 */
export async function brokenWordAfterCommonPrefix(): Promise<StyleCase & { sentence: string }> {
  const sheet = new Sheet();
  let y = sheet.frontMatter("Antigens of river fish after the weir", `${PROSE[0]} ${PROSE[8]}`, { headingDrop: 44 });
  sheet.text("Methods", MARGIN, y, HEADING);
  const methods = [
    "Sections were stained with anti-mouse and anti-human antibodies, then with anti-rabbit serum.",
    "Fish antigens were compared with the antigens of fish from above the weir, and the anti-mouse stain was repeated twice.",
    "We counted antigens in each slice, using anti-human and anti-rabbit controls in every run.",
  ].join(" ");
  y = sheet.paragraph(methods, MARGIN, y + 16, TEXT_WIDTH, BODY) + 10;
  sheet.text("Results", MARGIN, y, HEADING);
  y += 16;
  // Broken by hand where a typesetter would break it.
  const lines = ["The fish below the weir carried fewer surface anti-", "gens than those above it, in every one of the six sites we sampled.", PROSE[3]!];
  for (const line of lines) {
    sheet.text(line, MARGIN, y, BODY);
    y += BODY.leading;
  }
  return { bytes: await sheet.render(), sections: ["Methods", "Results"], sentence: "The fish below the weir carried fewer surface antigens than those above it, in every one of the six sites we sampled." };
}
