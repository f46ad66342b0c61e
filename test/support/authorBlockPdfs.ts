/**
 * Generated title pages whose author blocks defeated the reader: names told apart only by raised
 * affiliation markers and wrapped over lines, names set in a grid, names above the title, a name
 * broken between two widely spaced lines, names separated by a dot in smaller type, and an author
 * line set smaller than the body. Each returns the PDF and the names as a reader sees them.
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import { BODY, breakLines, HEADING, MARGIN, PAGE_WIDTH, Sheet, TEXT_WIDTH, widthOf, type Style } from "./layoutSheet.ts";

export interface AuthorCase {
  bytes: Uint8Array;
  title: string;
  authors: string[];
}

const TITLE: Style = { font: "Times-Bold", size: 17, leading: 21 };
const NAMES: Style = { font: "Times-Roman", size: 11, leading: 15 };
const TITLE_TEXT = "Six cores date the change of a lowland river bed";

/** Affiliations, a labelled abstract and a page of body text under whatever the case drew above `y`. */
function rest(sheet: Sheet, y: number): void {
  sheet.text("1 Department of Geography, Northfield University, Leeds, UK. 2 River Institute, Uppsala, Sweden.", MARGIN, y, { font: "Times-Roman", size: 8 });
  y += 26;
  sheet.text("Abstract", MARGIN, y, HEADING);
  y = sheet.paragraph([PROSE[0], PROSE[4], PROSE[8]].join(" "), MARGIN, y + 15, TEXT_WIDTH, BODY) + 14;
  sheet.text("Introduction", MARGIN, y, HEADING);
  y += 16;
  for (const text of [PROSE.slice(0, 3).join(" "), PROSE.slice(3, 7).join(" "), PROSE.slice(6).join(" ")]) {
    for (const line of breakLines(text, BODY, TEXT_WIDTH)) sheet.text(line, MARGIN, (y += BODY.leading), BODY);
    y += 4;
  }
}

async function titled(draw: (sheet: Sheet, y: number) => number, authors: string[], titleAbove = true): Promise<AuthorCase> {
  const sheet = new Sheet();
  let y = 90;
  if (titleAbove) {
    y = sheet.paragraph(TITLE_TEXT, MARGIN, y, TEXT_WIDTH, TITLE) + 6;
    y = draw(sheet, y);
  } else {
    y = draw(sheet, y);
    y = sheet.paragraph(TITLE_TEXT, MARGIN, y + 8, TEXT_WIDTH, TITLE) + 6;
  }
  rest(sheet, y + 10);
  return { bytes: await sheet.render(), title: TITLE_TEXT, authors };
}

/** "Ana Lopes¹ʼ² Ben T. Ward³* Chen Wei¹ …" over two lines: only the raised markers part the names. */
export function markersWithoutCommas(): Promise<AuthorCase> {
  const authors = ["Ana Lopes", "Ben T. Ward", "Chen Wei", "Dara Quinn", "Eva M. Kowalska", "Farid Haddad"];
  return titled((sheet, y) => {
    sheet.names([{ name: "Ana Lopes", marker: "1,2" }, { name: " Ben T. Ward", marker: "3*" }, { name: " Chen Wei", marker: "1" }, { name: " Dara Quinn", marker: "4" }], MARGIN, y, NAMES);
    sheet.names([{ name: "Eva M. Kowalska", marker: "2,5" }, { name: " Farid Haddad", marker: "5" }], MARGIN, y + NAMES.leading, NAMES);
    return y + 2 * NAMES.leading;
  }, authors);
}

