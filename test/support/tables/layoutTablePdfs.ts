/**
 * One generated paper per table layout scientific PDFs use (the list): horizontal rules
 * only, a full grid, shading bands without rules, whitespace alone, a table printed sideways on an
 * upright page, a page carrying /Rotate 90 (and a paper whose every page does), a table continued over two pages, a two-level header
 * with spanners, a category column spanning rows, sub-heading rows, notes under the table, a
 * table printed as a picture, a column-wide table beside body text in two columns, and a paper
 * with no table whose prose is full of numbers and aligned lists. Each returns its bytes, the
 * tables a reader must give back and the body sentences that must come out whole.
 */
import { breakLines } from "../layoutSheet.ts";
import { BODY, drawCaption, drawTable, MARGIN, NOTE, PAGE, SIDEWAYS, TableSheet, TEXT_WIDTH, type DrawnTable, type SpecRow, type TableSpec } from "./tableSheet.ts";
import { PaperWriter, PROSE } from "./paperWriter.ts";
import { tablePicture } from "./pngImage.ts";

export interface TableLayoutCase {
  bytes: Uint8Array;
  tables: DrawnTable[];
  /** Body sentences that must come out whole. */
  sentences: string[];
}

const row = (...cells: string[]): SpecRow => ({ cells: cells.map((text) => ({ text })) });
const sub = (text: string, width: number): SpecRow => ({ kind: "subheading", cells: [{ text }, ...Array.from({ length: width - 1 }, () => ({ text: "" }))] });

const FILMS: TableSpec = {
  columns: [70, 80, 80, 80, 100],
  header: [row("Sample", "Temperature (K)", "Thickness (nm)", "Grain size (nm)", "Conductivity (mS/cm)")],
  rows: [row("YSZ-1", "873", "120", "35", "4.1"), row("YSZ-2", "923", "118", "41", "5.0"), row("YSZ-3", "973", "125", "52", "6.8"), row("YSZ-4", "1023", "131", "63", "7.9"), row("YSZ-5", "1073", "129", "80", "9.3"), row("YSZ-6", "1123", "134", "96", "11.2")],
  style: "booktabs",
};

/** Introduction, the table, then results: the frame most cases share. */
async function simplePaper(title: string, place: (w: PaperWriter) => void): Promise<TableLayoutCase> {
  const w = new PaperWriter(title);
  w.heading("1. Introduction");
  w.paragraph(PROSE.slice(0, 2));
  w.paragraph(PROSE.slice(2, 4));
  place(w);
  w.heading("2. Results");
  w.paragraph(PROSE.slice(4, 7));
  w.paragraph(PROSE.slice(7, 9));
  return { bytes: await w.finish(title), tables: w.tables, sentences: w.sentences };
}

/** Horizontal rules only (booktabs): a top rule, one under the header, a bottom rule. */
export const booktabsTable = () => simplePaper("Grain growth in oxide films", (w) => w.table("Table 1", "Characteristics of the films grown at each temperature", FILMS));

/** A full grid: every cell boxed. */
export const fullGridTable = () =>
  simplePaper("Reagents for the assays", (w) =>
    w.table("Table 1", "Reagents used in each assay", {
      columns: [90, 110, 80, 100],
      header: [row("Assay", "Buffer", "Volume (mL)", "Incubation (min)")],
      rows: [row("ELISA", "PBS-Tween", "0.2", "60"), row("Western blot", "TBS-T", "15", "45"), row("qPCR", "Tris-EDTA", "0.02", "30"), row("Flow cytometry", "FACS buffer", "0.5", "20"), row("Immunostaining", "PBS-BSA", "1.0", "90")],
      style: "grid",
    }),
  );

