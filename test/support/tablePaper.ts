/**
 * A two-page paper with three tables, drawn with pdfkit, and its tables as the reader is to
 * reconstruct them (contract/tables.ts): Table 1 as a meta-analysis prints its included studies
 * (twelve columns under a two-level header, "Cases" and "Controls" spanning four columns each,
 * two sub-heading rows, booktabs rules, footnotes), Table 2 printed as a picture (shapes, no
 * text), and Table 3 with a ragged row, which the reader doubts. The truth is computed from the
 * layout that is drawn (each cell's box is where its text is printed), so it cannot drift from
 * the PDF. Tests store it through the repository (as the reader's output would be stored) to
 * exercise the views and commands with real boxes on a real page.
 */
import fs from "node:fs";
import { tableDoubt, type ParsedTable, type TableBox, type TableCell, type TableRow } from "../../src-main/contract/tables.ts";
import { newPdfKitDocument, pdfKitBytes, type PdfKitDocument } from "./pdfkit.ts";

const PAGE: [number, number] = [612, 792];
const LEFT = 54;
const WIDTH = 504;
const CREATION_DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));

type Op = (doc: PdfKitDocument) => void;
type Font = "Helvetica" | "Helvetica-Bold" | "Times-Roman" | "Times-Bold";

export const TABLE_PAPER_TITLE = "CTLA-4 polymorphisms and multiple sclerosis risk: a meta-analysis of case-control studies";

/** The studies of Table 1: study, year, country, genotyping method, then cases n GG GA AA and controls n GG GA AA. */
const STUDIES: { group: string; rows: string[][] }[] = [
  {
    group: "Caucasian populations",
    rows: [
      ["Ligers", "1999", "Sweden", "PCR-RFLP", "196", "82", "91", "23", "205", "88", "94", "23"],
      ["Harbo", "1999", "Norway", "PCR-RFLP", "318", "121", "152", "45", "298", "110", "148", "40"],
      ["Fukazawa", "1999", "Germany", "SSCP", "121", "47", "58", "16", "133", "52", "63", "18"],
      ["Dyment", "2002", "Canada", "TaqMan", "410", "166", "190", "54", "402", "154", "195", "53"],
      ["Pérez-García", "2003", "Spain", "PCR-RFLP", "142", "-", "-", "-", "160", "-", "-", "-"],
      ["Kantarci", "2003", "USA", "TaqMan", "1,024", "398", "489", "137", "1,011", "387", "492", "132"],
      ["Alizadeh", "2003", "France", "PCR-RFLP", "203", "79", "97", "27", "227", "90", "106", "31"],
      ["Maurer", "2004", "Germany", "TaqMan", "366", "143", "171", "52", "347", "131", "166", "50"],
      ["O'Brien", "2005", "Ireland", "PCR-RFLP", "87", "34", "41", "12", "95", "37", "45", "13"],
      ["Kowalski & Nowak", "2006", "Poland", "SSCP", "150", "60", "70", "20", "150", "58", "72", "20"],
      ["Bilinska", "2007", "Poland", "PCR-RFLP", "225", "88", "107", "30", "231", "91", "109", "31"],
      ["Silva, Costa", "2008", "Portugal", "TaqMan", "178", "69", "85", "24", "190", "74", "90", "26"],
    ],
  },
  {
    group: "Asian populations",
    rows: [
      ["Kouki", "2000", "Japan", "PCR-RFLP", "109", "15", "50", "44", "200", "28", "90", "82"],
      ["Fukazawa", "2005", "Japan", "SSCP", "97", "13", "45", "39", "110", "16", "49", "45"],
      ["Wang", "2006", "China", "PCR-RFLP", "120", "18", "54", "48", "135", "20", "60", "55"],
      ["Lee", "2007", "Korea", "TaqMan", "88", "12", "40", "36", "96", "14", "43", "39"],
      ["Zhang", "2008", "China", "PCR-RFLP", "205", "31", "93", "81", "210", "30", "95", "85"],
      ["Ito", "2009", "Japan", "TaqMan", "140", "20", "63", "57", "150", "22", "67", "61"],
      ["Chen", "2010", "Taiwan", "PCR-RFLP", "160", "24", "72", "64", "170", "25", "76", "69"],
      ["Park", "2011", "Korea", "TaqMan", "132", "19", "60", "53", "140", "21", "62", "57"],
      ["Liu", "2012", "China", "SSCP", "99", "14", "45", "40", "104", "15", "47", "42"],
    ],
  },
];
/** Column widths of Table 1, in points (they add up to the text width). */
const WIDTHS = [76, 30, 56, 56, 36, 36, 36, 36, 36, 36, 36, 34];
const CELL = { font: "Helvetica" as Font, size: 7 };
const HEAD = { font: "Helvetica-Bold" as Font, size: 7 };
const ROW = 10.5;

