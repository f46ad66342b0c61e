/**
 * A generated title page laid out as PeerJ's: a structured abstract under "ABSTRACT" whose parts
 * open with a bold run-in label ("Background."), then a line of subject areas ("Subjects Ecology,
 * Entomology") and the keywords, both with a bold label and no colon, then the body. 10 pt Times,
 * laid out by hand one line at a time; the text is our own.
 */
import { LETTER, letterDocument, titleAndByline } from "./letterDocument.ts";

const LEFT = LETTER.left;

/** The abstract's parts: a bold label run in before each paragraph's first line. */
const PARTS: { label: string; lines: string[] }[] = [
  {
    label: "Background.",
    lines: ["Bees begin their work in an orchard soon after sunrise, yet most counts of their", "visits to apple flowers are made at midday, when observers are in the field."],
  },
  {
    label: "Methods.",
    lines: ["We counted early visits on marked branches in forty orchards over two seasons and", "filmed the branches where no observer could stay for the whole first hour."],
  },
  {
    label: "Results.",
    lines: ["The first hour after sunrise holds a third of the day's landings on apple flowers,", "and more on warm and still mornings than on cold ones."],
  },
];

export interface SubjectAreasPage {
  bytes: Uint8Array;
  /** The abstract as printed, labels included, one space between words. */
  abstract: string;
  subjects: string;
  keywords: string[];
}

export async function subjectAreasPdf(): Promise<SubjectAreasPage> {
  const { doc, addPage, finish } = letterDocument();
  addPage();
  let y = titleAndByline(doc, "Early Morning Visits of Bees to Apple Orchards", "Mara Ellison and Tobias Renn");
  y += 30;
  doc.font("Times-Bold").fontSize(10).text("ABSTRACT", LEFT, y, { lineBreak: false });
  y += 15;
  for (const part of PARTS) {
    part.lines.forEach((text, i) => {
      if (i === 0) {
        doc.font("Times-Bold").fontSize(10).text(`${part.label} `, LEFT, y, { lineBreak: false });
        const after = LEFT + doc.widthOfString(`${part.label} `);
        doc.font("Times-Roman").text(text, after, y, { lineBreak: false });
      } else doc.font("Times-Roman").fontSize(10).text(text, LEFT, y, { lineBreak: false });
      y += 13;
    });
  }
  y += 13;
  const subjects = "Ecology, Entomology, Agricultural Science";
  const keywords = ["Pollination", "Apple orchards", "Honey bees", "Foraging time"];
  for (const [label, rest] of [["Subjects", subjects], ["Keywords", keywords.join(", ")]] as const) {
    doc.font("Times-Bold").fontSize(10).text(`${label} `, LEFT, y, { lineBreak: false });
    const after = LEFT + doc.widthOfString(`${label} `);
    doc.font("Times-Roman").text(rest, after, y, { lineBreak: false });
    y += 13;
  }
  y += 20;
  doc.font("Times-Bold").fontSize(10).text("INTRODUCTION", LEFT, y, { lineBreak: false });
  y += 16;
  for (const text of [
    "Apple growers rent hives each spring and judge them by the fruit that sets, yet the hours in",
    "which the bees do most of their work have seldom been measured in the orchards themselves.",
    "Counts made at midday miss the flights of the cool first hour, which we set out to count.",
  ]) {
    doc.font("Times-Roman").fontSize(10).text(text, LEFT, y, { lineBreak: false });
    y += 13;
  }
  const abstract = PARTS.map((p) => `${p.label} ${p.lines.join(" ")}`).join(" ");
  return { bytes: await finish(), abstract, subjects, keywords };
}
