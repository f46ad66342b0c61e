/**
 * Small generated PDFs, each reproducing one way real papers defeated the reader's body text:
 * a heading style set in small capitals of the body font, a word space carried by a raised
 * citation marker, and accents drawn as glyphs of their own. Every line is placed by hand with
 * pdfkit, and each builder returns the text a reader sees next to the bytes, so a test compares
 * the parse with what was drawn.
 */
import { fileURLToPath } from "node:url";
import { newPdfKitDocument, pdfKitBytes } from "./pdfkit.ts";

type FontName = "Times-Roman" | "Times-Bold" | string;

const PAGE: [number, number] = [612, 792];
const LEFT = 72;
const WIDTH = 468;
const BODY = 10;
const LEADING = 12.5;

/** A Unicode font with the dotless i and the spacing accents (the standard 14 fonts lack them). */
const UNICODE_FONT = fileURLToPath(new URL("standard_fonts/LiberationSans-Regular.ttf", new URL("../../", import.meta.resolve("pdfjs-dist/legacy/build/pdf.mjs"))));

/** Draws pages with a cursor that moves down one baseline at a time. */
class Writer {
  readonly doc = newPdfKitDocument({ size: PAGE, margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: new Date(Date.UTC(2024, 0, 1)) } });
  private readonly done = pdfKitBytes(this.doc);
  y = 0;

  constructor() {
    this.newPage();
  }

  newPage(): void {
    this.doc.addPage({ size: PAGE, margin: 0 });
    this.y = 90;
  }

  width(text: string, font: FontName, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(text);
  }

  /** One run of text on the current baseline; returns the x where it ends. */
  run(text: string, x: number, font: FontName = "Times-Roman", size = BODY, rise = 0): number {
    this.doc.font(font).fontSize(size).text(text, x, this.y - rise, { lineBreak: false, baseline: "alphabetic" });
    return x + this.width(text, font, size);
  }

  /** Words set ragged-right across the column, one line per baseline; returns the lines drawn. */
  paragraph(text: string, font: FontName = "Times-Roman"): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of text.split(" ")) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.width(candidate, font, BODY) > WIDTH) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    for (const l of lines) {
      if (this.y > 720) this.newPage();
      this.run(l, LEFT, font);
      this.y += LEADING;
    }
    this.y += 6;
    return lines;
  }

  /** Title, authors and a labelled abstract, so the body starts where the tests expect it. */
  frontMatter(title: string, font: FontName = "Times-Roman"): void {
    this.run(title, LEFT, "Times-Bold", 16);
    this.y += 22;
    this.run("Ada Example and Ben Sample", LEFT, "Times-Roman", 11);
    this.y += 26;
    this.run("Abstract", LEFT, "Times-Bold", BODY);
    this.y += LEADING;
    this.paragraph("We grew oxide films at several temperatures and measured how their grains, conduction and stability change with the growth conditions.", font);
    this.y += 10;
  }

  finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}

const PROSE = [
  "Thin films of the oxide were grown on sapphire substrates at several temperatures, and their structure was checked by diffraction before any electrical measurement was made on them.",
  "The conductivity rose steadily with the growth temperature, which we attribute to larger grains and fewer boundaries that scatter the carriers moving through each film.",
  "Samples kept in dry air for a month showed no change in their spectra, so the films are stable enough to be handled and measured without a protective coating.",
  "Each measurement was repeated on three films from separate runs, and the spread between them was smaller than the change caused by the growth temperature itself.",
];

export interface HeadingStylePaper {
  bytes: Buffer;
  /** The headings as printed, in order. */
  headings: string[];
  /** Body sentences, each of which must come out whole. */
  sentences: string[];
}

/**
 * A paper whose only heading style is small capitals in the body font: the first letter of each
 * word at body size, the rest as capitals at eight tenths of it, unnumbered. One heading is
 * followed by a table rather than prose, so only the style itself says it is a heading.
 */
