import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { buildPageLines } from "../../../src-main/core/documents/layout/buildLines.ts";
import { readPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { orderPages } from "../../../src-main/core/documents/layout/readingOrder.ts";
import { newPdfKitDocument, pdfKitBytes, type PdfKitDocument } from "../../support/pdfkit.ts";

// An article's first page in two columns whose left column holds, beside its body, a narrow margin
// column in smaller type ("Correspondence to", "Received", "Accepted"), as BMJ's journals set it.
// The two share baselines nearly line for line, so read by height they were woven together and
// every body sentence beside the margin column was cut by an address or a date.

const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));
const WIDTH = 612;
const HEIGHT = 792;
const MARGIN = [40, 120] as const;
const BODY = [136, 296] as const;
const RIGHT = [316, 572] as const;

const LEFT_BODY =
  "Over the past three decades growing pressure from citizens, governments and international bodies has asked large firms to examine the harm their trade does to society. " +
  "Many have answered by taking up what is known as corporate responsibility, and only lately have the two largest makers of the product followed. " +
  "This report first gives the context in which the idea grew, then reads the firms' own papers to see how each came to its version. " +
  "It asks whether such a firm should be judged by the usual standards of business ethics or as a force that harms public health. " +
  "The answer shapes how advocates should meet the firms' claims in public.";
const RIGHT_BODY =
  "The term corporate responsibility is in fashion at the moment, but as an idea it is vague and means different things to different readers. " +
  "Some writers trace its roots to the last century, when large industries gave to charity and founded public institutions. " +
  "The notion that firms owe more to society because of their effect on it came later, from the movements for civil rights, peace and the environment.";
// Each column filled to a length like a real page's, in words of its own.
const LEFT_MORE =
  "Firms that sell a product known to harm its users face a question other firms do not. " +
  "Their charity, their reports and their codes of conduct are read against the harm the product does each year. " +
  "Advocates have learnt to point at that harm whenever such a firm speaks of its duties to society.";
const RIGHT_MORE =
  "In the decades since, the idea has spread from a few large firms to most listed companies. " +
  "Reports on social and environmental matters are now printed beside the annual accounts. " +
  "Indices rank firms by them, and some investors buy only the shares of those ranked high.";
const ABSTRACT =
  "Corporate responsibility grew from a realisation among large firms that they must account for the harm they do to society, to workers and to the land. " +
  "Two makers of a harmful product have lately adopted it. This report explains where the idea came from and what their own papers say of it.";
const MARGIN_LINES = ["Correspondence to:", "Dr Ada Lovelace,", "Hill Street 6, 00600", "Helsinki, Finland;", "ada@example.org", "Received", "13 November 2003", "Accepted 15 July 2004"];

/** Words cut into lines no wider than the measure and set at [x0, x1], every line but the last justified. */
function block(doc: PdfKitDocument, text: string, [x0, x1]: readonly [number, number], top: number, size: number, step: number): void {
  doc.font("Helvetica").fontSize(size);
  const lines: string[][] = [[]];
  for (const word of text.split(" ")) {
    const line = lines.at(-1)!;
    if (line.length > 0 && doc.widthOfString([...line, word].join(" ")) > x1 - x0) lines.push([word]);
    else line.push(word);
  }
  lines.forEach((line, i) => {
    const inked = line.reduce((sum, w) => sum + doc.widthOfString(w), 0);
    const space = i < lines.length - 1 && line.length > 1 ? (x1 - x0 - inked) / (line.length - 1) : doc.widthOfString(" ");
    let x = x0;
    for (const word of line) {
      doc.text(word, x, top + i * step, { lineBreak: false });
      x += doc.widthOfString(word) + space;
    }
  });
}

async function articlePdf(): Promise<Uint8Array> {
  const doc = newPdfKitDocument({ size: [WIDTH, HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
  doc.font("Helvetica-Bold").fontSize(18).text("Corporate responsibility: hope or hype?", 40, 70, { lineBreak: false });
  doc.font("Helvetica").fontSize(11).text("Ada Lovelace", 40, 100, { lineBreak: false });
  // The abstract, in larger type, spans the margin column's place and the body's, as BMJ sets it.
  block(doc, ABSTRACT, [MARGIN[0], BODY[1]], 150, 11, 13);
  block(doc, `${LEFT_BODY} ${LEFT_MORE}`, BODY, 280, 9.5, 11);
  doc.font("Helvetica-Bold").fontSize(11).text("Introduction", RIGHT[0], 150, { lineBreak: false });
  block(doc, `${RIGHT_BODY} ${RIGHT_MORE}`, RIGHT, 166, 9.5, 11);
  // The margin column: smaller type, beginning a few lines down, its baselines half a body line
  // off the body's (lines that share a baseline are a matter of rows, read elsewhere).
  doc.font("Helvetica").fontSize(7.5);
  MARGIN_LINES.forEach((line, i) => doc.text(line, MARGIN[0], 307.5 + i * 11, { lineBreak: false }));
  doc.end();
  return done;
}

const sentencesOf = (text: string) => text.split(/(?<=\.) /);

describe("a narrow margin column beside a body column", () => {
  it("leaves the body's sentences beside it whole", async () => {
    const paper = await parsePdf(await articlePdf(), { file: "generated.pdf" });
    const sentences = paper.passages.flatMap((p) => p.sentences.map(([from, to]) => p.text.slice(from, to).trim()));
    for (const sentence of [LEFT_BODY, LEFT_MORE, RIGHT_BODY, RIGHT_MORE].flatMap(sentencesOf)) expect(sentences).toContain(sentence);
  });

  it("comes after the body's lines beside it in reading order, its own lines together", async () => {
    const { pages } = await readPdf(await articlePdf(), "generated.pdf");
    const [page] = orderPages(pages.map((p) => ({ lines: buildPageLines(p).lines, width: p.width, height: p.height })));
    const texts = page!.ordered.map((l) => l.text.trim());
    const margin = MARGIN_LINES.map((line) => texts.indexOf(line));
    expect(margin.every((at) => at >= 0)).toBe(true);
    // One run, in order, with nothing else between its lines.
    expect(margin).toEqual(margin.map((_, i) => margin[0]! + i));
    // The left column's body beside it is read whole before it.
    const body = page!.ordered.flatMap((l, i) => (l.x0 >= BODY[0] - 1 && l.x1 <= BODY[1] + 1 && l.size > 9 ? [i] : []));
    expect(body.length).toBeGreaterThan(20);
    expect(Math.max(...body)).toBeLessThan(margin[0]!);
  });
});