/** No rules: a dark header band and every other row shaded. */
export const shadedBandsTable = () =>
  simplePaper("A reminder trial", (w) =>
    w.table("Table 1", "Baseline characteristics of the participants", {
      columns: [150, 110, 110],
      header: [row("Characteristic", "Intervention (n = 336)", "Control (n = 181)")],
      rows: [row("Women, n (%)", "213 (63.4)", "117 (64.6)"), row("Age, mean (SD)", "44.1 (12.3)", "45.0 (11.8)"), row("Deprivation score", "9.04 (6.13)", "9.39 (6.88)"), row("Current smokers, n (%)", "58 (17.3)", "33 (18.2)"), row("Hand-washing frequency", "4.08 (1.05)", "4.01 (1.13)"), row("Intention score", "5.72 (1.21)", "5.66 (1.30)")],
      style: "shaded",
    }),
  );

/** No rules and no shading: the columns stand apart by whitespace alone. */
export const whitespaceTable = () =>
  simplePaper("Primers for expression analysis", (w) =>
    w.table("Table 1", "Primer sequences used for quantitative PCR", {
      columns: [60, 130, 130, 60],
      header: [row("Gene", "Forward primer", "Reverse primer", "Product (bp)")],
      rows: [row("GAPDH", "TGCACCACCAACTGCTTAGC", "GGCATGGACTGTGGTCATGAG", "87"), row("ACTB", "CATGTACGTTGCTATCCAGGC", "CTCCTTAATGTCACGCACGAT", "250"), row("IL6", "ACTCACCTCTTCAGAACGAATTG", "CCATCTTTGGAAGGTTCAGGTTG", "149"), row("TNF", "CCTCTCTCTAATCAGCCCTCTG", "GAGGACCTGGGAGTAGATGAG", "220"), row("CXCL8", "ACTGAGAGTGATTGAGAGTGGAC", "AACCCTCTGCACCCAGTTTTC", "112")],
      style: "plain",
      rowHeight: 13,
    }),
  );

const WIDE: TableSpec = {
  columns: [95, 65, 70, 65, 75, 80, 90, 70],
  header: [row("Site", "Latitude", "Longitude", "Depth (m)", "Salinity (psu)", "Temperature (C)", "Chlorophyll (ug/L)", "Sampling date")],
  rows: [
    row("Outer fjord", "60.12", "5.21", "120", "34.9", "7.8", "1.42", "12 May 2021"),
    row("Inner fjord", "60.48", "5.87", "85", "33.1", "8.4", "2.05", "13 May 2021"),
    row("Sill", "60.31", "5.55", "42", "34.2", "8.1", "1.77", "13 May 2021"),
    row("River mouth", "60.55", "6.02", "12", "21.6", "9.9", "3.31", "14 May 2021"),
    row("Shelf edge", "59.98", "4.80", "310", "35.1", "7.2", "0.88", "15 May 2021"),
    row("Basin", "60.22", "5.40", "260", "35.0", "7.0", "0.95", "16 May 2021"),
    row("Harbour", "60.40", "5.32", "18", "30.4", "9.1", "2.64", "16 May 2021"),
  ],
  style: "booktabs",
};

/** A wide table printed sideways (reading bottom to top) on an upright page of an upright paper. */
export async function sidewaysTable(): Promise<TableLayoutCase> {
  const w = new PaperWriter("Water masses of a western fjord");
  w.heading("1. Introduction");
  w.paragraph(PROSE.slice(0, 2));
  w.paragraph([...PROSE.slice(2, 4), "The sites and their water properties are listed in Table 2."]);
  const page = w.newPage();
  let table: DrawnTable | undefined;
  w.sheet.framed(page, SIDEWAYS, () => {
    const below = drawCaption(w.sheet, page, "Table 2", "Water properties at the sampling sites", 110, 90, 610);
    const drawn = drawTable(w.sheet, page, WIDE, 110, below - 4, false);
    table = { label: "Table 2", caption: "Water properties at the sampling sites", pages: [page], kind: "text", rotated: true, ruling: "horizontal", header: drawn.header, rows: drawn.rows, footnotes: [], boxes: [] };
  });
  w.tables.push(table!);
  w.newPage();
  w.heading("2. Results");
  w.paragraph(PROSE.slice(4, 7));
  return { bytes: await w.finish("Water masses of a western fjord"), tables: w.tables, sentences: w.sentences };
}