export async function smallCapsHeadingPaper(): Promise<HeadingStylePaper> {
  const w = new Writer();
  w.frontMatter("Grain growth and conduction in oxide films");
  const headings = ["INTRODUCTION", "SAMPLE PREPARATION", "MEASURED PROPERTIES", "STABILITY IN AIR", "CONCLUSIONS"];
  const smallCaps = (heading: string) => {
    let x = LEFT;
    for (const [k, word] of heading.split(" ").entries()) {
      if (k > 0) x += w.width(" ", "Times-Roman", BODY);
      x = w.run(word[0]!, x, "Times-Roman", BODY);
      x = w.run(word.slice(1), x, "Times-Roman", BODY * 0.8);
    }
    w.y += LEADING + 4;
  };
  smallCaps(headings[0]!);
  w.paragraph(PROSE[0]!);
  w.paragraph(PROSE[3]!);
  smallCaps(headings[1]!);
  w.paragraph(PROSE[1]!);
  smallCaps(headings[2]!);
  // A table in smaller type: cells far apart on shared baselines.
  for (const row of [["Temperature (K)", "Conductivity (mS/cm)", "Grain size (nm)"], ["873", "4.1", "35"], ["973", "6.8", "52"], ["1073", "9.3", "80"]]) {
    row.forEach((cell, k) => w.run(cell, LEFT + k * 160, "Times-Roman", 8));
    w.y += 11;
  }
  w.y += 10;
  smallCaps(headings[3]!);
  w.paragraph(PROSE[2]!);
  smallCaps(headings[4]!);
  w.paragraph(`${PROSE[1]!} ${PROSE[2]!}`);
  return { bytes: await w.finish(), headings, sentences: PROSE };
}

/**
 * A paper whose headings are bold at body size, unnumbered except two, and worded freely: one
 * is followed by a bulleted list, one by a table, one holds a full stop ("Appendix A. Data
 * files"). Only the style the certain headings share says the others are headings.
 */
export async function boldBodySizeHeadingPaper(): Promise<HeadingStylePaper> {
  const w = new Writer();
  w.frontMatter("Booking records of two hotels");
  const headings = ["Value of the records", "1. Data", "Field summary", "2. Methods", "Acknowledgements", "Appendix A. Data files"];
  const heading = (text: string) => {
    w.run(text, LEFT, "Times-Bold", BODY);
    w.y += LEADING + 2;
  };
  heading(headings[0]!);
  for (const item of ["Forecasts of cancellations can be trained and compared on the same records;", "Pricing studies can use the daily rates of both hotels;"]) {
    w.run("\u2022", LEFT, "Times-Roman", BODY);
    w.run(item, LEFT + 12);
    w.y += LEADING;
  }
  w.y += 6;
  heading(headings[1]!);
  w.paragraph(PROSE[0]!);
  heading(headings[2]!);
  for (const row of [["Field", "Type", "Source"], ["Arrival date", "Date", "Booking"], ["Daily rate", "Numeric", "Ledger"]]) {
    row.forEach((cell, k) => w.run(cell, LEFT + k * 160, "Times-Roman", 8));
    w.y += 11;
  }
  w.y += 10;
  heading(headings[3]!);
  w.paragraph(PROSE[1]!);
  heading(headings[4]!);
  w.paragraph(PROSE[3]!);
  heading(headings[5]!);
  w.paragraph(PROSE[2]!);
  return { bytes: await w.finish(), headings: headings.map((h) => h.replace(/^\d+\.\s+/, "")), sentences: [PROSE[0]!, PROSE[1]!, PROSE[2]!, PROSE[3]!] };
}

export interface GluedWordsPaper {
  bytes: Buffer;
  /** Sentences as a reader sees them, markers left out and every word space kept. */
  sentences: string[];
}

/**
 * Raised citation markers that carry the following word space themselves ("doping¹² and"), the
 * way some typesetters write them: dropping the marker must not glue the words around it. One
 * marker ends a line, where the next line's first word must still be a word of its own.
 */