/** Names in a grid of columns with no separator but the space between them; one wraps. */
export function authorGrid(): Promise<AuthorCase> {
  const authors = ["Jonas Lindgren", "Justus Brenner", "Markus Hallberg", "Ana Cristina Franco da Silva", "Carolin Rettig", "Stefan Weber"];
  return titled((sheet, y) => {
    const columns = [MARGIN, MARGIN + 110, MARGIN + 220, MARGIN + 330];
    ["Jonas Lindgren", "Justus Brenner", "Markus Hallberg", "Ana Cristina Franco da"].forEach((name, i) => sheet.text(name, columns[i]!, y, NAMES));
    ["Silva", "Carolin Rettig", "Stefan Weber"].forEach((name, i) => sheet.text(name, i === 0 ? MARGIN : MARGIN + 50 + i * 100, y + 18, NAMES));
    return y + 36;
  }, authors);
}

/** The author line printed above the title, under the article-type label. */
export function namesAboveTitle(): Promise<AuthorCase> {
  const authors = ["Xiao Hai", "Cao Xu", "Zeng Wen", "Li Ling"];
  return titled((sheet, y) => {
    sheet.text("Research Article", MARGIN, y - 20, { font: "Helvetica-Bold", size: 11 });
    sheet.names([{ name: "Xiao Hai", marker: "*", after: ", " }, { name: "Cao Xu", after: ", " }, { name: "Zeng Wen", after: ", " }, { name: "Li Ling" }], MARGIN, y + 10, { ...NAMES, size: 12 });
    return y + 22;
  }, authors, false);
}

/** Eleven names over three widely spaced lines, two of them broken between first and last name. */
export function brokenNames(): Promise<AuthorCase> {
  const authors = ["Zeynab Farahani", "Saeed Alavi", "Meysam Bahrami", "Roya Mohammadi", "Najmeh Khodaei", "Razieh Sepehri", "Rahim Sohrabi", "Masood Taheri Mirza", "Morteza Salehi", "Hamid Ravandi", "Masoud Behzadi"];
  const style: Style = { font: "Times-Roman", size: 10.5, leading: 22 };
  return titled((sheet, y) => {
    const rows = [
      "Zeynab Farahani, Saeed Alavi, Meysam Bahrami, Roya Mohammadi, Najmeh",
      "Khodaei, Razieh Sepehri, Rahim Sohrabi, Masood Taheri Mirza, Morteza Salehi, Hamid",
      "Ravandi, and Masoud Behzadi",
    ];
    rows.forEach((row, i) => sheet.text(row, MARGIN, y + i * style.leading, style));
    return y + rows.length * style.leading;
  }, authors);
}

/** Names separated by a middle dot set in smaller type, as some journals print them. */
export function smallSeparators(): Promise<AuthorCase> {
  const authors = ["Kelly J. Robson", "Sean D. Tvedt", "Neil Hazard", "Simon Mossberg", "Mike Lonsdale"];
  return titled((sheet, y) => {
    let x = MARGIN;
    authors.forEach((name, i) => {
      x = sheet.text(name, x, y, NAMES);
      x = sheet.text(String(i + 1), x + 0.5, y - 4, { font: "Times-Roman", size: 7 });
      if (i < authors.length - 1) x = sheet.text(" · ", x, y, { font: "Times-Roman", size: 8 });
    });
    return y + NAMES.leading;
  }, authors);
}

/** The author line in type smaller than the body, as PNAS sets it, with raised letters. */
export function smallTypeNames(): Promise<AuthorCase> {
  const authors = ["Yamin Gao", "Zhifeng Wu", "Wen Zhou", "Ruifeng Shen", "Xingzhi Xie"];
  const style: Style = { font: "Times-Roman", size: 7.5, leading: 11 };
  return titled((sheet, y) => {
    sheet.names(
      [{ name: "Yamin Gao", marker: "a,b", after: ", " }, { name: "Zhifeng Wu", marker: "a", after: ", " }, { name: "Wen Zhou", marker: "c", after: ", " }, { name: "Ruifeng Shen", marker: "a", after: ", and " }, { name: "Xingzhi Xie", marker: "a,d" }],
      MARGIN,
      y,
      style,
    );
    return y + style.leading;
  }, authors);
}

/**
 * A name whose accent is drawn after its letter, stepping back over it, and carries a space
 * after it in the text ("Andre" then "´ s Blanco"): one word, "Andrés", as printed.
 */
