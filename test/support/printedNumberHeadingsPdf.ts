/**
 * A generated page whose bold headings carry printed numbers the numbered-heading rule does not
 * take: "2.1. readData" (a subsection named by a function, lower case after its number) and an
 * appendix's "A.1 Orchard maps" (a letter, then a dotted number). Only the bold face finds them.
 * 10 pt Times, laid out by hand one line at a time; the text is our own.
 */
import { letterDocument, linePen, titleAndByline } from "./letterDocument.ts";

const ABSTRACT = [
  "Most counts of bees in orchards are made at midday. We counted early visits in forty orchards",
  "over two seasons and found that the first hour holds a third of the day's landings on flowers.",
];

interface Section {
  printed: string;
  heading: string;
  number: string | null;
  level: number;
  lines: string[];
}

const SECTIONS: Section[] = [
  {
    printed: "1 Introduction",
    heading: "Introduction",
    number: "1",
    level: 1,
    lines: [
      "Bees begin their work in an orchard soon after sunrise, yet most counts of their visits are",
      "made at midday. We counted early visits in forty orchards over two seasons and report them.",
    ],
  },
  {
    printed: "2 Methods",
    heading: "Methods",
    number: "2",
    level: 1,
    lines: [
      "We visited forty orchards across three valleys during two growing seasons and counted the",
      "bees that landed on marked branches in the first hour after sunrise on every visit we made.",
    ],
  },
  {
    printed: "2.1. readData",
    heading: "readData",
    number: "2.1",
    level: 2,
    lines: [
      "The counts were typed into one sheet per orchard, and a short function of ours reads every",
      "sheet into a single table with the orchard, the branch, the day and the hour of each count.",
    ],
  },
  {
    printed: "Appendix",
    heading: "Appendix",
    number: null,
    level: 1,
    lines: [
      "The material below gives the plans of the orchards and the settings of the cameras used for",
      "the counts made from video, for readers who would repeat the counts in orchards of their own.",
    ],
  },
  {
    printed: "A.1 Orchard maps",
    heading: "Orchard maps",
    number: "A.1",
    level: 2,
    lines: [
      "Each orchard was drawn on a plan with its rows, its marked branches and the path walked on",
      "every visit, so that the same branches were found again in the second season of counting.",
    ],
  },
];

export interface PrintedNumberHeadingsPage {
  bytes: Uint8Array;
  sections: { heading: string; number: string | null; level: number }[];
}

export async function printedNumberHeadingsPdf(): Promise<PrintedNumberHeadingsPage> {
  const { doc, addPage, finish } = letterDocument();
  addPage();
  const pen = linePen(doc, titleAndByline(doc, "Early Morning Visits of Bees to Apple Orchards", "Mara Ellison and Tobias Renn") + 42);
  pen.line("Abstract", "Times-Bold", 10, 16);
  for (const text of ABSTRACT) pen.line(text, "Times-Roman", 10, 13);
  pen.y += 14;
  for (const section of SECTIONS) {
    pen.line(section.printed, "Times-Bold", 10, 16);
    for (const text of section.lines) pen.line(text, "Times-Roman", 10, 13);
    pen.y += 14;
  }
  return { bytes: await finish(), sections: SECTIONS.map(({ heading, number, level }) => ({ heading, number, level })) };
}