/** A landscape page made by /Rotate 90: its content is drawn turned so that it reads upright as displayed. */
export async function rotatedPageTable(): Promise<TableLayoutCase> {
  const w = new PaperWriter("Water masses of an eastern fjord");
  w.heading("1. Introduction");
  w.paragraph(PROSE.slice(0, 3));
  const page = w.newPage(90);
  let table: DrawnTable | undefined;
  w.sheet.framed(page, SIDEWAYS, () => {
    w.sheet.text(page, "Journal of Generated Tables", 72, 50, { font: "Times-Italic", size: 8 });
    const below = drawCaption(w.sheet, page, "Table 2", "Water properties at the sampling sites in the eastern fjord", 72, 90, 640);
    const drawn = drawTable(w.sheet, page, WIDE, 72, below - 4, false);
    table = { label: "Table 2", caption: "Water properties at the sampling sites in the eastern fjord", pages: [page], kind: "text", rotated: true, ruling: "horizontal", header: drawn.header, rows: drawn.rows, footnotes: [], boxes: [] };
  });
  w.tables.push(table!);
  w.newPage();
  w.heading("2. Results");
  w.paragraph(PROSE.slice(4, 7));
  return { bytes: await w.finish("Water masses of an eastern fjord"), tables: w.tables, sentences: w.sentences };
}

/**
 * A paper printed landscape throughout: every page carries /Rotate 90 and draws its content turned,
 * so that it reads upright as displayed (a slide deck or a report exported landscape). Its title,
 * prose and one booktabs table are all on such pages; none of its text is upright in user space.
 */
export async function landscapePaper(): Promise<TableLayoutCase & { title: string }> {
  const title = "Water masses of a northern fjord read in landscape";
  const sheet = new TableSheet();
  const sentences: string[] = [];
  const width = 640;
  const one = sheet.addPage(90);
  let table: DrawnTable | undefined;
  sheet.framed(one, SIDEWAYS, () => {
    sheet.text(one, title, MARGIN, 90, { font: "Times-Bold", size: 16 });
    sheet.text(one, "Ada Example and Ben Sample", MARGIN, 114, { font: "Times-Roman", size: 11 });
    sheet.text(one, "1. Introduction", MARGIN, 150, { font: "Times-Bold", size: 11 });
    sentences.push(...PROSE.slice(0, 3));
    sheet.paragraph(one, PROSE.slice(0, 3).join(" "), MARGIN, 166, width);
  });
  const two = sheet.addPage(90);
  sheet.framed(two, SIDEWAYS, () => {
    const below = drawCaption(sheet, two, "Table 1", "Characteristics of the films grown at each temperature", MARGIN, 80, width);
    const drawn = drawTable(sheet, two, FILMS, MARGIN, below - 4);
    table = { label: "Table 1", caption: "Characteristics of the films grown at each temperature", pages: [two], kind: "text", rotated: true, ruling: "horizontal", header: drawn.header, rows: drawn.rows, footnotes: [], boxes: [] };
    sheet.text(two, "2. Results", MARGIN, drawn.bottom + 30, { font: "Times-Bold", size: 11 });
    sentences.push(...PROSE.slice(4, 7));
    sheet.paragraph(two, PROSE.slice(4, 7).join(" "), MARGIN, drawn.bottom + 46, width);
  });
  return { bytes: await sheet.render(title), tables: [table!], sentences, title };
}

const VISITS = Array.from({ length: 26 }, (_, i) => row(`P-${String(101 + i)}`, `Visit ${1 + (i % 4)}`, (12.1 + i * 0.7).toFixed(1), (88 + ((i * 13) % 40)).toString(), i % 3 === 0 ? "Yes" : "No"));

/**
 * A table that runs onto the next page, where "(Continued)" and the header are printed again;
 * with `nextStub`, the next page's header heads its rows with that stub heading instead (another
 * set of rows in the same columns), and the parts are two tables under one label.
 */
