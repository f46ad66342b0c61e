/**
 * Small generated PDFs, one per front-matter failure class seen on unseen papers: a journal
 * name printed large above the title, a title over several loosely set lines beside a sidebar,
 * a structured abstract, a letter whose standfirst is its abstract, and affiliations with
 * e-mail addresses printed where an unlabelled abstract would be.
 *
 * Each page is laid out by hand (greedy line breaking, no hyphenation) and drawn with pdfkit one
 * line at a time; the truth is the text that was drawn, so it cannot drift from the PDF.
 */
import { newPdfKitDocument, pdfKitBytes } from "./pdfkit.ts";

export interface FrontMatterTruth {
  title: string;
  authors: string[];
  abstract: string;
  doi: string | null;
}

export interface FrontMatterCase {
  bytes: Uint8Array;
  truth: FrontMatterTruth;
}

type FontName = "Times-Roman" | "Times-Bold" | "Times-Italic" | "Helvetica" | "Helvetica-Bold";

const WIDTH = 612;
const HEIGHT = 792;
const LEFT = 72;
const TEXT_WIDTH = WIDTH - 2 * LEFT;
const CREATION_DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));

interface Style {
  font: FontName;
  size: number;
  leading: number;
}

const BODY: Style = { font: "Times-Roman", size: 10, leading: 13 };
const HEADING: Style = { font: "Times-Bold", size: 12, leading: 16 };
const SMALL: Style = { font: "Times-Roman", size: 8, leading: 10 };
const AUTHORS: Style = { font: "Times-Roman", size: 11, leading: 14 };
const MARKER: Style = { font: "Times-Roman", size: 7, leading: 9 };

interface Text {
  text: string;
  style: Style;
  x: number;
  /** Top of the text, as pdfkit places it. */
  y: number;
}

const scratch = newPdfKitDocument({ size: [WIDTH, HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: {} });
const measure = (text: string, style: Style) => scratch.font(style.font).fontSize(style.size).widthOfString(text);

/** Greedy first-fit line breaking at spaces; the first line may be shorter (a run-in label before it). */
function breakLines(text: string, style: Style, width: number, firstWidth = width): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next, style) > (lines.length === 0 ? firstWidth : width)) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A page being filled from the top: `y` is where the next line goes. */
class Page {
  readonly texts: Text[] = [];
  y: number;
  constructor(y = 72) {
    this.y = y;
  }

  line(text: string, style: Style, x = LEFT): void {
    this.texts.push({ text, style, x, y: this.y });
    this.y += style.leading;
  }

  paragraph(text: string, style: Style, options: { x?: number; width?: number; gap?: number } = {}): void {
    for (const line of breakLines(text, style, options.width ?? TEXT_WIDTH)) this.line(line, style, options.x ?? LEFT);
    this.y += options.gap ?? 6;
  }

  /** A run-in label in another face ("Background:") followed by its paragraph. */
  labelled(label: string, text: string, labelStyle: Style, style: Style): void {
    const labelWidth = measure(`${label} `, labelStyle);
    const [first, ...rest] = breakLines(text, style, TEXT_WIDTH, TEXT_WIDTH - labelWidth);
    this.texts.push({ text: label, style: labelStyle, x: LEFT, y: this.y });
    this.line(first!, style, LEFT + labelWidth);
    for (const line of rest) this.line(line, style);
    this.y += 6;
  }

  /** Author names with raised affiliation markers, as one line: "Ana Lopes¹, Ben T. Ward²,*". */
  authors(names: { name: string; marker: string }[], separator: (i: number) => string, style = AUTHORS): void {
    let x = LEFT;
    names.forEach(({ name, marker }, i) => {
      this.texts.push({ text: name, style, x, y: this.y });
      x += measure(name, style);
      this.texts.push({ text: marker, style: MARKER, x, y: this.y - 3 });
      x += measure(marker, MARKER);
      const sep = separator(i);
      if (sep) {
        this.texts.push({ text: sep, style, x, y: this.y });
        x += measure(sep, style);
      }
    });
    this.y += style.leading;
  }
}

