/**
 * Generated pages in the column layouts of the fourth shared set (papers-styles) that the reader
 * read out of order: three narrow justified columns (an OUP perspective), and a reference list
 * whose two-digit numbers hang out into the gutter beside a first column that goes on with back
 * matter (a Taylor & Francis closing page).
 */
import { PROSE } from "./unseenFrontPdfs.ts";
import { BODY, breakLines, HEADING, PAGE_WIDTH, Sheet, TEXT_WIDTH, MARGIN, widthOf, type Style } from "./layoutSheet.ts";
import type { StyleCase } from "./stylesPdfs.ts";

/** Title, authors and a full-width abstract; returns the baseline below them, where the columns start. */
function frontMatter(sheet: Sheet, title: string, x: number, width: number): number {
  return sheet.frontMatter(title, [PROSE[8], PROSE[0]].join(" "), { x, width, abstractDrop: 16, gapAfter: 24 });
}

/** Sets one line flush at both edges by widening its word spaces (each word drawn apart, as typesetters do). */
function justifiedLine(sheet: Sheet, line: string, x: number, y: number, width: number, style: Style): void {
  const words = line.split(" ");
  const inked = words.reduce((sum, w) => sum + widthOf(w, style), 0);
  const space = words.length > 1 ? (width - inked) / (words.length - 1) : 0;
  for (const word of words) x = sheet.text(word, x, y, style) + space;
}

/** A paragraph justified to `width` (its last line left ragged); returns the baseline after it. */
function justified(sheet: Sheet, text: string, x: number, y: number, width: number, style: Style): number {
  const lines = breakLines(text, style, width);
  lines.forEach((line, i) => {
    if (i === lines.length - 1) sheet.text(line, x, y, style);
    else justifiedLine(sheet, line, x, y, width, style);
    y += style.leading;
  });
  return y;
}

/**
 * Three justified columns of one measure under a full-width title, a heading and two paragraphs
 * in each column, so that lines of all three columns share baselines across the page.
 */
export async function threeNarrowColumns(): Promise<StyleCase & { paragraphs: string[] }> {
  const sheet = new Sheet();
  const margin = 40;
  const gutter = 14;
  const width = (PAGE_WIDTH - 2 * margin - 2 * gutter) / 3;
  const y = frontMatter(sheet, "What river cores tell about the weir upstream", margin, PAGE_WIDTH - 2 * margin);
  const sections = ["Introduction", "Cores and slices", "What changed"];
  const paragraphs: string[] = [];
  sections.forEach((heading, i) => {
    const x = margin + i * (width + gutter);
    sheet.text(heading, x, y, HEADING);
    let at = y + 18;
    for (const text of [PROSE.slice(i * 3, i * 3 + 3).join(" "), PROSE.slice(9 - i * 3 - 2, 10 - i * 3).join(" ")]) {
      paragraphs.push(text);
      at = justified(sheet, text, x, at, width, BODY) + 4;
    }
  });
  return { bytes: await sheet.render(), sections, paragraphs };
}

/**
 * A closing page: the first column ends the discussion, then Funding and the References heading
 * with its first entry; the second column carries the list on from [2] at the top of the page.
 * The numbers hang out into the gutter, across its middle ([10] and up further than the rest).
 */
