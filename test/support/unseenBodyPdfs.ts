/**
 * Generated papers whose body text came out wrong on papers the reader had not seen: a heading set
 * letter-spaced, a numbered heading at the top of the page of the same number, back matter
 * printed between two parts of the reference list, figure labels between the halves of a
 * sentence, and a sentence whose second half is mostly statistics. Each returns the PDF and what
 * a reader checks: sentences that must be whole, headings, and text that must stay out of the body.
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import { BODY, breakLines, COLUMN_WIDTH, GUTTER, HEADING, MARGIN, Sheet, SMALL, TEXT_WIDTH, type Style } from "./layoutSheet.ts";

export interface BodyCase {
  bytes: Uint8Array;
  /** Sentences that must be found whole in the body. */
  sentences: string[];
  /** Section headings in order. */
  sections: string[];
  /** Text that must not be in the body (reference entries, figure labels). */
  notInBody: string[];
  /** Reference entries that must be in the reference list. */
  references: string[];
}

const TITLE: Style = { font: "Times-Bold", size: 17, leading: 21 };

/** Title, authors and a labelled abstract on page 1; returns where the body may start. */
function front(sheet: Sheet, title: string): number {
  let y = sheet.paragraph(title, MARGIN, 90, TEXT_WIDTH, TITLE);
  sheet.text("Ada Example and Ben Sample", MARGIN, y + 8, { font: "Times-Roman", size: 11 });
  y += 40;
  sheet.text("Abstract", MARGIN, y, HEADING);
  return sheet.paragraph([PROSE[0], PROSE[8]].join(" "), MARGIN, y + 15, TEXT_WIDTH, BODY) + 16;
}

const ENTRIES = [
  "1. Aldous P, Brandt K. Sediment budgets of lowland rivers. J River Sci. 2011;12(3):201-214.",
  "2. Chen L, Dubois M, Evans R. Dating river cores by grain size. Sediment Rec. 2014;7:45-59.",
  "3. Fischer H. Weirs and the flow of small rivers. Hydrol Notes. 2009;33(1):11-19.",
  "4. Garcia N, Holm T. Organic carbon in river beds. Earth Surf Lett. 2016;4:88-97.",
  "5. Ibrahim S, Jensen O. Tides and storms in estuary sediment. Coast Res. 2018;21(2):130-141.",
  "6. Kowal A, Lind B, Moreau C. Laser grain sizing of silts. Sediment Methods. 2013;9:1-12.",
  "7. Novak D. A century of river engineering. Water Hist. 2010;15:220-236.",
  "8. Ortega P, Lund K. Flood pulses and sand transport. J Hydraul. 2019;40(5):55-61.",
  "9. Petrov I, Quinn J. Loss on ignition revisited. Soil Methods. 2015;18:301-309.",
  "10. Rossi F, Sato Y. Cores from regulated rivers. River Res Appl. 2020;36(4):612-624.",
];

function entryLines(entries: string[], width: number): string[] {
  return entries.flatMap((entry) => breakLines(entry, SMALL, width));
}

/**
 * A paper whose reference list is headed by a letter-spaced "R E F E R E N C E S", and whose
 * acknowledgements sit at the top of the right column, between the two halves of the list.
 */
export async function referencesAroundBackMatter(): Promise<BodyCase> {
  const sheet = new Sheet();
  sheet.startColumns(front(sheet, "River cores and the weir that changed them"));
  sheet.section("Introduction", [PROSE.slice(0, 3).join(" "), PROSE.slice(3, 6).join(" ")]);
  sheet.section("Results", [PROSE.slice(6).join(" ")]);
  sheet.newPage();
  sheet.section("Discussion", [PROSE.slice(1, 4).join(" ")]);
  sheet.flowLines(["R E F E R E N C E S"], HEADING, 8);
  sheet.flowLines(entryLines(ENTRIES.slice(0, 6), COLUMN_WIDTH), SMALL, 2);
  // Back matter at the top of the right column, then the rest of the list under it.
  const x = MARGIN + COLUMN_WIDTH + GUTTER;
  let y = sheet.columnTop;
  sheet.text("Acknowledgements", x, y, HEADING);
  y = sheet.paragraph("We thank the river authority for its records and the field team for the cores.", x, y + 14, COLUMN_WIDTH, BODY) + 10;
  for (const line of entryLines(ENTRIES.slice(6), COLUMN_WIDTH)) {
    sheet.text(line, x, y, SMALL);
    y += SMALL.leading;
  }
  return {
    bytes: await sheet.render(),
    sentences: [PROSE[3]!, PROSE[6]!],
    sections: ["Introduction", "Results", "Discussion", "REFERENCES", "Acknowledgements"],
    notInBody: ENTRIES.map((e) => e.replace(/^\d+\.\s/, "").slice(0, 40)),
    references: ENTRIES.map((e) => e.replace(/^\d+\.\s/, "").slice(0, 40)),
  };
}

