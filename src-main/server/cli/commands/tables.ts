import { allPaperTables, wholePartTables, type PaperTablesReader } from "../../../contract/paperTablesPages.ts";
import { type PaperTable } from "../../../contract/tables.ts";
import { tableGrid } from "../../../contract/tableGrid.ts";
import { TABLE_TEXT_FORMATS, tableText, type TableTextFormat } from "../../../contract/tableText.ts";
import { IMAGE_TABLE_WORDS, TABLES_NOT_READ_WORDS, tableName, tablePages } from "../../../contract/tableWords.ts";
import { defineCommand, defineOptions, UsageError } from "../CliCommand.ts";
import { oneOf } from "../optionParsers.ts";
import { paperIdArgument } from "./show.ts";

const FORMATS = [...TABLE_TEXT_FORMATS, "json"] as const;
type Format = (typeof FORMATS)[number];

const options = defineOptions({
  format: { type: "string", value: "<format>", help: `how to print them: ${FORMATS.join(", ")}`, default: "md, or json with --json", parse: oneOf(FORMATS) },
  table: { type: "string", value: "<n>", help: "only the n-th table of the paper", default: "every table", parse: tableNumber },
  read: { type: "boolean", help: "read the tables from the paper's PDF again first (the rest of the paper stays as read)", default: "off" },
});

export const tablesCommand = defineCommand({
  path: ["tables"],
  summary: "Print a paper's tables as CSV, TSV, JSON or Markdown.",
  usage: "<paperId>",
  positionals: true,
  details: `Tables are numbered as "distillate show" lists them (1 is the first in the paper). CSV
holds one table, so --format csv and tsv need --table when a paper has more than one. A cell that
a spreadsheet would take for a formula (starting with = + - @, tab or carriage return, other than
a plain number) gets a leading apostrophe in CSV and TSV. A paper imported before Distillate read
tables has none yet: --read reads them from its PDF first.`,
  options,
  async run({ io, json, core }, values, positionals) {
    const paperId = paperIdArgument(positionals);
    const format = formatOf(values.format, json);
    const chosen = values.table ?? null;
    const library = core().services.library;
    // Asked a part at a time: a paper of any size is printed (library.paperTables refuses a very large one).
    const first = values.read === true ? await library.readTables(paperId) : undefined;
    const reader: PaperTablesReader = { page: (from) => library.paperTablesPage(paperId, { from }), rows: (cursor) => library.paperTableRows(paperId, cursor) };
    const tables = chosen !== null && first === undefined ? await oneTable(reader, chosen) : await allPaperTables(reader, first);
    if (tables === null) {
      if (format === "json") io.stdout("null\n");
      io.stderr(`${TABLES_NOT_READ_WORDS}. Read them with: distillate tables ${paperId} --read\n`);
      return 0;
    }
    const table = chosen === null ? undefined : tables.find((candidate) => candidate.ordinal === chosen - 1);
    if (chosen !== null && table === undefined) {
      throw new UsageError(`Paper ${paperId} has ${tables.length === 0 ? "no tables" : tables.length === 1 ? "1 table" : `${tables.length} tables`}: there is no table ${chosen}.`);
    }
    const shown = table === undefined ? tables : [table];
    if (format === "json") {
      io.stdout(JSON.stringify(chosen === null ? shown.map(tableGrid) : tableGrid(shown[0]!), null, 2) + "\n");
      return 0;
    }
    if (shown.length === 0) {
      io.stderr(`Paper ${paperId} has no tables.\n`);
      return 0;
    }
    if (format !== "md" && shown.length > 1) {
      throw new UsageError(`Paper ${paperId} has ${shown.length} tables and ${format.toUpperCase()} holds one: choose it with --table <n> (1 to ${shown.length}).`);
    }
    const texts = shown.map((table) => textOf(table, format, (note) => io.stderr(`${note}\n`)));
    io.stdout(texts.filter((text) => text !== "").join("\n"));
    return 0;
  },
});

/**
 * Table `n` alone (numbered from 1), from the part that starts with it, so printing one table of a
 * paper with hundreds reads only that one; every table when there is no table `n`, for the
 * refusal to say how many there are.
 */
async function oneTable(reader: PaperTablesReader, n: number): Promise<PaperTable[] | null> {
  const part = await reader.page(n - 1);
  if (part.tables === null) return null;
  const table = (await wholePartTables(reader, part)).find((candidate) => candidate.ordinal === n - 1);
  return table ? [table] : allPaperTables(reader);
}

/** A table in a text format; a table printed as a picture has no cells for CSV or TSV, which `note` says. */
function textOf(table: PaperTable, format: TableTextFormat, note: (text: string) => void): string {
  if (table.kind === "image" && format !== "md") {
    note(`${tableName(table, table.ordinal)} (${tablePages(table)}): ${IMAGE_TABLE_WORDS.toLowerCase()}.`);
    return "";
  }
  return tableText(table, format);
}

function formatOf(format: Format | undefined, json: boolean): Format {
  if (format === undefined) return json ? "json" : "md";
  if (json && format !== "json") throw new UsageError(`--json prints JSON; leave it out to print ${format}.`);
  return format;
}

function tableNumber(text: string, flag: string): number {
  if (!/^[1-9]\d*$/.test(text) || !Number.isSafeInteger(Number(text))) throw new UsageError(`${flag} takes the table's number in the paper (1 for the first), not "${text}".`);
  return Number(text);
}
