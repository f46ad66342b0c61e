import { COMMA, CR, LF, QUOTE } from "./asciiBytes.ts";
import { QaFileSyntaxError } from "./errors/QaFileSyntaxError.ts";
import { count } from "./qaImportLimits.ts";

/** One CSV row as read: its cells (up to the number asked for), or why it cannot be used. */
export interface CsvRow {
  /** The line it starts on, for errors. */
  line: number;
  cells: string[];
  /** Cells in the row, including those past `maxCells` that were not kept. */
  cellCount: number;
  /** Its size in bytes, when larger than the limit (its cells are then not kept); null otherwise. */
  tooLarge: number | null;
  /** A quote inside an unquoted field: the row cannot be read as the writer meant it. */
  strayQuote: boolean;
}

/** `"a ""b"" c"` as `a "b" c`; characters after the closing quote are kept as they are. */
function unquote(raw: string): string {
  let out = "";
  let i = 1;
  for (;;) {
    const quote = raw.indexOf('"', i);
    if (quote < 0) return out + raw.slice(i);
    out += raw.slice(i, quote);
    if (raw[quote + 1] === '"') {
      out += '"';
      i = quote + 2;
    } else return out + raw.slice(quote + 1);
  }
}

/**
 * RFC 4180 CSV a chunk of bytes at a time: fields separated by commas, quoted with double quotes
 * when they hold commas, quotes ("" inside quotes) or line breaks, rows ended by CRLF, LF or CR.
 * Published QA datasets put whole paragraphs with newlines and quotes in one field, so a
 * line-by-line split would not do. Commas, quotes and line ends are single bytes in UTF-8, so
 * fields are found in the bytes and only kept fields are decoded. A row larger than `rowBytes`
 * is read to its end without being held; only the first `maxCells` cells of a row are kept.
 */
export class CsvRowSplitter {
  /** Cells kept per row (more are counted, not kept). */
  maxCells: number;
  private readonly rowBytes: number;
  private line = 1;
  private rowLine = 1;
  private cells: string[] = [];
  private cellCount = 0;
  private size = 0;
  private strayQuote = false;
  // The field being read: its bytes from earlier chunks, whether it is quoted, where quoting stands.
  private parts: Buffer[] = [];
  private fieldBytes = 0;
  private quoted = false;
  private inQuotes = false;
  private quoteSeen = false;
  private quoteLine = 1;

  constructor(limits: { rowBytes: number }, maxCells: number) {
    this.rowBytes = limits.rowBytes;
    this.maxCells = maxCells;
  }

  push(chunk: Buffer, onRow: (row: CsvRow) => void): void {
    let start = 0;
    const n = chunk.length;
    for (let i = 0; i < n; i++) {
      const b = chunk[i]!;
      if (this.inQuotes) {
        if (!this.quoteSeen) {
          if (b === QUOTE) this.quoteSeen = true;
          else if (b === LF) this.line++;
          continue;
        }
        this.quoteSeen = false;
        // "" inside quotes is one quote; any other byte after a quote follows the closed field.
        if (b === QUOTE) continue;
        this.inQuotes = false;
      }
      if (b === COMMA) {
        this.endField(chunk, start, i);
        this.size++;
        start = i + 1;
      } else if (b === LF || b === CR) {
        this.endField(chunk, start, i);
        this.endRow(onRow);
        if (b === LF) this.line++;
        this.rowLine = this.line;
        start = i + 1;
      } else if (b === QUOTE) {
        if (this.fieldBytes + (i - start) === 0) {
          this.quoted = true;
          this.inQuotes = true;
          this.quoteLine = this.line;
        } else this.strayQuote = true;
      }
    }
    this.carry(chunk.subarray(start));
  }

  end(onRow: (row: CsvRow) => void): void {
    // A quote as the file's very last byte closes its field.
    if (this.inQuotes && !this.quoteSeen) throw new QaFileSyntaxError(`it is not valid CSV (a quoted field that opens on line ${count(this.quoteLine)} is never closed)`);
    this.inQuotes = false;
    if (this.fieldBytes > 0 || this.cellCount > 0 || this.quoted) {
      this.endField(Buffer.alloc(0), 0, 0);
      this.endRow(onRow);
    }
  }

  /** Keeps the field's bytes so far, unless the row is already past its limit or its cell is not kept. */
  private carry(part: Buffer): void {
    if (part.length === 0) return;
    this.fieldBytes += part.length;
    if (this.keeps()) this.parts.push(part);
    else this.parts = [];
  }

  private keeps(): boolean {
    return this.size + this.fieldBytes <= this.rowBytes && this.cellCount < this.maxCells;
  }

  private endField(chunk: Buffer, start: number, end: number): void {
    this.fieldBytes += end - start;
    if (this.keeps()) {
      const raw = this.parts.length === 0 ? chunk.toString("utf8", start, end) : Buffer.concat([...this.parts, chunk.subarray(start, end)]).toString("utf8");
      this.cells.push(this.quoted ? unquote(raw) : raw);
    }
    this.size += this.fieldBytes;
    this.cellCount++;
    this.parts = [];
    this.fieldBytes = 0;
    this.quoted = false;
  }

  private endRow(onRow: (row: CsvRow) => void): void {
    const tooLarge = this.size > this.rowBytes ? this.size : null;
    // A blank line between rows is not a row of one empty field.
    const blank = this.cellCount === 1 && this.cells[0] === "" && !this.strayQuote;
    if (!blank) onRow({ line: this.rowLine, cells: tooLarge === null ? this.cells : [], cellCount: this.cellCount, tooLarge, strayQuote: this.strayQuote });
    this.cells = [];
    this.cellCount = 0;
    this.size = 0;
    this.strayQuote = false;
  }
}
