/**
 * Generated pages in three layouts the reader met on unseen papers and read wrong:
 * - a ruled table whose head cell is set in the headings' face (a grid drawn row by row, as
 *   LaTeX's tabular draws it), which was listed as a section;
 * - a reference list numbered without dots, each number set apart from its entry ("20" in a
 *   column of its own, the entry's lines hung under its text), alone on its page: the numbers
 *   stood outside the long lines' edge and were dropped as margin numbers, and the entries ran
 *   together;
 * - an author's name whose accent is drawn apart and its letter drawn back under it ("Andr´" then
 *   "e"), which lost the letter.
 */
import { BODY, COLUMN_WIDTH, GUTTER, HEADING, MARGIN, Sheet, TEXT_WIDTH, breakLines, widthOf, type Style } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

const ABSTRACT = [PROSE[0], PROSE[4], PROSE[8]].join(" ");

/** Sections 1 and 2 in two columns, a ruled table at the top of column 2 under its caption. `framed`: only the head cell is boxed, its frame stopping there (a boxed banner heading). */
export async function ruledTableHeadCell(framed = false): Promise<Uint8Array> {
  const sheet = new Sheet();
  const top = sheet.frontMatter("Sediment layers of a lower river reach", ABSTRACT);
  sheet.startColumns(top);
  sheet.section("1 Introduction", [0, 2, 4, 6, 8].map((from) => PROSE.slice(from, from + 3).join(" ")));
  const left = MARGIN + COLUMN_WIDTH + GUTTER;
  const right = left + COLUMN_WIDTH;
  const row = 14;
  let y = top;
  const head = "Sediment Cores - Missed Layers";
  sheet.rule(left, y, right, y);
  sheet.text(head, left + (COLUMN_WIDTH - widthOf(head, HEADING)) / 2, y + 11, HEADING);
  sheet.rule(left, y + row, right, y + row);
  sheet.rule(left, y, left, y + row);
  sheet.rule(right, y, right, y + row);
  y += row;
  if (!framed) {
    // One cell to a row (a list boxed as a table): nothing for a table finder to align.
    const rows = ["Could not find the layer boundary", "Layer filtered out by grain size", "Two layers read as one", "Core slice lost in drying"];
    for (const what of rows) {
      sheet.text(what, left + 6, y + 10, BODY);
      sheet.rule(left, y, left, y + row);
      sheet.rule(right, y, right, y + row);
      y += row;
    }
    sheet.rule(left, y, right, y);
  } else {
    y = sheet.paragraph(PROSE[3]!, left, y + 14, COLUMN_WIDTH, BODY);
  }
  sheet.paragraph(`Table 1: ${PROSE[5]}`, left, y + 14, COLUMN_WIDTH, BODY);
  sheet.frame = { column: 1, y: y + 80 };
  sheet.section("2 Methods", [1, 3, 5].map((from) => PROSE.slice(from, from + 3).join(" ")));
  return sheet.render();
}

const AUTHORS_OF = ["Ruiz, M., Okafor, T. and Lind, S.", "Brandt, K. and Osei, A.", "Nakamura, H., Varga, E., Pereira, L. and Dahl, J.", "Moreau, C. and Singh, R.", "Kowalski, P., Haddad, N. and Ferreira, B.", "Olsen, T. and Ibrahim, Y.", "Castillo, D., Weber, F. and Chen, L."];
const REF: Style = { font: "Times-Roman", size: 8, leading: 10 };

/** A page holding only references 20-26, each number (`label(n)`) set `indent` points left of its entry. */
export async function referencesNumberedApart(label: (n: number) => string, indent = 22): Promise<{ bytes: Uint8Array; numbers: string[] }> {
  const sheet = new Sheet();
  const top = sheet.frontMatter("Sediment layers of a lower river reach", ABSTRACT);
  sheet.startColumns(top);
  sheet.section("1 Introduction", [0, 2, 4].map((from) => PROSE.slice(from, from + 3).join(" ")));
  sheet.flowLines(["References"], HEADING, 6);
  sheet.newPage();
  const numbers: string[] = [];
  let y = 80;
  const x = MARGIN;
  for (const [i, authors] of AUTHORS_OF.entries()) {
    const n = 20 + i;
    numbers.push(String(n));
    const entry = `${authors} (${2001 + i}) ${PROSE[i + 2]!.replace(/\.$/, "")}. J. River Stud. ${10 + i}, ${100 + 7 * i}–${109 + 7 * i}`;
    sheet.text(label(n), x, y, REF);
    for (const line of breakLines(entry, REF, TEXT_WIDTH / 2 - indent)) {
      sheet.text(line, x + indent, y, REF);
      y += REF.leading;
    }
    y += 2;
  }
  return { bytes: await sheet.render(), numbers };
}

/** A byline whose second author's "é" is an accent drawn apart, its letter drawn back under it. */
export async function accentDrawnApartByline(): Promise<Uint8Array> {
  const sheet = new Sheet();
  const name: Style = { font: "Times-Roman", size: 12, leading: 15 };
  const y = sheet.paragraph("Sediment layers of a lower river reach", MARGIN, 90, TEXT_WIDTH, { font: "Times-Bold", size: 17, leading: 21 }) + 10;
  let x = sheet.text("Nicolas Roisin", MARGIN, y, name);
  x = sheet.text("a", x + 0.5, y - 4, { font: name.font, size: 8 });
  x = sheet.text(", ", x, y, name);
  x = sheet.text("Nicolas Andr\u00B4", x, y, name);
  // TeX sets the accent, then moves back by its width to set the letter under it.
  x = sheet.text("e", x - widthOf("\u00B4", name), y, name);
  // Raised affiliation markers after the names, as the byline that lost the letter had.
  const marker = { font: name.font, size: 8 };
  x = sheet.text("a", x + 0.5, y - 4, marker);
  x = sheet.text(", Denis Flandre", x, y, name);
  sheet.text("a", x + 0.5, y - 4, marker);
  sheet.text("Abstract", MARGIN, y + 40, HEADING);
  const bottom = sheet.paragraph(ABSTRACT, MARGIN, y + 55, TEXT_WIDTH, BODY);
  sheet.startColumns(bottom + 16);
  sheet.section("1 Introduction", [0, 2, 4].map((from) => PROSE.slice(from, from + 3).join(" ")));
  return sheet.render();
}
