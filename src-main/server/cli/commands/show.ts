import { datasetTextName, type DatasetPlace } from "../../../contract/datasets.ts";
import type { PaperDetail } from "../../../contract/paperDetail.ts";
import { READ_FIELDS } from "../../../contract/readingNotes.ts";
import { FIELD_ORIGIN_LABELS, READ_FIELD_LABELS } from "../../../contract/fieldOriginLabels.ts";
import { gridSize, IMAGE_TABLE_SHORT, TABLES_NOT_READ_WORDS, tableDoubtsToCheck, tableName, tablePages } from "../../../contract/tableWords.ts";
import { defineCommand, UsageError } from "../CliCommand.ts";
import { correctionLabel } from "./papersEdit.ts";
import { ocrSummaryLines } from "../ocrSummaryLines.ts";
import { ocrDoubtLine } from "../../../contract/ocrDoubtLine.ts";
import { counted as count } from "../../../contract/counted.ts";
import { wholePaperDetail } from "../../../contract/wholePaperDetail.ts";

/** The one paper a command names by its id, or a usage error saying how to name it. */
export function paperIdArgument(positionals: string[]): number {
  const [id, extra] = positionals;
  // An id past 2^53 would be read as a neighbouring number and named wrongly in the answer.
  if (id === undefined || extra !== undefined || !/^[1-9]\d*$/.test(id) || !Number.isSafeInteger(Number(id))) {
    throw new UsageError(`Name one paper by its id (a positive whole number; "distillate papers" lists them).`);
  }
  return Number(id);
}

export const showCommand = defineCommand({
  path: ["show"],
  summary: "Show one paper as read (metadata, abstract, outline of sections, tables, references), or an imported dataset's text.",
  usage: "<paperId>",
  positionals: true,
  async run({ io, json, core }, _values, positionals) {
    const { library } = core().services;
    const paperId = paperIdArgument(positionals);
    // The answer holds one part of a huge table; the rest is asked here, so show prints it whole.
    const paper = await wholePaperDetail(await library.getPaper(paperId), { page: (from) => library.paperTablesPage(paperId, { from }), rows: (cursor) => library.paperTableRows(paperId, cursor) });
    io.stdout((json ? JSON.stringify(paper, null, 2) : paper.dataset ? describeDatasetText(paper, paper.dataset) : describePaper(paper)) + "\n");
    return 0;
  },
});

/** A text an imported dataset brought: not a paper (no PDF, pages, sections or tables), so its text as it is. */
function describeDatasetText(text: PaperDetail, place: DatasetPlace): string {
  const paragraphs = text.sections.flatMap((s) => s.paragraphs.map((p) => p.text));
  const name = datasetTextName({ title: text.title, position: place.position, fallback: text.name });
  const lines = [`#${text.id}  ${name}`, `Dataset     ${place.dataset} (an imported QA dataset's text, not a paper)`, "", "Text"];
  if (paragraphs.length === 0) lines.push("  (none: the dataset's rows gave no text)");
  for (const paragraph of paragraphs) lines.push(...wrap(paragraph, 88).map((l) => `  ${l}`), "");
  return lines.join("\n").trimEnd();
}

function describePaper(paper: PaperDetail): string {
  const lines = [
    `#${paper.id}  ${paper.title ?? "(untitled)"}`,
    `Authors     ${paper.authors.join(", ") || "-"}`,
    `DOI         ${paper.doi ?? "-"}`,
    `Language    ${paper.language ?? "-"}    Pages ${paper.pages}`,
  ];
  if (paper.year !== null || paper.venue !== null) lines.push(`Published   ${[paper.venue, paper.year].filter((v) => v !== null).join(", ")}`);
  if (paper.edited.length > 0) {
    lines.push(`Corrected   ${paper.edited.map(correctionLabel).join(", ")}`);
  }
  if (paper.keywords.length > 0) lines.push(`Keywords    ${paper.keywords.join("; ")}`);
  if (paper.ocr) lines.push(...ocrSummaryLines(paper.ocr));
  // What the reader is unsure of comes before the text it is unsure of; `papers edit` settles it
  // (a table's doubts are settled by reading it again, or by checking it against the PDF).
  const tableDoubts = (paper.tables ?? []).flatMap((table, i) => tableDoubtsToCheck(table.doubts).map((d) => `${tableName(table, i)}: ${d.message}`));
  [...paper.reading.doubts.map((d) => ocrDoubtLine(d, paper.ocr)), ...tableDoubts].forEach((doubt, i) => lines.push(`${i === 0 ? "To check    " : "            "}${doubt}`));
  lines.push("", "Abstract", ...wrap(paper.abstract ?? "(none found)", 88).map((l) => `  ${l}`), "", "Sections");
  if (paper.sections.length === 0) lines.push("  (no headings found)");
  for (const section of paper.sections) {
    const heading = section.heading || "(before the first heading)";
    lines.push(`${"  ".repeat(Math.max(1, section.level))}${heading}  [${count(section.paragraphs.length, "paragraph")}]`);
  }
  lines.push("", "Tables", ...tableLines(paper));
  lines.push("", `${count(paper.captions.length, "caption")}, ${count(paper.references.length, "reference")}`);
  lines.push("", "How each detail was found", ...READ_FIELDS.map((field) => `  ${READ_FIELD_LABELS[field].padEnd(10)}${FIELD_ORIGIN_LABELS[paper.reading.found[field]]}`));
  return lines.join("\n");
}

/** One line per table: its number for `distillate tables --table`, name, pages, size and caption. */
function tableLines(paper: PaperDetail): string[] {
  if (paper.tables === null) return [`  ${TABLES_NOT_READ_WORDS}.`, `  Read them with: distillate tables ${paper.id} --read`];
  if (paper.tables.length === 0) return ["  (none found)"];
  const width = String(paper.tables.length).length;
  return paper.tables.map((table, i) => {
    const facts = [tablePages(table), table.kind === "image" ? `${IMAGE_TABLE_SHORT}, its cells unread` : gridSize(table), tableDoubtsToCheck(table.doubts).length > 0 ? "to check" : null];
    return `  ${String(i + 1).padStart(width)}  ${tableName(table, i)} (${facts.filter(Boolean).join(", ")})${table.caption ? `: ${table.caption}` : ""}`;
  });
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
