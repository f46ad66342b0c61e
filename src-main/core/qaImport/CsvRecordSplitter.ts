import { CsvRowSplitter, type CsvRow } from "./CsvRowSplitter.ts";
import { QaFileSyntaxError } from "./errors/QaFileSyntaxError.ts";
import type { FileRecord, RecordSplitter } from "./FileRecord.ts";
import { bytesInWords, count } from "./qaImportLimits.ts";

/**
 * A CSV file with a header row as records keyed by the header's names. A header wider than
 * `csvColumns` refuses the file (no QA dataset has thousands of columns, and every row would be
 * an object that wide); a data row with more fields than the header, a stray quote or more bytes
 * than `rowBytes` is left out with why. Rows are numbered after the header, blank lines skipped.
 */
export class CsvRecordSplitter implements RecordSplitter {
  private readonly rows: CsvRowSplitter;
  private readonly limits: { rowBytes: number; csvColumns: number };
  private header: string[] | null = null;
  private row = 0;
  private out: FileRecord[] = [];
  private readonly onRow = (row: CsvRow) => this.take(row);

  constructor(limits: { rowBytes: number; csvColumns: number }) {
    this.limits = limits;
    // One more than the limit, to tell a header at the limit from one past it.
    this.rows = new CsvRowSplitter(limits, limits.csvColumns + 1);
  }

  push(chunk: Buffer, out: FileRecord[]): void {
    this.out = out;
    this.rows.push(chunk, this.onRow);
  }

  end(out: FileRecord[]): void {
    this.out = out;
    this.rows.end(this.onRow);
  }

  private take(row: CsvRow): void {
    if (!this.header) {
      if (row.tooLarge !== null) throw new QaFileSyntaxError(`its header row is ${bytesInWords(row.tooLarge)}, more than the ${bytesInWords(this.limits.rowBytes)} a row may be`);
      if (row.cellCount > this.limits.csvColumns) throw new QaFileSyntaxError(`its header names ${count(row.cellCount)} columns, more than the ${count(this.limits.csvColumns)} an import reads`);
      if (row.strayQuote) throw new QaFileSyntaxError(`it is not valid CSV (a quote inside an unquoted field of its header, line ${count(row.line)})`);
      this.header = row.cells;
      // A row with more fields than the header is left out; one more is enough to tell.
      this.rows.maxCells = this.header.length + 1;
      return;
    }
    const header = this.header;
    this.row++;
    const skip = (error: string) => void this.out.push({ row: this.row, record: null, error });
    if (row.tooLarge !== null) return skip(`the row is ${bytesInWords(row.tooLarge)}, more than the ${bytesInWords(this.limits.rowBytes)} a row may be`);
    if (row.strayQuote) return skip(`a quote inside an unquoted field (line ${count(row.line)})`);
    if (row.cellCount > header.length) return skip(`${count(row.cellCount)} fields where the header names ${count(header.length)}`);
    // fromEntries, not assignment: a column named "__proto__" is a field like any other.
    this.out.push({ row: this.row, record: Object.fromEntries(header.map((name, c) => [name, row.cells[c] ?? ""])) });
  }
}