export async function raisedMarkerSpacesPaper(): Promise<GluedWordsPaper> {
  const w = new Writer();
  w.frontMatter("Doping limits of wide-gap oxides");
  w.run("Introduction", LEFT, "Times-Bold", 12);
  w.y += LEADING + 4;
  const lines: [string, string, string][] = [
    ["Native defects compensate the carriers added by doping", "12 ", "and set a limit on the density."],
    ["Hydrogen often acts as a shallow donor in these hosts", "3 ", "and can raise the density further."],
    ["Both routes depend on the growth atmosphere", "4,5", ""],
    ["and on the cooling rate after growth.", "", ""],
  ];
  for (const [text, marker, rest] of lines) {
    let x = w.run(text, LEFT);
    if (marker) x = w.run(marker, x, "Times-Roman", 6.5, 3.5);
    if (rest) w.run(rest, x);
    w.y += LEADING;
  }
  w.y += 6;
  w.paragraph(PROSE[0]!);
  w.paragraph(PROSE[1]!);
  return {
    bytes: await w.finish(),
    sentences: [
      "Native defects compensate the carriers added by doping and set a limit on the density.",
      "Hydrogen often acts as a shallow donor in these hosts and can raise the density further.",
      "Both routes depend on the growth atmosphere and on the cooling rate after growth.",
    ],
  };
}

export interface AccentsPaper {
  bytes: Buffer;
  /** Words as a reader sees them, each drawn with its accent as a separate glyph. */
  words: string[];
}

/**
 * Accents drawn as glyphs of their own, the way TeX sets them: the accent first and then the
 * letter beneath it (a dotless "ı" under a diaeresis for "naïve"), or the letter first and the
 * accent drawn over it afterwards ("Å" as "A" then a ring).
 */
export async function separateAccentsPaper(): Promise<AccentsPaper> {
  const w = new Writer();
  const font = UNICODE_FONT;
  w.frontMatter("Accents drawn apart from their letters", font);
  w.run("Introduction", LEFT, "Times-Bold", 12);
  w.y += LEADING + 4;
  /** Draws `before`, then the accent centred over `letter`, then `letter` and `after`. */
  const accentFirst = (x: number, before: string, accent: string, letter: string, after: string): number => {
    x = w.run(before, x, font);
    const letterWidth = w.width(letter, font, BODY);
    const accentWidth = w.width(accent, font, BODY);
    w.run(accent, x + (letterWidth - accentWidth) / 2, font);
    return w.run(letter + after, x, font);
  };
  /** Draws `before` and `letter`, then the accent over the letter already on the line. */
  const accentAfter = (x: number, before: string, letter: string, accent: string, after: string): number => {
    const start = w.run(before, x, font);
    const end = w.run(letter + after, start, font);
    w.run(accent, start + (w.width(letter, font, BODY) - w.width(accent, font, BODY)) / 2, font);
    return end;
  };
  let x = w.run("A ", LEFT, font);
  x = accentFirst(x, "na", "\u00A8", "\u0131", "ve");
  x = w.run(" model of the film, as in the work of ", x, font);
  x = accentFirst(x, "G", "\u00A8", "o", "del");
  w.run(" and others, treats each grain alike.", x, font);
  w.y += LEADING;
  x = w.run("The lattice constant of 4.05 ", LEFT, font);
  x = accentAfter(x, "", "A", "\u02DA", "");
  x = w.run(" matches the ", x, font);
  x = accentFirst(x, "Pad", "\u00B4", "e", "");
  w.run(" approximant used for the fit.", x, font);
  w.y += LEADING;
  w.paragraph(PROSE[0]!, font);
  w.paragraph(PROSE[1]!, font);
  return { bytes: await w.finish(), words: ["naïve", "Gödel", "4.05 Å", "Padé"] };
}
