/** A CSV file that cannot be read as one: where and why. */
export class CsvSyntaxError extends Error {
  override readonly name = "CsvSyntaxError";
  readonly line: number;
  constructor(line: number, detail: string) {
    super(`CSV line ${line}: ${detail}`);
    this.line = line;
  }
}

/**
 * Rows of an RFC 4180 CSV text: fields separated by commas, quoted with double quotes when they
 * hold commas, quotes ("" inside quotes) or line breaks, rows ended by CRLF or LF. A byte-order
 * mark before the header is dropped (ChemLit-QA's files carry one). Published QA datasets put
 * whole paragraphs with newlines and quotes in one field, so a line-by-line split would not do.
 */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    row.push(field);
    field = "";
  };
  const endRow = () => {
    endField();
    // A blank line between rows is not a row of one empty field.
    if (!(row.length === 1 && row[0] === "")) rows.push(row);
    row = [];
  };
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
    } else if (ch === '"') {
      if (field.length > 0) throw new CsvSyntaxError(line, "a quote inside an unquoted field");
      quoted = true;
    } else if (ch === ",") endField();
    else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRow();
      line++;
    } else field += ch;
  }
  if (quoted) throw new CsvSyntaxError(line, "a quoted field is never closed");
  if (field.length > 0 || row.length > 0) endRow();
  return rows;
}

/** The rows after the header as records keyed by the header's names. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsvRows(text);
  if (!header) return [];
  return rows.map((cells, r) => {
    if (cells.length > header.length) throw new CsvSyntaxError(r + 2, `${cells.length} fields where the header names ${header.length}`);
    return Object.fromEntries(header.map((name, c) => [name, cells[c] ?? ""]));
  });
}