interface Laid {
  ops: Op[];
  tables: ParsedTable[];
}

/** Text at (x, y) (its top), and its box as the reader finds text: where its glyphs are printed. */
function placed(doc: PdfKitDocument, text: string, style: { font: Font; size: number }, x: number, y: number, page: number): { op: Op; box: TableBox } {
  const w = doc.font(style.font).fontSize(style.size).widthOfString(text);
  return { op: (d) => d.font(style.font).fontSize(style.size).fillColor("black").text(text, x, y, { lineBreak: false }), box: { page, x, y, w, h: style.size } };
}

const rule = (y: number, width = 0.5): Op => (d) => d.lineWidth(width).strokeColor("black").moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).stroke();

/** A cell laid at column `col`, left-aligned in the first column, centred in the others. */
function cellAt(measure: PdfKitDocument, ops: Op[], text: string, style: { font: Font; size: number }, col: number, span: number, y: number, page: number): TableCell {
  const left = LEFT + WIDTHS.slice(0, col).reduce((a, b) => a + b, 0);
  const width = WIDTHS.slice(col, col + span).reduce((a, b) => a + b, 0);
  const textWidth = measure.font(style.font).fontSize(style.size).widthOfString(text);
  const x = col === 0 ? left + 2 : left + (width - textWidth) / 2;
  const { op, box } = placed(measure, text, style, x, y, page);
  ops.push(op);
  return { text, box, colSpan: span, rowSpan: 1 };
}

function layTableOne(measure: PdfKitDocument, ops: Op[], top: number): ParsedTable {
  const caption = placed(measure, "Table 1. General information for the included studies", { font: "Times-Bold", size: 9 }, LEFT, top, 1);
  ops.push(caption.op);
  const tableTop = top + 14;
  ops.push(rule(tableTop, 1));
  let y = tableTop + 4;
  const first: TableCell[] = ["Study", "Year", "Country", "Method"].map((text, col) => ({ ...cellAt(measure, ops, text, HEAD, col, 1, y + ROW / 2, 1), rowSpan: 2 }));
  first.push(cellAt(measure, ops, "Cases", HEAD, 4, 4, y, 1), cellAt(measure, ops, "Controls", HEAD, 8, 4, y, 1));
  // Short rules under the spanning headings, as booktabs' \cmidrule draws them.
  for (const [from, to] of [[4, 8], [8, 12]] as const) {
    const start = LEFT + WIDTHS.slice(0, from).reduce((a, b) => a + b, 0) + 3;
    const end = LEFT + WIDTHS.slice(0, to).reduce((a, b) => a + b, 0) - 3;
    const at = y + ROW - 1.5;
    ops.push((d) => d.lineWidth(0.4).strokeColor("black").moveTo(start, at).lineTo(end, at).stroke());
  }
  y += ROW;
  const second = ["n", "GG", "GA", "AA", "n", "GG", "GA", "AA"].map((text, i) => cellAt(measure, ops, text, HEAD, 4 + i, 1, y, 1));
  y += ROW;
  ops.push(rule(y + 1));
  y += 4;
  const rows: TableRow[] = [];
  for (const { group, rows: studies } of STUDIES) {
    rows.push({ kind: "subheading", cells: [cellAt(measure, ops, group, { font: "Helvetica-Bold", size: 7 }, 0, 12, y, 1)] });
    y += ROW;
    for (const study of studies) {
      rows.push({ kind: "body", cells: study.map((text, col) => cellAt(measure, ops, text, CELL, col, 1, y, 1)) });
      y += ROW;
    }
  }
  ops.push(rule(y + 1, 1));
  const footnotes = ["GG, GA, AA: genotype counts of the +49A/G polymorphism; n: subjects genotyped.", "-: genotype counts not reported."];
  footnotes.forEach((note, i) => ops.push(placed(measure, note, { font: "Times-Roman", size: 7 }, LEFT, y + 5 + i * 9, 1).op));
  return {
    label: "Table 1",
    caption: "General information for the included studies",
    page: 1,
    pages: [1],
    boxes: [{ page: 1, x: LEFT, y: tableTop, w: WIDTH, h: y + 1 - tableTop }],
    kind: "text",
    rotated: false,
    ruling: "horizontal",
    header: [
      { kind: "header", cells: first },
      { kind: "header", cells: second },
    ],
    rows,
    footnotes,
    doubts: [],
  };
}

