/**
 * A generated page in one narrow column (an ACL column's width) with numbered bold section headings,
 * whose prose quotes two example sentences set in italic a point smaller than the body under a
 * hanging indent (the first line near the column's edge, the rest indented), as mono04 quotes a pair
 * of paraphrases. The second example's first line stops at "the" with no comma, as mono04's did.
 * With `justified`, the examples' lines reach the column's edge but for each one's last, as mono04's
 * do (its first example was then lost whole).
 * 10 pt Times, each paragraph broken into lines here and drawn one line at a time; our own text.
 */
import { LETTER, letterDocument, titleAndByline } from "./letterDocument.ts";
import type { PdfKitDocument } from "./pdfkit.ts";

const LEFT = LETTER.left;
/** The column's width: ACL's two columns are about 220 pt wide. */
const WIDTH = 220;

const ABSTRACT = "Two reports of one event seldom use the same words, yet readers take them to say the same thing. We gather such pairs from news reports written on the same day and align their phrases.";

const BEFORE_EXAMPLES = "Pairs taken from the opening sentences of two reports tend to share their subject and their verb while differing in nearly every other word. Some are close in meaning though far apart in form, for example:";

/** Each example: its first line and the rest, broken into lines at the indent. */
const EXAMPLES = [
  ["The survey vessel, which is bound for the ice,", "is due to pass close by the old lighthouse of the island on the coast"],
  ["Sailing north for a long season in the ice, the", "survey vessel on Monday passes close by the old lighthouse of the island."],
];

const AFTER_EXAMPLES = "We are now drawing pairs from the first two sentences of each report, which by the habit of the trade sum up what follows. Though noisier than pairs chosen by their edit distance, they hold many more changes of wording.";

const SECTIONS = [
  { heading: "1 Pairs from opening sentences", text: BEFORE_EXAMPLES },
  { heading: "2 Aligning the phrases of a pair", text: "Each pair is aligned word by word in both directions, and phrases are read from the points where the two alignments agree. A phrase pair seen once in the whole collection is kept apart until a second report has it." },
];

/** Greedy line breaks of `text` set in `font` at `size` within `width`. */
function breakLines(doc: PdfKitDocument, text: string, font: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const tried = line ? `${line} ${word}` : word;
    if (line && doc.font(font).fontSize(size).widthOfString(tried) > width) {
      lines.push(line);
      line = word;
    } else line = tried;
  }
  return line ? [...lines, line] : lines;
}

export interface ItalicExamplesPage {
  bytes: Uint8Array;
  headings: string[];
  /** The examples' first lines, which are no headings. */
  exampleOpenings: string[];
  /** Each example whole, as it reads: its first line and the lines set in under it. */
  examples: string[];
}

export async function italicExamplesPdf({ justified = false } = {}): Promise<ItalicExamplesPage> {
  const { doc, addPage, finish } = letterDocument();
  addPage();
  let y = titleAndByline(doc, "Paraphrases Drawn from Reports", "Ines Varga and Tomas Ekdahl");
  y += 28;
  doc.font("Times-Bold").fontSize(10).text("Abstract", LEFT, y, { lineBreak: false });
  y += 16;
  const roman = (text: string) => {
    for (const line of breakLines(doc, text, "Times-Roman", 10, WIDTH)) {
      doc.font("Times-Roman").fontSize(10).text(line, LEFT, y, { lineBreak: false });
      y += 12;
    }
  };
  roman(ABSTRACT);
  y += 14;
  for (const [n, section] of SECTIONS.entries()) {
    doc.font("Times-Bold").fontSize(10).text(section.heading, LEFT, y, { lineBreak: false });
    y += 16;
    roman(section.text);
    if (n === 0) {
      for (const [first, rest] of EXAMPLES) {
        y += 8;
        const lines = [first!, ...breakLines(doc, rest!, "Times-Italic", 9.4, WIDTH - 23)];
        lines.forEach((line, k) => {
          const x = k === 0 ? LEFT + 7 : LEFT + 23;
          const gaps = line.split(" ").length - 1;
          const slack = LEFT + WIDTH - x - doc.font("Times-Italic").fontSize(9.4).widthOfString(line);
          const wordSpacing = justified && k < lines.length - 1 && gaps > 0 && slack > 0 ? slack / gaps : 0;
          doc.font("Times-Italic").fontSize(9.4).text(line, x, y, { lineBreak: false, wordSpacing });
          y += 11;
        });
      }
      y += 8;
      roman(AFTER_EXAMPLES);
    }
    y += 14;
  }
  return { bytes: await finish(), headings: SECTIONS.map((s) => s.heading.replace(/^\d+ /, "")), exampleOpenings: EXAMPLES.map((e) => e[0]!), examples: EXAMPLES.map((e) => e.join(" ")) };
}