export async function continuedTable(nextStub?: string): Promise<TableLayoutCase> {
  const w = new PaperWriter("Follow-up of a cohort");
  w.heading("1. Introduction");
  w.paragraph(PROSE.slice(4, 6));
  w.paragraph(PROSE.slice(6, 9));
  w.paragraph(PROSE.slice(9, 12));
  w.paragraph(PROSE.slice(0, 3));
  w.paragraph(PROSE.slice(3, 4));
  const spec = (rows: SpecRow[], stub = "Participant"): TableSpec => ({ columns: [80, 80, 90, 90, 80], header: [row(stub, "Visit", "Weight (kg)", "Heart rate (bpm)", "Adverse event")], rows, style: "booktabs" });
  // As many rows as fit under the caption on this page; the rest on the next.
  const first = Math.floor((PAGE[1] - 80 - (w.y + 30)) / 12) - 1;
  if (first < 4 || first > VISITS.length - 4) throw new Error(`the continued table's first part would have ${first} rows; change the prose above it`);
  const caption = "Measurements at each follow-up visit";
  const page = w.page;
  let y = drawCaption(w.sheet, page, "Table 3", caption, MARGIN, w.y + 8, 420);
  const one = drawTable(w.sheet, page, spec(VISITS.slice(0, first)), MARGIN, y - 4);
  const next = w.newPage();
  y = drawCaption(w.sheet, next, "Table 3", "(Continued)", MARGIN, w.y, 420);
  const two = drawTable(w.sheet, next, spec(VISITS.slice(first), nextStub), MARGIN, y - 4);
  const note = "Weight in kilograms; heart rate in beats per minute.";
  w.sheet.text(next, note, MARGIN, two.bottom + 10, NOTE);
  const part = { label: "Table 3", caption, kind: "text", rotated: false, ruling: "horizontal" } as const;
  if (nextStub) w.tables.push({ ...part, pages: [page], header: one.header, rows: one.rows, footnotes: [], boxes: [one.box] }, { ...part, caption: "(Continued)", pages: [next], header: two.header, rows: two.rows, footnotes: [note], boxes: [two.box] });
  else w.tables.push({ ...part, pages: [page, next], header: one.header, rows: [...one.rows, ...two.rows], footnotes: [note], boxes: [one.box, two.box] });
  w.y = two.bottom + 30;
  w.heading("2. Results");
  w.paragraph(PROSE.slice(9, 12));
  return { bytes: await w.finish("Follow-up of a cohort"), tables: w.tables, sentences: w.sentences };
}

/** Two header levels: "Treatment" and "Control" each spanning two columns, with short rules under them. */
export const spannerHeaderTable = () =>
  simplePaper("Outcomes by arm", (w) =>
    w.table("Table 2", "Outcomes at twelve weeks by arm", {
      columns: [130, 60, 80, 60, 80],
      header: [
        // The stub's heading heads the whole stub: it spans both levels.
        { cells: [{ text: "Outcome", rowSpan: 2 }, { text: "Treatment", colSpan: 2 }, { text: "Control", colSpan: 2 }] },
        { cells: [{ text: "n" }, { text: "Mean (SD)" }, { text: "n" }, { text: "Mean (SD)" }] },
      ],
      rows: [row("Pain score", "120", "3.1 (1.2)", "118", "4.2 (1.4)"), row("Function score", "119", "71.5 (9.8)", "117", "64.0 (10.2)"), row("Sleep hours", "115", "6.9 (0.8)", "116", "6.4 (0.9)"), row("Days off work", "120", "2.3 (3.1)", "118", "4.8 (4.0)"), row("Satisfaction", "112", "8.2 (1.1)", "110", "6.9 (1.6)")],
      style: "booktabs",
    }),
  );

