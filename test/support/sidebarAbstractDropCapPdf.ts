/**
 * A magazine's first page: the title and a byline across the top, the abstract set in a narrow
 * sidebar beside the body (its own column, narrower than the body's, in a sans face a size
 * larger, under a rule), and the body in two columns whose first paragraph opens with a drop cap
 * three lines tall. A running footer closes the page. Variants: the sidebar left or right of the
 * body, with or without an "Abstract" label, with or without the drop cap. Text our own.
 */
import { Sheet, breakLines, widthOf, type Style } from "./layoutSheet.ts";
import { PROSE } from "./unseenFrontPdfs.ts";

const BODY: Style = { font: "Times-Roman", size: 10, leading: 12.5 };
/** The sidebar's type: a sans a size larger than the body, or the body's face a size smaller. */
const SIDE: Record<"larger" | "smaller", Style> = { larger: { font: "Helvetica-Oblique", size: 10.5, leading: 14 }, smaller: { font: "Times-Roman", size: 9, leading: 11 } };
const LABEL: Style = { font: "Helvetica-Bold", size: 10.5, leading: 14 };
const TITLE: Style = { font: "Helvetica-Bold", size: 24, leading: 28 };
const BYLINE: Style = { font: "Helvetica", size: 12, leading: 15 };
const FOOTER: Style = { font: "Helvetica", size: 8, leading: 10 };
const CAP: Pick<Style, "font" | "size"> = { font: "Times-Roman", size: 36 };
const CAP_LINES = 3;
const SIDE_WIDTH = 120;
const COLUMN = 175;
const GAP = 16;
const SIDE_GAP = 16;
const FOOT = 720;

export interface SidebarAbstractOptions {
  side: "left" | "right";
  labelled: boolean;
  dropCap: boolean;
  /** The byline as printed; a one-word name stands alone. */
  byline?: string;
  sideType?: "larger" | "smaller";
}

export interface SidebarAbstractPage {
  bytes: Uint8Array;
  title: string;
  /** The sidebar's abstract as printed (without its label). */
  abstract: string;
  /** The body's first paragraph as printed, its initial included. */
  opening: string;
}

export async function sidebarAbstractDropCapPdf(o: SidebarAbstractOptions): Promise<SidebarAbstractPage> {
  const sheet = new Sheet();
  const title = "Silt Budgets of a Braided Upland River";
  const left = 54;
  sheet.text(title, left, 100, TITLE);
  sheet.text(o.byline ?? "Kira Mossberg and Owen Hale", left, 130, BYLINE);
  const top = 175;
  const sideX = o.side === "left" ? left : left + 2 * COLUMN + GAP + SIDE_GAP;
  const bodyX = o.side === "left" ? left + SIDE_WIDTH + SIDE_GAP : left;
  const abstract = [PROSE[0], PROSE[2], PROSE[4]].join(" ");
  const side = SIDE[o.sideType ?? "larger"];
  sheet.rule(sideX, top - 14, sideX + SIDE_WIDTH, top - 14, 1);
  let y = top;
  if (o.labelled) {
    sheet.text("Abstract", sideX, y, LABEL);
    y += LABEL.leading;
  }
  for (const line of breakLines(abstract, side, SIDE_WIDTH)) {
    sheet.text(line, sideX, y, side);
    y += side.leading;
  }
  // The body: the first paragraph under a drop cap, then the rest down two columns.
  const opening = `${PROSE[1]} ${PROSE[3]} ${PROSE[5]}`;
  const rest = [PROSE[6], PROSE[7], PROSE[8], PROSE[0], PROSE[2], PROSE[4], PROSE[1], PROSE[3], PROSE[5]].join(" ");
  const lines: { text: string; indent: number }[] = [];
  let text = opening;
  if (o.dropCap) {
    const indent = widthOf(opening[0]!, CAP) + 3;
    sheet.text(opening[0]!, bodyX, top + (CAP_LINES - 1) * BODY.leading, CAP);
    text = opening.slice(1);
    for (let i = 0; i < CAP_LINES; i++) {
      const line = breakLines(text, BODY, COLUMN - indent)[0]!;
      lines.push({ text: line, indent });
      text = text.slice(line.length).trimStart();
    }
  }
  for (const line of breakLines(text, BODY, COLUMN)) lines.push({ text: line, indent: 0 });
  // The second paragraph opens a little lower, indented.
  const openingLines = lines.length;
  for (const [k, line] of breakLines(rest, BODY, COLUMN).entries()) lines.push({ text: line, indent: k === 0 ? 10 : 0 });
  let col = 0;
  y = top;
  for (const [i, line] of lines.entries()) {
    if (y > FOOT - 30) {
      if (col === 1) break;
      col = 1;
      y = top;
    }
    if (i === openingLines) y += 4;
    sheet.text(line.text, bodyX + col * (COLUMN + GAP) + line.indent, y, BODY);
    y += BODY.leading;
  }
  sheet.text("SPRING 2026   3", 54, FOOT + 30, FOOTER);
  sheet.text("Copyright 2026, Northfield Press. All rights reserved.", 200, FOOT + 30, FOOTER);
  return { bytes: await sheet.render(), title, abstract, opening };
}
