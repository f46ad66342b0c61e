/**
 * Generated title pages whose author blocks defeated the reader: names told apart only by raised
 * affiliation markers and wrapped over lines, names set in a grid, names above the title, a name
 * broken between two widely spaced lines, names separated by a dot in smaller type, and an author
 * line set smaller than the body. Each returns the PDF and the names as a reader sees them.
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import { BODY, breakLines, HEADING, MARGIN, Sheet, TEXT_WIDTH, type Style } from "./layoutSheet.ts";

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
