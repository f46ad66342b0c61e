/**
 * A generated title page whose title (Times) and abstract (Helvetica) print "AI", the initials of
 * artificial intelligence, beside "Al" the symbol of aluminium ("Al2O3", "Al-doped") and a web
 * address ("www.openwritinglab.org"). On a scan a capital I and a lower-case l are one stroke and
 * tesseract's words model reads "AI" as "Al". Laid out by hand, one line at a time; the text is
 * our own.
 */
import { letterDocument, linePen } from "./letterDocument.ts";

const TITLE = ["How AI Tools Help Novice Writers Plan", "and Order Their Lab Reports"];

const ABSTRACT = [
  "We study how AI support changes the lab reports novice writers hand in. Forty students wrote",
  "reports on Al-doped zinc oxide films and on Al2O3 coatings, with and without an AI-assisted",
  "editor that suggests how to order their results. Reports written with the AI editor were",
  "longer and better ordered. Our prompts are at www.openwritinglab.org for others to reuse.",
];

const BODY = [
  "Students who write their first lab reports often list results in the order they measured them,",
  "not in the order a reader needs. Teachers mark the same faults every year, and few have the",
  "time to explain each one. Editors that suggest an order could help, if students trust them.",
];

export interface AiLettersPage {
  bytes: Uint8Array;
  /** The title as drawn, on one line. */
  title: string;
  /** The abstract as drawn. */
  abstract: string;
}

export async function aiLettersPdf(): Promise<AiLettersPage> {
  const { doc, addPage, finish } = letterDocument();
  addPage();
  const pen = linePen(doc);
  const { line } = pen;
  line(TITLE[0]!, "Times-Roman", 16, 22);
  line(TITLE[1]!, "Times-Roman", 16, 32);
  line("Ines Duarte, Pavel Horak and Mei Tanaka", "Times-Roman", 11, 30);
  line("Abstract", "Helvetica-Bold", 10, 14);
  for (const text of ABSTRACT) line(text, "Helvetica", 9, 12);
  pen.y += 18;
  line("1. Introduction", "Times-Bold", 12, 18);
  for (const text of BODY) line(text, "Times-Roman", 10, 13);
  return { bytes: await finish(), title: TITLE.join(" "), abstract: ABSTRACT.join(" ") };
}
