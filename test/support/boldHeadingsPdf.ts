/**
 * A generated page whose section headings are set in a bold face of the body's size, unnumbered,
 * with names no list knows (as publishers set their subsection headings: "Study population"):
 * only the face tells them from the body. 10 pt Times, laid out by hand one line at a time; the
 * text is our own.
 */
import { LETTER, letterDocument, titleAndByline } from "./letterDocument.ts";

const LEFT = LETTER.left;

const ABSTRACT = [
  "Bees begin their work in an orchard soon after sunrise, yet most counts of their visits are made",
  "at midday. We counted early visits in forty orchards over two seasons and found that the first",
  "hour holds a third of the day's landings on apple flowers, more on warm and still mornings.",
];

/** Each section: its heading and its paragraph's lines. */
const SECTIONS: { heading: string; lines: string[] }[] = [
  {
    heading: "Orchard sampling design",
    lines: [
      "We visited forty orchards across three valleys during two growing seasons and counted the",
      "bees that landed on marked branches in the first hour after sunrise. Each orchard was walked",
      "along the same path on every visit, and the branches were chosen before the first count so",
      "that the observers could not favour trees with more flowers or more visitors on the day.",
    ],
  },
  {
    heading: "Weather records and flowering",
    lines: [
      "Temperature, wind and cloud cover were read from a station at the edge of each orchard, and",
      "the share of open flowers on the marked branches was noted at every visit. Cold mornings",
      "delayed the first flights by up to two hours, so counts begun before the air warmed were",
      "repeated later the same day and the later count was the one kept for the analysis below.",
    ],
  },
  {
    heading: "Counting visits from video",
    lines: [
      "Where an observer could not stay for the whole hour, a small camera filmed the branch and",
      "two of us counted the landings from the video apart from each other. The two counts agreed",
      "within one landing on nine clips in ten, and where they differed by more the clip was seen",
      "a third time by a colleague who had not counted it before and did not know the others.",
    ],
  },
];

export interface BoldHeadingsPage {
  bytes: Uint8Array;
  headings: string[];
  /** The body's lines, every section's. */
  body: string[];
}

export async function boldHeadingsPdf(): Promise<BoldHeadingsPage> {
  const { doc, addPage, finish } = letterDocument();
  addPage();
  let y = titleAndByline(doc, "Early Morning Visits of Bees to Apple Orchards", "Mara Ellison and Tobias Renn");
  y += 28;
  doc.font("Times-Bold").fontSize(10).text("Abstract", LEFT, y, { lineBreak: false });
  y += 16;
  for (const text of ABSTRACT) {
    doc.font("Times-Roman").fontSize(10).text(text, LEFT, y, { lineBreak: false });
    y += 13;
  }
  y += 14;
  for (const section of SECTIONS) {
    doc.font("Times-Bold").fontSize(10).text(section.heading, LEFT, y, { lineBreak: false });
    y += 16;
    for (const text of section.lines) {
      doc.font("Times-Roman").fontSize(10).text(text, LEFT, y, { lineBreak: false });
      y += 13;
    }
    y += 14;
  }
  return { bytes: await finish(), headings: SECTIONS.map((s) => s.heading), body: SECTIONS.flatMap((s) => s.lines) };
}