/** "2 Methods" as the first line of page 2: a numbered heading, not a running header. */
export async function headingNumberedLikeItsPage(): Promise<BodyCase> {
  const sheet = new Sheet();
  let y = front(sheet, "River cores and the weir that changed them");
  sheet.text("1 Introduction", MARGIN, y, { ...HEADING, size: 14 });
  for (const text of [PROSE.slice(0, 4).join(" "), PROSE.slice(4, 8).join(" "), PROSE.slice(2, 6).join(" "), PROSE.slice(6).join(" ")]) {
    for (const line of breakLines(text, BODY, TEXT_WIDTH)) sheet.text(line, MARGIN, (y += BODY.leading), BODY);
    y += 4;
  }
  for (const page of [2, 3]) {
    sheet.newPage();
    sheet.text(`${page}`, MARGIN + TEXT_WIDTH - 10, 40, SMALL);
    sheet.text(page === 2 ? "2 Methods" : "3 Results", MARGIN, 60, { ...HEADING, size: 14 });
    let yy = 62;
    for (const text of [PROSE.slice(1, 5).join(" "), PROSE.slice(5, 9).join(" ")]) {
      for (const line of breakLines(text, BODY, TEXT_WIDTH)) sheet.text(line, MARGIN, (yy += BODY.leading), BODY);
      yy += 4;
    }
  }
  return { bytes: await sheet.render(), sentences: [PROSE[5]!], sections: ["Introduction", "Methods", "Results"], notInBody: [], references: [] };
}

/**
 * A sentence broken at the foot of page 2 that goes on at the top of page 4; page 3 is a whole-page
 * figure whose labels are set in body type, one of them long enough to pass for a line of prose.
 */
export async function figurePageInsideSentence(): Promise<BodyCase> {
  const sheet = new Sheet();
  sheet.startColumns(front(sheet, "River cores and the weir that changed them"));
  sheet.section("Introduction", [PROSE.slice(0, 4).join(" "), PROSE.slice(4, 7).join(" ")]);
  sheet.newPage();
  sheet.section("Results", [PROSE.slice(1, 5).join(" "), PROSE.slice(5, 9).join(" ")]);
  sheet.frame = { column: 1, y: sheet.columnTop };
  // A subsection heading in small bold type that the heading rules do not recognise: it must not
  // take the place of the paragraph whose sentence is cut.
  sheet.flowLines(["Slow Flow Behind the Weir Traps the Finest Silt"], { font: "Helvetica-Bold", size: 8, leading: 12 });
  sheet.section(null, [PROSE.slice(0, 4).join(" ")]);
  const broken = "We observed that the finest silt settled only where the flow slowed behind the weir, which was confirmed by cores taken far downstream at the two control sites.";
  const [first, ...second] = breakLines(broken, BODY, COLUMN_WIDTH);
  sheet.frame.y = sheet.columnBottom;
  sheet.flowLines([first!], BODY);
  sheet.newPage();
  const labels = ["HIS-FLAG-VEC + - - - HIS-FLAG-ADA1-WT - + + -", "Depth (cm) 0 10 20 30 40", "shNC +++ - - - - - -", "IB: GRAIN-SIZE"];
  labels.forEach((label, i) => sheet.text(label, MARGIN + 40, 200 + i * 60, BODY));
  sheet.text("Figure 1. Grain size against depth in the six cores; the dashed line marks the change from sand to silt.", MARGIN, 520, SMALL);
  sheet.newPage();
  sheet.flowLines(second, BODY);
  sheet.section(null, [PROSE.slice(6).join(" ")]);
  sheet.section("Discussion", [PROSE.slice(3, 7).join(" ")]);
  return { bytes: await sheet.render(), sentences: [broken], sections: ["Introduction", "Results", "Discussion"], notInBody: labels, references: [] };
}

/** A sentence whose second half, in the next column, starts with statistics in parentheses. */
export async function statisticsAfterColumnBreak(): Promise<BodyCase> {
  const sheet = new Sheet();
  sheet.startColumns(front(sheet, "River cores and the weir that changed them"));
  sheet.section("Introduction", [PROSE.slice(0, 4).join(" "), PROSE.slice(4, 7).join(" ")]);
  sheet.newPage();
  sheet.section("Results", [PROSE.slice(1, 5).join(" "), PROSE.slice(5, 9).join(" ")]);
  const sentence = "In the upper slices, silt content was associated with organic content (r = .61, P = .002) and with distance downstream (r = .23, P < .001).";
  const firstHalf = breakLines("In the upper slices, silt content was associated with organic content", BODY, COLUMN_WIDTH);
  sheet.frame.y = sheet.columnBottom - (firstHalf.length - 1) * BODY.leading;
  sheet.flowLines(firstHalf, BODY);
  sheet.frame = { column: 1, y: sheet.columnTop };
  sheet.flowLines(["(r = .61, P = .002) and with distance downstream (r = .23, P < .001)."], BODY);
  sheet.section("Discussion", [PROSE.slice(6).join(" "), PROSE.slice(2, 6).join(" ")]);
  return { bytes: await sheet.render(), sentences: [sentence], sections: ["Introduction", "Results", "Discussion"], notInBody: [], references: [] };
}
