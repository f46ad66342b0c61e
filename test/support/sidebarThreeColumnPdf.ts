/**
 * A magazine's first page filled to its foot: the title and a byline across the top, a sidebar
 * (the abstract, in its own type and line spacing, under a rule) beside a body set in two full
 * columns on one baseline grid, a running footer. The page holds three columns, the sidebar
 * narrower than the body's. Every body sentence is printed once, so a test can tell which of the
 * body's lines the reader kept and in what order. Text our own.
 */
import { Sheet, breakLines, type Style } from "./layoutSheet.ts";

const BODY: Style = { font: "Times-Roman", size: 10, leading: 12.5 };
const SIDE: Record<"larger" | "smaller", Style> = { larger: { font: "Helvetica-Oblique", size: 10.5, leading: 14 }, smaller: { font: "Times-Roman", size: 9, leading: 11 } };
const LABEL: Style = { font: "Helvetica-Bold", size: 10.5, leading: 14 };
const TITLE: Style = { font: "Helvetica-Bold", size: 24, leading: 28 };
const BYLINE: Style = { font: "Helvetica", size: 12, leading: 15 };
const FOOTER: Style = { font: "Helvetica", size: 8, leading: 10 };
const SIDE_WIDTH = 120;
const COLUMN = 175;
const GAP = 16;
const FOOT = 720;

const ABSTRACT =
  "Hedgerows shelter the insects that pollinate the crops beside them, yet few studies count how far from a hedge the visits reach. " +
  "We watched flowers at fixed distances from old and young hedges on four farms through one summer. " +
  "Visits fell with distance from every hedge, but fell more slowly beside the old ones, which held more kinds of flowering shrubs.";

/** The body's sentences, none repeated and none in the abstract. */
const BODY_SENTENCES = [
  "Farmers have planted hedges for centuries to mark fields and to keep livestock from straying.",
  "Today many hedges are valued as much for the wildlife they shelter as for the boundaries they draw.",
  "Bees, hoverflies and beetles nest in the banks and forage on the blossom of hawthorn and blackthorn.",
  "Whether these insects also reach the middle of a large field has rarely been measured directly.",
  "We chose four arable farms on clay soils, each with one hedge older than a century and one planted recently.",
  "Along each hedge we marked transects running into the crop, with watch points every ten metres.",
  "At every point an observer counted the insects landing on a fixed patch of flowers for ten minutes.",
  "Counts were repeated on calm, dry mornings from late May until the end of August.",
  "The shrubs in each hedge were listed, and the number of species flowering in each week was noted.",
  "Insect visits were most frequent within twenty metres of a hedge and declined steadily beyond that.",
  "Beside the old hedges, visits at fifty metres were still half as frequent as at the hedge itself.",
  "Beside the young hedges, visits at the same distance had fallen to about a fifth.",
  "Hoverflies travelled furthest into the crop, while solitary bees rarely left the first two watch points.",
  "The old hedges flowered for longer, because their mix of shrubs opened in turn from spring into summer.",
  "Weeks in which more shrubs flowered were also weeks with more visits across the whole transect.",
  "Wind and temperature explained part of the day to day variation but did not change the pattern with distance.",
  "These results suggest that the age of a hedge matters less than the variety of shrubs it holds.",
  "A young hedge planted with many kinds of shrub might serve pollinators nearly as well as an old one.",
  "Field margins sown with wild flowers could carry the benefit further from the hedge into the crop.",
  "Our farms were few and lay in one region, so the distances we report may differ on lighter soils.",
  "Counting visits also says nothing directly about the seed set of the crop, which we did not measure.",
  "Future surveys could pair visit counts with yields at the same watch points across several seasons.",
  "Such work would show whether the insects that reach the middle of a field make a difference to the harvest.",
  "Until then, planting varied hedges remains a cheap step that is unlikely to do harm.",
  "We thank the farmers who let us walk their fields at dawn through a long summer.",
  "The survey was funded by a small grant from a regional trust for the countryside.",
  "All counts and shrub lists are kept in the supplement so that others can repeat the analysis.",
  "No author has any interest in the farms or in the companies that supply their seed.",
  "Observers were trained together for a week before the first count so that their tallies would agree.",
  "Each observer counted at every farm in turn, so that no farm was always watched by the same person.",
  "Flowers were marked with small stakes so that the same patch could be found again each week.",
  "Patches damaged by machinery were replaced with the nearest patch of the same flower at the same distance.",
];

export interface SidebarThreeColumnOptions {
  side: "left" | "right";
  labelled: boolean;
  sideType: "larger" | "smaller";
}

export interface SidebarThreeColumnPage {
  bytes: Uint8Array;
  title: string;
  abstract: string;
  /** The body's lines as printed, in reading order: down the first column, then the second. */
  bodyLines: string[];
}

export async function sidebarThreeColumnPdf(o: SidebarThreeColumnOptions): Promise<SidebarThreeColumnPage> {
  const sheet = new Sheet();
  const title = "Pollinator Visits Fade with Distance from a Hedge";
  const left = 54;
  sheet.text(title, left, 100, TITLE);
  sheet.text("Maren Tullis and Ade Okafor", left, 130, BYLINE);
  const top = 175;
  const sideX = o.side === "left" ? left : left + 2 * COLUMN + 2 * GAP;
  const bodyX = o.side === "left" ? left + SIDE_WIDTH + GAP : left;
  const side = SIDE[o.sideType];
  sheet.rule(sideX, top - 14, sideX + SIDE_WIDTH, top - 14, 1);
  let y = top;
  if (o.labelled) {
    sheet.text("Abstract", sideX, y, LABEL);
    y += LABEL.leading;
  }
  for (const line of breakLines(ABSTRACT, side, SIDE_WIDTH)) {
    sheet.text(line, sideX, y, side);
    y += side.leading;
  }
  // The body on one grid down both columns; each paragraph's first line indented.
  const paragraphs = [0, 4, 9, 16, 19, 24, 28].map((start, i, all) => BODY_SENTENCES.slice(start, all[i + 1] ?? BODY_SENTENCES.length).join(" "));
  const lines = paragraphs.flatMap((p) => breakLines(p, BODY, COLUMN, COLUMN - 10).map((text, k) => ({ text, indent: k === 0 ? 10 : 0 })));
  const rows = Math.floor((FOOT - top) / BODY.leading);
  const bodyLines: string[] = [];
  for (const [i, line] of lines.slice(0, 2 * rows).entries()) {
    const col = Math.floor(i / rows);
    sheet.text(line.text, bodyX + col * (COLUMN + GAP) + line.indent, top + (i % rows) * BODY.leading, BODY);
    bodyLines.push(line.text);
  }
  sheet.text("SUMMER 2026   7", 54, FOOT + 30, FOOTER);
  sheet.text("Copyright 2026, Fieldside Press. All rights reserved.", 200, FOOT + 30, FOOTER);
  return { bytes: await sheet.render(), title, abstract: ABSTRACT, bodyLines };
}