/** A ruled table whose first column names a region once for the rows of its sites (a cell spanning rows, its text centred across them). */
export const rowSpanTable = () =>
  simplePaper("Prevalence by site", (w) =>
    w.table("Table 1", "Positive samples by region and site", {
      columns: [90, 110, 80, 90],
      header: [row("Region", "Site", "Samples", "Positive (%)")],
      rows: [
        { cells: [{ text: "North", rowSpan: 3 }, { text: "Hill farm" }, { text: "48" }, { text: "12.5" }] },
        row("Lake shore", "52", "9.6"),
        row("Forest edge", "39", "15.4"),
        { cells: [{ text: "South", rowSpan: 2 }, { text: "Coastal plain" }, { text: "61" }, { text: "6.6" }] },
        row("River delta", "44", "11.4"),
        { cells: [{ text: "East", rowSpan: 3 }, { text: "Upland" }, { text: "37" }, { text: "18.9" }] },
        row("Valley floor", "55", "7.3"),
        row("Marsh", "40", "20.0"),
      ],
      style: "grid",
    }),
  );

/** Sub-heading rows inside the body ("Sex", "Age group", "Smoking") that head the rows under them. */
export const subheadingRowsTable = () =>
  simplePaper("Risk factors in a case-control study", (w) =>
    w.table("Table 1", "Characteristics of cases and controls", {
      columns: [150, 110, 110],
      header: [row("Characteristic", "Cases (n = 120)", "Controls (n = 240)")],
      rows: [
        sub("Sex", 3),
        row("Women", "64 (53.3)", "131 (54.6)"),
        row("Men", "56 (46.7)", "109 (45.4)"),
        sub("Age group", 3),
        row("Under 40", "22 (18.3)", "61 (25.4)"),
        row("40 to 59", "51 (42.5)", "104 (43.3)"),
        row("60 and over", "47 (39.2)", "75 (31.3)"),
        sub("Smoking", 3),
        row("Never", "41 (34.2)", "118 (49.2)"),
        row("Former", "37 (30.8)", "72 (30.0)"),
        row("Current", "42 (35.0)", "50 (20.8)"),
      ],
      style: "booktabs",
    }),
  );

/** Notes printed under the table in smaller type, kept apart from its cells and from the body. */
export const footnotesTable = () =>
  simplePaper("Blood pressure after training", (w) =>
    w.table(
      "Table 2",
      "Blood pressure before and after the training programme",
      {
        columns: [140, 90, 90, 70],
        header: [row("Measure", "Before", "After", "P value")],
        rows: [row("Systolic (mmHg)", "138.2 (14.1)", "131.5 (12.9)", "<.001"), row("Diastolic (mmHg)", "86.4 (9.2)", "82.1 (8.7)", ".002"), row("Heart rate (bpm)", "74.9 (10.3)", "70.2 (9.5)", ".004"), row("BMI (kg/m2)", "29.1 (4.2)", "28.4 (4.0)", ".031")],
        style: "booktabs",
      },
      ["Values are mean (SD).", "P values from paired t tests.", "Abbreviations: Weight in kilograms; heart rate in beats per minute."],
    ),
  );

/** A table printed as a picture under its caption: listed by its caption, marked as an image, its cells unread. */
export async function imageTable(): Promise<TableLayoutCase> {
  const w = new PaperWriter("Baseline data in a scanned table");
  w.heading("1. Introduction");
  w.paragraph(PROSE.slice(4, 6));
  w.ensure(220);
  w.y += 8;
  const caption = "Baseline characteristics of the cohort";
  const below = drawCaption(w.sheet, w.page, "Table 2", caption, MARGIN, w.y, TEXT_WIDTH);
  const png = tablePicture(8, 5);
  w.sheet.image(w.page, png, MARGIN, below, 300, 8 * 18 * (300 / 301));
  w.tables.push({ label: "Table 2", caption, pages: [w.page], kind: "image", rotated: false, ruling: "grid", header: [], rows: [], footnotes: [], boxes: [{ page: w.page, x: MARGIN, y: below, w: 300, h: 144 }] });
  w.y = below + 170;
  w.heading("2. Results");
  w.paragraph(PROSE.slice(6, 9));
  return { bytes: await w.finish("Baseline data in a scanned table"), tables: w.tables, sentences: w.sentences };
}

/**
 * Two columns with a column-wide table in the left one, a sentence of the body running from
 * just above the table to just below it, and the right column's text beside the table.
 */
