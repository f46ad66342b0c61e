import { BACKSLASH, COMMA, isJsonSpace, QUOTE } from "./asciiBytes.ts";
import type { FileRecord } from "./FileRecord.ts";
import { parseJsonText } from "./parseJsonRow.ts";
import { bytesInWords } from "./qaImportLimits.ts";

const isOpen = (b: number) => b === 0x7b || b === 0x5b;
const isClose = (b: number) => b === 0x7d || b === 0x5d;
/** Items up to this size are compared with the one before (a repeated item is not parsed again). */
const REPEAT_BYTES = 256;

/** Whether chunk[start, end) holds `bytes`: compared here, a call into Buffer.compare costs more than a short item. */
function sameBytes(bytes: Buffer, chunk: Buffer, start: number, end: number): boolean {
  if (bytes.length !== end - start) return false;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== chunk[start + i]) return false;
  return true;
}

/**
 * One item of a JSON array at a time, across chunks: where it ends is found from its bytes
 * (strings, escapes and nesting followed), and only the item is parsed. An item larger than
 * `rowBytes` or nested deeper than `maxDepth` is scanned to its end without being held, and
 * left out with why. The array's own punctuation is JsonArraySplitter's.
 */
export class JsonArrayItem {
  /** The items ended so far, so the row of the last one. */
  row = 0;
  /** Whether an item has begun and not yet ended. */
  reading = false;
  private readonly rowBytes: number;
  private readonly maxDepth: number;
  private kind: "container" | "string" | "scalar" = "scalar";
  private parts: Buffer[] = [];
  private size = 0;
  private depth = 0;
  private deepest = 0;
  private inString = false;
  private escaped = false;
  /** The last short item and what it read as (records are only read, never changed, so one may stand for several rows). */
  private last: { bytes: Buffer; read: FileRecord } | null = null;

  constructor(rowBytes: number, maxDepth: number) {
    this.rowBytes = rowBytes;
    this.maxDepth = maxDepth;
  }

  /** At the file's end: a number as the last item ends with it (before the missing "]" is noticed). */
  endOfFile(out: FileRecord[]): void {
    if (this.reading && this.kind === "scalar") this.finish(out, Buffer.alloc(0), 0, 0);
  }

  /** Begins an item at chunk[i] and reads what of it this chunk holds; returns where reading goes on. */
  start(chunk: Buffer, i: number, out: FileRecord[]): number {
    const b = chunk[i]!;
    this.reading = true;
    this.parts = [];
    this.size = 0;
    this.inString = false;
    this.escaped = false;
    if (isOpen(b)) {
      this.kind = "container";
      this.depth = 1;
      this.deepest = 1;
      return this.read(chunk, i, i + 1, out);
    }
    this.depth = 0;
    this.deepest = 0;
    if (b === QUOTE) {
      this.kind = "string";
      this.inString = true;
      return this.read(chunk, i, i + 1, out);
    }
    this.kind = "scalar";
    return this.read(chunk, i, i, out);
  }

  /** Reads the item from `from` (its bytes in this chunk begin at `start`); returns where reading goes on. */
  read(chunk: Buffer, start: number, from: number, out: FileRecord[]): number {
    const n = chunk.length;
    let end = -1;
    let i = from;
    for (; i < n; i++) {
      const b = chunk[i]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (b === BACKSLASH) this.escaped = true;
        else if (b === QUOTE) {
          this.inString = false;
          if (this.kind === "string") {
            end = i + 1;
            break;
          }
        }
      } else if (b === QUOTE) this.inString = true;
      else if (isOpen(b)) {
        if (++this.depth > this.deepest) this.deepest = this.depth;
      } else if (isClose(b)) {
        if (this.kind === "scalar") {
          end = i;
          break;
        }
        if (--this.depth === 0) {
          end = i + 1;
          break;
        }
      } else if (this.kind === "scalar" && (b === COMMA || isJsonSpace(b))) {
        end = i;
        break;
      }
    }
    if (end < 0) {
      this.take(chunk.subarray(start, n));
      return n;
    }
    this.size += end - start;
    this.finish(out, chunk, start, end);
    return end;
  }

  private take(part: Buffer): void {
    this.size += part.length;
    if (this.size <= this.rowBytes && this.deepest <= this.maxDepth) this.parts.push(part);
    else this.parts = [];
  }

  /** Ends the item; its last bytes are chunk[start, end) (most items begin and end in one chunk, and are parsed from it in place). */
  private finish(out: FileRecord[], chunk: Buffer, start: number, end: number): void {
    this.row++;
    this.reading = false;
    const parts = this.parts;
    this.parts = [];
    if (this.size > this.rowBytes) out.push({ row: this.row, record: null, error: `the item is ${bytesInWords(this.size)}, more than the ${bytesInWords(this.rowBytes)} a row may be` });
    else if (this.deepest > this.maxDepth) out.push({ row: this.row, record: null, error: `it is nested more than ${this.maxDepth} levels deep` });
    else if (parts.length > 0) out.push(parseJsonText(Buffer.concat([...parts, chunk.subarray(start, end)]).toString("utf8"), this.row, "item"));
    else if (end - start <= REPEAT_BYTES && this.last && sameBytes(this.last.bytes, chunk, start, end)) {
      // The same short item again (a file of 45 million "{}"): its record is the last one's, read once.
      out.push({ ...this.last.read, row: this.row });
    } else {
      const read = parseJsonText(chunk.toString("utf8", start, end), this.row, "item");
      this.last = end - start <= REPEAT_BYTES ? { bytes: Buffer.from(chunk.subarray(start, end)), read } : null;
      out.push(read);
    }
  }
}