function layPageTwo(measure: PdfKitDocument, ops: Op[]): ParsedTable[] {
  ops.push(placed(measure, "Table 2. Haplotype frequencies in cases and controls (as printed, a scanned image)", { font: "Times-Bold", size: 9 }, LEFT, 72, 2).op);
  const picture = { page: 2, x: LEFT + 60, y: 88, w: 384, h: 120 };
  ops.push((d) => d.rect(picture.x, picture.y, picture.w, picture.h).fill("#d9d9d9"));
  for (let i = 0; i < 6; i++) ops.push((d) => d.rect(picture.x + 12, picture.y + 12 + i * 18, picture.w - 24, 6).fill("#8c8c8c"));
  const imageTable: ParsedTable = {
    label: "Table 2",
    caption: "Haplotype frequencies in cases and controls (as printed, a scanned image)",
    page: 2,
    pages: [2],
    boxes: [picture],
    kind: "image",
    rotated: false,
    ruling: "none",
    header: [],
    rows: [],
    footnotes: [],
    doubts: [tableDoubt("image-only")],
  };
  const top = 240;
  ops.push(placed(measure, "Table 3. Pooled odds ratios under each genetic model", { font: "Times-Bold", size: 9 }, LEFT, top, 2).op);
  const columns = [LEFT + 2, LEFT + 150, LEFT + 230, LEFT + 340, LEFT + 420];
  const lay = (texts: string[], y: number, style: { font: Font; size: number }): TableCell[] =>
    texts.map((text, i) => {
      const { op, box } = placed(measure, text, style, columns[i]!, y, 2);
      ops.push(op);
      return { text, box, colSpan: 1, rowSpan: 1 };
    });
  ops.push(rule(top + 14, 1));
  const header: TableRow[] = [{ kind: "header", cells: lay(["Model", "OR", "95% CI", "P", "I² (%)"], top + 18, HEAD) }];
  ops.push(rule(top + 30));
  const printed = [
    ["Allelic (G vs A)", "1.12", "1.01-1.24", "0.03", "41"],
    ["Dominant", "1.18", "1.02-1.37", "0.02", "38"],
    ["Recessive", "1.09", "0.93-1.28", "0.29"],
    ["Homozygous", "1.21", "1.00-1.46", "0.05", "44"],
  ];
  const rows: TableRow[] = printed.map((texts, i) => ({ kind: "body", cells: lay(texts, top + 34 + i * ROW, CELL) }));
  const bottom = top + 34 + printed.length * ROW + 1;
  ops.push(rule(bottom, 1));
  const ragged: ParsedTable = {
    label: "Table 3",
    caption: "Pooled odds ratios under each genetic model",
    page: 2,
    pages: [2],
    boxes: [{ page: 2, x: LEFT, y: top + 14, w: WIDTH, h: bottom - top - 14 }],
    kind: "text",
    rotated: false,
    ruling: "horizontal",
    header,
    rows,
    footnotes: [],
    doubts: [tableDoubt("ragged-rows")],
  };
  return [imageTable, ragged];
}

const BODY =
  "Cytotoxic T-lymphocyte antigen 4 takes part in the control of T cell activation, and its +49A/G polymorphism has been studied as a risk factor for multiple sclerosis with results that disagree. We pooled the published case-control studies to estimate the association in Caucasian and Asian populations.";

const RESULTS =
  "Under the allelic model the G allele was associated with a modest increase in risk, and the association held under the dominant model; heterogeneity between studies was moderate. Asian studies showed higher frequencies of the G allele in both cases and controls.";

function lay(measure: PdfKitDocument): Laid {
  const ops: Op[] = [];
  ops.push(placed(measure, TABLE_PAPER_TITLE, { font: "Times-Bold", size: 12.5 }, LEFT, 60, 1).op);
  ops.push((d) => d.font("Times-Roman").fontSize(10).fillColor("black").text(BODY, LEFT, 96, { width: WIDTH, lineGap: 2 }));
  const one = layTableOne(measure, ops, 170);
  return { ops, tables: [one] };
}

/** Writes the paper to `file` and returns its tables as the reader is to reconstruct them. */
export async function writeTablePaper(file: string): Promise<ParsedTable[]> {
  const doc = newPdfKitDocument({ size: PAGE, margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { Title: TABLE_PAPER_TITLE, CreationDate: CREATION_DATE, ModDate: CREATION_DATE } });
  const bytes = pdfKitBytes(doc);
  const first = lay(doc);
  const secondOps: Op[] = [];
  secondOps.push((d) => d.font("Times-Roman").fontSize(10).fillColor("black").text(RESULTS, LEFT, 380, { width: WIDTH, lineGap: 2 }));
  const more = layPageTwo(doc, secondOps);
  for (const ops of [first.ops, secondOps]) {
    doc.addPage({ size: PAGE, margin: 0 });
    for (const op of ops) op(doc);
  }
  doc.end();
  fs.writeFileSync(file, await bytes);
  return [...first.tables, ...more];
}