function render(pages: Page[], info: Record<string, string> = {}): Promise<Uint8Array> {
  const doc = newPdfKitDocument({ size: [WIDTH, HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { ...info, CreationDate: CREATION_DATE, ModDate: CREATION_DATE } });
  const done = pdfKitBytes(doc).then((bytes) => new Uint8Array(bytes));
  for (const page of pages) {
    doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
    for (const t of page.texts) doc.font(t.style.font).fontSize(t.style.size).text(t.text, t.x, t.y, { lineBreak: false });
  }
  doc.end();
  return done;
}

// ---------------------------------------------------------------------------------------------
// Prose (our own words), shared by the cases
// ---------------------------------------------------------------------------------------------

const BODY_PARAGRAPHS = [
  "Porous ceramic membranes separate gases by size and by the way each molecule interacts with the pore walls. Their stability at high temperature makes them attractive for hydrogen purification, where polymer membranes soften and lose selectivity within a few hours of operation.",
  "The membranes studied here were cast from a slurry of alumina particles, dried slowly at room temperature and fired in air. Firing shrinks the green body by a few percent and closes the smallest pores, so the final pore size depends on both the particle size and the firing schedule.",
  "Permeance was measured in a steel cell with a constant pressure difference across the membrane. Each gas was measured three times after the flow had settled, and the cell was purged with helium between gases so that no gas remained adsorbed in the pores from the previous run.",
  "Hydrogen passed through the membranes fastest in every run, followed by helium and then nitrogen. The ratio of hydrogen to nitrogen permeance rose as the firing temperature increased, which agrees with the loss of the largest pores during sintering observed in the micrographs.",
  "Two membranes cracked during cooling after the highest firing temperature. The cracks started at the edge of the disc, where the slurry layer was thickest, and the remaining membranes were therefore cast thinner and cooled more slowly through the range where the binder burns out.",
];

function body(page: Page, paragraphs: string[], headings = true): void {
  paragraphs.forEach((text, i) => {
    if (headings && i === 0) page.line("1. Introduction", HEADING);
    if (headings && i === 2) page.line("2. Methods", HEADING);
    if (headings && i === 3) page.line("3. Results", HEADING);
    page.paragraph(text, BODY);
  });
}

function title(page: Page, text: string, style: Style, width = TEXT_WIDTH, x = LEFT): string {
  for (const line of breakLines(text, style, width)) page.line(line, style, x);
  return text;
}

// ---------------------------------------------------------------------------------------------
// The cases
// ---------------------------------------------------------------------------------------------

/**
 * (a) The journal's name printed large at the top of page 1, the article-type label under it,
 * then the title in smaller type; the journal name comes back in the running header of page 2.
 * `labelled: false` leaves out the label, so only the running header tells the masthead apart;
 * `repeated: false` then heads the other pages with the authors' names instead, so only the
 * volume and issue line under the journal's name tells it.
 */
export async function mastheadAboveTitle(labelled: boolean, repeated = true): Promise<FrontMatterCase> {
  const journal = "Journal of Porous Ceramics";
  const page = new Page(60);
  page.line(journal, { font: "Helvetica-Bold", size: 24, leading: 34 });
  page.line("Volume 12, Issue 3, March 2024", SMALL);
  page.y += 14;
  if (labelled) page.line("RESEARCH ARTICLE", { font: "Helvetica", size: 10, leading: 18 });
  const t = title(page, "Firing temperature controls hydrogen selectivity in cast alumina membranes", { font: "Times-Bold", size: 17, leading: 21 });
  page.y += 6;
  page.authors(
    [
      { name: "Marta Quintela", marker: "1" },
      { name: "Oskar J. Lindqvist", marker: "2" },
    ],
    (i) => (i === 0 ? " and " : ""),
  );
  page.line("1 Department of Chemistry, Northfield University, Leeds, UK. 2 Institute of Materials, Uppsala, Sweden.", SMALL);
  page.y += 10;
  page.line("Abstract", HEADING);
  const abstract = "Cast alumina membranes were fired at four temperatures and their permeance to hydrogen, helium and nitrogen was measured. Selectivity for hydrogen rose with the firing temperature because the largest pores closed during sintering.";
  page.paragraph(abstract, BODY, { gap: 12 });
  body(page, BODY_PARAGRAPHS.slice(0, 3));
  const header = repeated ? `${journal} 12 (2024) 101-108` : "M. Quintela and O. J. Lindqvist";
  const second = new Page(40);
  second.line(header, SMALL);
  second.y = 72;
  body(second, BODY_PARAGRAPHS.slice(3), false);
  const third = new Page(40);
  third.line(header, SMALL);
  third.y = 72;
  body(third, BODY_PARAGRAPHS.slice(0, 2), false);
  return { bytes: await render([page, second, third]), truth: { title: t, authors: ["Marta Quintela", "Oskar J. Lindqvist"], abstract, doi: null } };
}

/**
 * (a') No journal's name at all: the article's DOI printed small at the head of page 1, just over
 * the title, as Nature Communications sets it; no document title, running heads naming the
 * authors. The DOI line puts the title within a masthead band's reach. `long` sets a title over
 * three lines with the abstract in larger type than the author row; otherwise a one-line title of
 * six words with the author row set larger than the abstract, so the names are the largest type
 * left under the title.
 */
export async function titleUnderDoiLine(long: boolean): Promise<FrontMatterCase> {
  const page = new Page(52);
  const doi = "https://doi.org/10.5555/jpc.2024.0312";
  page.line(doi, SMALL, WIDTH - LEFT - measure(doi, SMALL));
  page.y += 8;
  const text = long ? "Firing temperature controls the hydrogen selectivity of cast alumina membranes through the closure of their largest pores" : "Sintering closes the largest membrane pores";
  const t = title(page, text, { font: "Times-Bold", size: 20, leading: 24 });
  page.y += 8;
  page.authors(
    [
      { name: "Marta Quintela", marker: "1" },
      { name: "Oskar J. Lindqvist", marker: "2" },
    ],
    (i) => (i === 0 ? " and " : ""),
    long ? AUTHORS : { font: "Times-Roman", size: 13, leading: 17 },
  );
  page.line("1 Department of Chemistry, Northfield University, Leeds, UK. 2 Institute of Materials, Uppsala, Sweden.", SMALL);
  page.y += 12;
  const abstract = "Cast alumina membranes were fired at four temperatures and their permeance to hydrogen, helium and nitrogen was measured. Selectivity for hydrogen rose with the firing temperature because the largest pores closed during sintering.";
  page.paragraph(abstract, { font: "Times-Roman", size: long ? 12 : 11.5, leading: 15 }, { gap: 12 });
  body(page, BODY_PARAGRAPHS.slice(0, 3));
  const pages = [page];
  for (const paragraphs of [BODY_PARAGRAPHS.slice(3), BODY_PARAGRAPHS.slice(0, 2)]) {
    const next = new Page(40);
    next.line("M. Quintela and O. J. Lindqvist", SMALL);
    next.y = 72;
    body(next, paragraphs, false);
    pages.push(next);
  }
  return { bytes: await render(pages), truth: { title: t, authors: ["Marta Quintela", "Oskar J. Lindqvist"], abstract, doi: "10.5555/jpc.2024.0312" } };
}

/**
 * (b) A three-line title set with loose leading and one line in italics, beside a narrow
 * sidebar of dates and a licence note: the lines of the title must be read as one title.
 */
export async function titleOverSeveralLines(): Promise<FrontMatterCase> {
  const page = new Page(70);
  const sidebar = ["Received: 4 May 2023", "Accepted: 9 June 2023", "Published: 1 July 2023", "Open access under a", "licence that permits reuse."];
  const sideStyle: Style = { font: "Helvetica", size: 7, leading: 12 };
  sidebar.forEach((text, i) => page.texts.push({ text, style: sideStyle, x: 40, y: 74 + i * 12 }));
  const titleStyle: Style = { font: "Times-Bold", size: 18, leading: 30 };
  const x = 170;
  const lines = ["Sintering closes the largest pores", "of cast alumina membranes", "and raises their hydrogen selectivity"];
  page.line(lines[0]!, titleStyle, x);
  page.line(lines[1]!, { ...titleStyle, font: "Times-Italic" }, x);
  page.line(lines[2]!, titleStyle, x);
  page.y += 4;
  page.authors(
    [
      { name: "Ines Baptista", marker: "a" },
      { name: "Tomas R. Ekberg", marker: "b" },
    ],
    (i) => (i === 0 ? ", " : ""),
  );
  page.y += 10;
  page.line("Abstract", HEADING);
  const abstract = "Membranes cast from alumina slurry were fired at increasing temperatures. Sintering closed the largest pores, and the hydrogen to nitrogen selectivity rose accordingly while the hydrogen permeance fell only slightly.";
  page.paragraph(abstract, BODY, { gap: 12 });
  body(page, BODY_PARAGRAPHS.slice(0, 3));
  const second = new Page(72);
  body(second, BODY_PARAGRAPHS.slice(3), false);
  return { bytes: await render([page, second]), truth: { title: lines.join(" "), authors: ["Ines Baptista", "Tomas R. Ekberg"], abstract, doi: null } };
}

/**
 * (c) A structured abstract: "Abstract" heading, then Background / Methods / Results /
 * Conclusions as separate paragraphs with run-in labels, no keywords, then the first section.
 * The DOI is printed only at the end of the last page, on a line of its own.
 */
export async function structuredAbstract(): Promise<FrontMatterCase> {
  const page = new Page(50);
  // Page 1 names the article by its number, as journals print it; the DOI itself comes at the end.
  page.line("Membrane Letters (2024) 12:e00031", SMALL);
  page.y = 72;
  const t = title(page, "Slow cooling prevents cracking of thick alumina membranes", { font: "Times-Bold", size: 17, leading: 21 });
  page.y += 6;
  page.authors([{ name: "Hanna Virtanen", marker: "1" }, { name: "Paulo Mendes", marker: "2" }], (i) => (i === 0 ? " and " : ""));
  page.line("1 Department of Physics, Lakeside University, Turku, Finland. 2 Materials Centre, Porto, Portugal.", SMALL);
  page.y += 10;
  page.line("Abstract", HEADING);
  const label: Style = { font: "Times-Bold", size: 10, leading: 13 };
  const parts = [
    ["Background:", "Thick ceramic membranes often crack while they cool after firing, which wastes material and time."],
    ["Methods:", "We cast membranes of three thicknesses and cooled them at four rates after firing at the same temperature."],
    ["Results:", "Cracks appeared only in the thickest membranes cooled at the two fastest rates, and always started at the edge."],
    ["Conclusions:", "Cooling slowly through the range where the binder burns out is enough to keep thick membranes whole."],
  ] as const;
  for (const [name, text] of parts) page.labelled(name, text, label, BODY);
  page.y += 8;
  body(page, BODY_PARAGRAPHS.slice(0, 3));
  const second = new Page(72);
  body(second, BODY_PARAGRAPHS.slice(3), false);
  const doi = "10.5555/slowcool.2024.e00031";
  second.y += 20;
  second.line(`doi:${doi}`, SMALL);
  second.line("Cite this article as: Virtanen and Mendes, Slow cooling prevents cracking.", SMALL);
  return {
    bytes: await render([page, second]),
    truth: { title: t, authors: ["Hanna Virtanen", "Paulo Mendes"], abstract: parts.map(([name, text]) => `${name} ${text}`).join(" "), doi },
  };
}

/**
 * (d) A comment (letter) with no "Abstract" heading: a short standfirst set in a larger bold
 * face under the authors, then the body text in long paragraphs without section headings.
 */
export async function standfirstLetter(): Promise<FrontMatterCase> {
  const page = new Page(72);
  page.line("COMMENT", { font: "Helvetica", size: 9, leading: 18 });
  const t = title(page, "Ceramic membranes deserve a second look", { font: "Times-Bold", size: 22, leading: 26 });
  page.y += 6;
  page.authors([{ name: "Lena Hofstad", marker: "" }, { name: "Ravi K. Menon", marker: "" }], (i) => (i === 0 ? " and " : ""));
  page.y += 8;
  const standfirst = "Hydrogen purification needs membranes that survive heat. Ceramics do, and cheap casting methods now make them worth testing at scale, argue two materials scientists.";
  page.paragraph(standfirst, { font: "Times-Bold", size: 12, leading: 15 }, { gap: 12 });
  body(page, BODY_PARAGRAPHS, false);
  const second = new Page(72);
  body(second, BODY_PARAGRAPHS.slice(0, 3), false);
  // A reference whose DOI wraps onto a line of its own: it is the cited work's, not this one's.
  second.line("References", HEADING);
  second.line("1. Ortega, P. and Lund, K. Gas transport in sintered alumina. Ceram. Membr. 4, 55-61 (2019).", SMALL);
  second.line("https://doi.org/10.5555/cm.2019.40055", SMALL);
  return { bytes: await render([page, second]), truth: { title: t, authors: ["Lena Hofstad", "Ravi K. Menon"], abstract: standfirst, doi: null } };
}

/**
 * (e) Affiliations and correspondence e-mails in one long small-print paragraph between the
 * authors and an unlabelled abstract: the abstract is the prose after them, never the addresses.
 */
export async function affiliationsBeforeAbstract(): Promise<FrontMatterCase> {
  const page = new Page(72);
  const t = title(page, "Binder burnout sets the safe cooling rate of cast membranes", { font: "Times-Bold", size: 17, leading: 21 });
  page.y += 6;
  page.authors(
    [
      { name: "Clara Dumont", marker: "a,b" },
      { name: "Yusuf Demir", marker: "c" },
      { name: "Eva M. Kowalska", marker: "a,*" },
    ],
    (i) => (i === 0 ? ", " : i === 1 ? " and " : ""),
  );
  page.y += 4;
  const affiliations =
    "a Ceramics Group, Northfield Polytechnic, 12 Harbour Road, Leeds LS2 9JT, United Kingdom; b Membrane Unit, Rhine Technical Works, Kaiserstrasse 40, 76131 Karlsruhe, Germany; c Anatolian Ceramics Works, Organize Sanayi Bolgesi 8, 26110 Eskisehir, Turkey. Correspondence: Eva M. Kowalska, e.kowalska@northfield.example.org, Tel. +44 113 496 0000; Clara Dumont, c.dumont@northfield.example.org; Yusuf Demir, y.demir@anatolian.example.com. Clara Dumont and Yusuf Demir contributed equally.";
  page.paragraph(affiliations, SMALL, { gap: 12 });
  const abstract =
    "Cast alumina membranes crack when they cool too fast after firing. We followed the mass loss of the binder during heating and cooling and found that cracking happens only when the membrane passes quickly through the narrow range in which the last of the binder burns out, so a slower rate there alone keeps the membranes whole.";
  page.paragraph(abstract, BODY, { gap: 12 });
  body(page, BODY_PARAGRAPHS.slice(0, 3));
  const second = new Page(72);
  body(second, BODY_PARAGRAPHS.slice(3), false);
  return {
    bytes: await render([page, second]),
    truth: { title: t, authors: ["Clara Dumont", "Yusuf Demir", "Eva M. Kowalska"], abstract, doi: null },
  };
}

/**
 * A guard for (a): a short title that the running header of every other page repeats, with
 * only the author line below it. A running title is not a masthead.
 */
export async function shortTitleInRunningHeader(): Promise<FrontMatterCase> {
  const short = "Porous alumina membranes";
  const page = new Page(72);
  const t = title(page, short, { font: "Times-Bold", size: 20, leading: 24 });
  page.y += 6;
  page.authors([{ name: "Sofia Almeida", marker: "1" }, { name: "Jonas Weber", marker: "2" }], (i) => (i === 0 ? " and " : ""));
  page.line("1 Department of Chemistry, Lakeside University, Turku, Finland. 2 Materials Centre, Porto, Portugal.", SMALL);
  page.y += 10;
  page.line("Abstract", HEADING);
  const abstract = "Alumina membranes were cast, fired and tested with three gases. Their selectivity for hydrogen depends mostly on the firing temperature.";
  page.paragraph(abstract, BODY, { gap: 12 });
  body(page, BODY_PARAGRAPHS.slice(0, 3));
  const pages = [page];
  for (const paragraphs of [BODY_PARAGRAPHS.slice(3), BODY_PARAGRAPHS.slice(0, 2)]) {
    const next = new Page(40);
    next.line(`Almeida and Weber: ${short}`, SMALL);
    next.y = 72;
    body(next, paragraphs, false);
    pages.push(next);
  }
  return { bytes: await render(pages), truth: { title: t, authors: ["Sofia Almeida", "Jonas Weber"], abstract, doi: null } };
}