export async function twoColumnTable(): Promise<TableLayoutCase> {
  const w = new PaperWriter("Conduction in doped oxide films", { columns: 2 });
  w.startBody();
  w.heading("1. Introduction");
  w.paragraph(PROSE.slice(0, 3));
  // A paragraph the table interrupts in the middle of its second sentence.
  const interrupted = PROSE.slice(3, 6);
  w.sentences.push(...interrupted);
  const lines = breakLines(interrupted.join(" "), BODY, w.columnWidth);
  const cut = lines.findIndex((_, i) => lines.slice(0, i + 1).join(" ").length > interrupted[0]!.length + 20);
  w.lines(lines.slice(0, cut));
  w.table("Table 1", "Films and their conductivity", { columns: [60, 60, 52, 56], header: [row("Sample", "T (K)", "d (nm)", "s (mS/cm)")], rows: FILMS.rows.map((r) => row(r.cells[0]!.text, r.cells[1]!.text, r.cells[2]!.text, r.cells[4]!.text)), style: "booktabs" });
  w.lines(lines.slice(cut));
  w.y += 4;
  w.heading("2. Results");
  w.paragraph(PROSE.slice(6, 9));
  w.paragraph(PROSE.slice(9, 12));
  // Enough text that the right column runs beside the table, as it does in a journal.
  w.heading("3. Discussion");
  w.paragraph(PROSE.slice(0, 2));
  w.paragraph(PROSE.slice(2, 4));
  w.paragraph(PROSE.slice(4, 7));
  w.paragraph(PROSE.slice(7, 10));
  w.paragraph(PROSE.slice(10, 12));
  return { bytes: await w.finish("Conduction in doped oxide films"), tables: w.tables, sentences: w.sentences };
}

/** Sentences full of numbers, each to come out whole; none of them is a table. */
export const NUMBER_HEAVY = [
  "The films weighed 12.4, 13.1, 15.7 and 18.2 mg after 4, 8, 12 and 16 h of growth at 873, 923, 973 and 1023 K respectively.",
  "Between 2019 and 2023 we enrolled 1,204 participants (612 women, 592 men) aged 18 to 74 years at 14 sites in 6 countries.",
  "Rates fell from 41.2% (95% CI 38.0 to 44.5) in 2019 to 29.8% (95% CI 27.1 to 32.6) in 2023, a relative drop of 27.7%.",
];

/** A paper with no table: prose full of numbers, a list with its values aligned in a column, and numbered references. */
export async function noTablePaper(): Promise<TableLayoutCase> {
  const w = new PaperWriter("Growth of oxide films without a table");
  w.heading("1. Introduction");
  w.paragraph([PROSE[0]!, NUMBER_HEAVY[0]!]);
  w.paragraph([NUMBER_HEAVY[1]!, PROSE[4]!]);
  w.heading("2. Materials");
  w.paragraph(["The growth solution was made up as follows."]);
  for (const [name, amount] of [["(i) Sodium chloride", "150 mM"], ["(ii) Tris-HCl, pH 7.4", "20 mM"], ["(iii) Magnesium sulfate", "2 mM"], ["(iv) Glycerol", "10 %"], ["(v) Dithiothreitol", "1 mM"]] as const) {
    w.line(name, MARGIN + 20);
    w.sheet.text(w.page, amount, MARGIN + 220, w.y, BODY);
    w.y += BODY.leading;
  }
  w.y += 6;
  w.paragraph([NUMBER_HEAVY[2]!, PROSE[7]!]);
  w.heading("References");
  for (const ref of ["1. Example A, Sample B. Oxide films. J Gen Tables. 2019;12:101-9.", "2. Placeholder C. Grain growth. Films. 2020;7:33-41.", "3. Example A. Conduction in oxides. Phys Gen. 2021;88:1204-12."]) {
    w.line(ref, MARGIN, { font: "Times-Roman", size: 9 });
    w.y += 11;
  }
  return { bytes: await w.finish("Growth of oxide films without a table"), tables: [], sentences: w.sentences };
}

