/**
 * A generated title page whose corpus names are capitals with a digit before an O ("K2OD",
 * "T2OR", "M2OC"), in the title, the abstract and the body, beside numbers whose zeros are digits
 * ("2010", "300", "A0"). On a scan tesseract reads each such O as the digit zero ("K20D"), with
 * 98 of confidence, though its ink is round and a zero's is a narrow oval. Laid out by hand, one
 * line at a time; the text and the names are our own.
 */
import { letterDocument, linePen } from "./letterDocument.ts";

const TITLE = ["K2OD and T2OR: Two Open Corpora", "of Scanned Field Forms"];

const ABSTRACT = [
  "We release K2OD and T2OR, two corpora of field forms scanned at 300 dpi between 2010 and 2020.",
  "K2OD holds 4100 forms filled by hand on A0 and A4 sheets; T2OR holds 1060 typed forms from",
  "the same survey. A third set, M2OC, pairs 500 forms of both kinds. We describe how the forms",
  "were drawn, scanned and checked, and report how well two readers find their fields.",
];

const BODY = [
  "Field surveys still collect much of their data on paper, and the forms they fill are kept as",
  "scans long after the survey ends. Reading them again is slow: each form has its own layout,",
  "and the hand of each surveyor differs. Open sets of such forms are few and small, so readers",
  "are trained on printed pages and fail on forms. We built K2OD and T2OR to fill that gap.",
];

export interface CapitalOPage {
  bytes: Uint8Array;
  /** The title as drawn, on one line. */
  title: string;
  /** The abstract as drawn. */
  abstract: string;
}

export async function capitalOPdf(): Promise<CapitalOPage> {
  const { doc, addPage, finish } = letterDocument();
  addPage();
  const pen = linePen(doc);
  const { line } = pen;
  line(TITLE[0]!, "Times-Bold", 18, 24);
  line(TITLE[1]!, "Times-Bold", 18, 34);
  line("Ines Duarte, Pavel Horak and Mei Tanaka", "Times-Roman", 11, 30);
  line("Abstract", "Times-Bold", 10, 14);
  for (const text of ABSTRACT) line(text, "Times-Roman", 9, 12);
  pen.y += 18;
  line("1. Introduction", "Times-Bold", 12, 18);
  for (const text of BODY) line(text, "Times-Roman", 10, 13);
  return { bytes: await finish(), title: TITLE.join(" "), abstract: ABSTRACT.join(" ") };
}