export function accentDrawnBack(): Promise<AuthorCase> {
  const authors = ["M. Andrés Blanco", "David B. Sykes", "Lei Gu"];
  return titled((sheet, y) => {
    const x = sheet.text("M. Andre", MARGIN, y, NAMES);
    sheet.text("´ s Blanco, David B. Sykes and Lei Gu", x - 4, y, NAMES);
    return y + NAMES.leading;
  }, authors);
}

/** A short title centred over the page, under it whatever `draw` sets from `y`, then the rest of the page. */
export async function underCentredTitle(title: string, draw: (sheet: Sheet, y: number) => number, authors: string[]): Promise<AuthorCase> {
  const sheet = new Sheet();
  sheet.text(title, (PAGE_WIDTH - widthOf(title, TITLE)) / 2, 90, TITLE);
  rest(sheet, draw(sheet, 90 + TITLE.leading + 6) + 10);
  return { bytes: await sheet.render(), title, authors };
}

/**
 * One centred line of names wider than the short title above it, told apart only by raised
 * marks and gaps much wider than a word space: the first and last names stand beside the title.
 */
export function wideNameLine(): Promise<AuthorCase> {
  const authors = ["Kai Lo", "Lucia Lu Wang", "Marek Neumann", "Rosa Kinney", "Daniel S. Weld"];
  const title = "River beds of the Tees";
  const marks = ["1,*", "1,*", "1", "1", "1,2"];
  const gap = 1.6 * NAMES.size;
  const markStyle = { font: NAMES.font, size: NAMES.size * 0.65 };
  const width = authors.reduce((w, name, i) => w + widthOf(name, NAMES) + 0.5 + widthOf(marks[i]!, markStyle), 0) + gap * (authors.length - 1);
  return underCentredTitle(title, (sheet, y) => {
    let x = (PAGE_WIDTH - width) / 2;
    authors.forEach((name, i) => {
      x = sheet.names([{ name, marker: marks[i]! }], x, y, NAMES) + gap;
    });
    return y + NAMES.leading;
  }, authors);
}

/**
 * An author grid of centred cells, each a name over its e-mail, institution and town in smaller
 * type; the second row of names stands under the first row's details, one cell holding two names.
 */
export function gridWithDetails(): Promise<AuthorCase> {
  const detail = { font: "Times-Roman" as const, size: 9, leading: 11 };
  const centres = [PAGE_WIDTH / 2 - 160, PAGE_WIDTH / 2, PAGE_WIDTH / 2 + 160];
  const centred = (sheet: Sheet, text: string, centre: number, y: number, style: Pick<Style, "font" | "size">) => sheet.text(text, centre - widthOf(text, style) / 2, y, style);
  const rows = [
    [["Joan Chee Chang"], ["Amy X. Zhou"], ["Jonas Bragg"]],
    [["Andrea Head"], ["Kai Lo", "Doris Downey"], ["Daniel S. Weld"]],
  ];
  const authors = ["Joan Chee Chang", "Amy X. Zhou", "Jonas Bragg", "Andrea Head", "Kai Lo", "Daniel S. Weld", "Doris Downey"];
  return underCentredTitle("River beds of the Tees and the Wear", (sheet, top) => {
    let y = top;
    for (const row of rows) {
      let bottom = y;
      row.forEach((names, i) => {
        let line = y;
        names.forEach((name, k) => {
          if (k > 0) line += detail.leading;
          centred(sheet, name, centres[i]!, line, NAMES);
          const user = name.split(" ").at(-1)!.toLowerCase();
          centred(sheet, `${user}@northfield.ac.uk`, centres[i]!, (line += detail.leading), detail);
        });
        centred(sheet, "Northfield University", centres[i]!, (line += detail.leading), detail);
        centred(sheet, "Leeds, UK", centres[i]!, (line += detail.leading), detail);
        bottom = Math.max(bottom, line);
      });
      y = bottom + 2 * NAMES.leading;
    }
    return y;
  }, authors);
}