export async function referenceNumbersInTheGutter(): Promise<StyleCase & { entries: string[] }> {
  const sheet = new Sheet();
  const gutter = 18;
  const column = (TEXT_WIDTH - gutter) / 2;
  const right = MARGIN + column + gutter;
  const small: Style = { font: "Times-Roman", size: 8.5, leading: 10.5 };
  let y = frontMatter(sheet, "Silt behind the weir: a closing page", MARGIN, TEXT_WIDTH);
  const top = y;
  sheet.text("Discussion", MARGIN, y, HEADING);
  y = justified(sheet, PROSE.slice(0, 5).join(" "), MARGIN, y + 16, column, BODY) + 8;
  sheet.text("Funding", MARGIN, y, HEADING);
  y = justified(sheet, PROSE.slice(5, 8).join(" "), MARGIN, y + 16, column, BODY) + 8;
  sheet.text("References", MARGIN, y, HEADING);
  const journals = ["J River Sci", "Sediment Rec", "Earth Surf Proc", "Hydrol Res", "Geomorph Lett"];
  const entries = Array.from({ length: 16 }, (_, i) => `Author${String.fromCharCode(65 + i)} K, Brandt L, et al. Silt and sand below weir number ${i + 1} of the lower river over two decades. ${journals[i % 5]}. ${2001 + i};${10 + i}:${101 + 7 * i}-${112 + 7 * i}.`);
  // The entries' text starts well in from the column's edge, the numbers set flush right a
  // little before it and apart from it (so pdf.js gives them as runs of their own).
  const indent = 22;
  let at = y + 16;
  let x = MARGIN;
  entries.forEach((entry, i) => {
    if (i === 1) {
      x = right;
      at = top;
    }
    const label = `[${i + 1}]`;
    // Flush right, so the wider numbers reach further out into the gutter.
    sheet.text(label, x + 12 - widthOf(label, small), at, small);
    at = justified(sheet, entry, x + indent, at, column - indent, small) + 1;
  });
  return { bytes: await sheet.render(), sections: ["Discussion", "Funding", "References"], entries };
}

/**
 * A three-column perspective with no "Abstract" label: its lead paragraph runs down the first
 * column and ends at the top of the second, where two short lines are justified so loosely that
 * their word spaces are wider than an em (pdf.js gives their words as pieces apart).
 */
export async function looseLeadParagraph(): Promise<StyleCase & { abstract: string }> {
  const sheet = new Sheet();
  const margin = 40;
  const gutter = 16;
  const width = (PAGE_WIDTH - 2 * margin - 2 * gutter) / 3;
  const y = sheet.titleAndAuthors("Cores, weirs and the rivers between them", { x: margin, width: PAGE_WIDTH - 2 * margin }) + 50;
  const lead = [PROSE[0], PROSE[1], PROSE[2], PROSE[3], PROSE[4]].join(" ");
  const loose = ["and the weir that was", "built upstream came before the silt."];
  const first = breakLines(`${lead} Cores from the lower river tell the story of the floods`, BODY, width);
  let at = y;
  first.forEach((line) => {
    justifiedLine(sheet, line, margin, at, width, BODY);
    at += BODY.leading;
  });
  const x2 = margin + width + gutter;
  at = y;
  justifiedLine(sheet, loose[0]!, x2, at, width, BODY);
  sheet.text(loose[1]!, x2, at + BODY.leading, BODY);
  at += 2 * BODY.leading + 14;
  sheet.text("Introduction", x2, at, HEADING);
  justified(sheet, PROSE.slice(5, 9).join(" "), x2, at + 18, width, BODY);
  justified(sheet, PROSE.slice(2, 7).join(" "), margin + 2 * (width + gutter), y, width, BODY);
  return { bytes: await sheet.render(), sections: ["Introduction"], abstract: `${lead} Cores from the lower river tell the story of the floods ${loose.join(" ")}` };
}

/**
 * A paper whose outline (bookmarks) lists its sections, one of them ("Cores by site") set in the
 * body's own face and size on a line of its own, which nothing on the page sets apart.
 */
export async function headingOnlyTheOutlineNames(): Promise<StyleCase> {
  const sheet = new Sheet();
  let y = frontMatter(sheet, "River cores in their sites", MARGIN, TEXT_WIDTH);
  const parts: [string, string[], Style | typeof HEADING][] = [
    ["Introduction", [PROSE.slice(0, 3).join(" "), PROSE.slice(3, 5).join(" ")], HEADING],
    ["Cores by site", [PROSE.slice(5, 8).join(" "), PROSE.slice(1, 4).join(" ")], BODY],
    ["Discussion", [PROSE.slice(6, 9).join(" ")], HEADING],
  ];
  for (const [heading, paragraphs, style] of parts) {
    sheet.text(heading, MARGIN, y, style);
    y += 16;
    for (const text of paragraphs) y = sheet.paragraph(text, MARGIN, y, TEXT_WIDTH, BODY) + 4;
    y += 10;
  }
  const sections = parts.map(([heading]) => heading);
  return { bytes: await sheet.render({}, ["Abstract", ...sections]), sections };
}
