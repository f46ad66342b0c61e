import { LF } from "./asciiBytes.ts";
import type { FileRecord, RecordSplitter } from "./FileRecord.ts";
import { parseJsonRow } from "./parseJsonRow.ts";
import { bytesInWords } from "./qaImportLimits.ts";

/**
 * JSON Lines, a line at a time. A line longer than `rowBytes` is counted to its end but never
 * held (nor decoded): it becomes a row left out with its size. Blank lines are no rows, and rows
 * are numbered by line, as a text editor shows them.
 */
export class JsonLineSplitter implements RecordSplitter {
  private readonly rowBytes: number;
  private readonly maxDepth: number;
  private parts: Buffer[] = [];
  private size = 0;
  private line = 0;

  constructor(limits: { rowBytes: number; jsonDepth: number }) {
    this.rowBytes = limits.rowBytes;
    this.maxDepth = limits.jsonDepth;
  }

  push(chunk: Buffer, out: FileRecord[]): void {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(LF, start);
      if (newline < 0) {
        this.take(chunk.subarray(start));
        return;
      }
      this.take(chunk.subarray(start, newline));
      this.endLine(out);
      start = newline + 1;
    }
  }

  end(out: FileRecord[]): void {
    if (this.size > 0) this.endLine(out);
  }

  private take(part: Buffer): void {
    if (part.length === 0) return;
    this.size += part.length;
    if (this.size <= this.rowBytes) this.parts.push(part);
    else this.parts = [];
  }

  private endLine(out: FileRecord[]): void {
    this.line++;
    const size = this.size;
    const parts = this.parts;
    this.size = 0;
    this.parts = [];
    if (size > this.rowBytes) {
      out.push({ row: this.line, record: null, error: `the line is ${bytesInWords(size)}, more than the ${bytesInWords(this.rowBytes)} a row may be` });
      return;
    }
    const bytes = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    if (isBlank(bytes)) return;
    out.push(parseJsonRow(bytes, this.line, "line", this.maxDepth));
  }
}

function isBlank(bytes: Buffer): boolean {
  for (const b of bytes) if (b !== 0x20 && b !== 0x09 && b !== 0x0d && b !== 0x0a) return false;
  return true;
}
