import { BACKSLASH, COMMA, QUOTE } from "./asciiBytes.ts";
import { QaFileSyntaxError } from "./errors/QaFileSyntaxError.ts";
import type { FileRecord, RecordSplitter } from "./FileRecord.ts";
import { parseJsonText } from "./parseJsonRow.ts";
import { bytesInWords, count } from "./qaImportLimits.ts";

// Where the reader stands: before the array's "["; after "[" or "," (an item or the closing "]");
// inside an item; after an item ("," or "]"); after the closing "]" (only white space).
const State = { Start: 0, BeforeItem: 1, Item: 2, AfterItem: 3, End: 4 } as const;
type State = (typeof State)[keyof typeof State];

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
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
 * A JSON array of records, an item at a time: where each item ends is found from the bytes
 * (strings, escapes and nesting followed across chunks), and only the item is parsed. An item
 * larger than `rowBytes` or nested deeper than `jsonDepth` is scanned to its end without being
 * held, and left out with why. The array itself must be well formed (a file cut short is refused).
 */
export class JsonArraySplitter implements RecordSplitter {
  private readonly rowBytes: number;
  private readonly maxDepth: number;
  private state: State = State.Start;
  private row = 0;
  private offset = 0;
  // The item being read.
  private kind: "container" | "string" | "scalar" = "scalar";
  private parts: Buffer[] = [];
  private size = 0;
  private depth = 0;
  private deepest = 0;
  private inString = false;
  private escaped = false;
  /** The last short item and what it read as (records are only read, never changed, so one may stand for several rows). */
  private last: { bytes: Buffer; read: FileRecord } | null = null;

  constructor(limits: { rowBytes: number; jsonDepth: number }) {
    this.rowBytes = limits.rowBytes;
    this.maxDepth = limits.jsonDepth;
  }

  push(chunk: Buffer, out: FileRecord[]): void {
    let i = 0;
    const n = chunk.length;
    while (i < n) {
      const b = chunk[i]!;
      switch (this.state) {
        case State.Start:
          if (b === 0x5b) this.state = State.BeforeItem;
          else if (!isSpace(b)) throw new QaFileSyntaxError("its JSON is not an array of records");
          i++;
          break;
        case State.BeforeItem:
          if (isSpace(b)) i++;
          // "[]", or a comma before the "]" (not JSON, but nothing is lost by reading past it).
          else if (b === 0x5d) {
            this.state = State.End;
            i++;
          } else if (b === COMMA) throw this.syntax(i, "a comma where an item belongs");
          else i = this.startItem(chunk, i, out);
          break;
        case State.Item:
          i = this.readItem(chunk, i, i, out);
          break;
        case State.AfterItem:
          if (b === COMMA) this.state = State.BeforeItem;
          else if (b === 0x5d) this.state = State.End;
          else if (!isSpace(b)) throw this.syntax(i, `item ${count(this.row)} is followed by "${String.fromCharCode(b)}" where a comma or "]" belongs`);
          i++;
          break;
        case State.End:
          if (!isSpace(b)) throw this.syntax(i, "there is more after its array ends");
          i++;
          break;
      }
    }
    this.offset += n;
  }

  end(out: FileRecord[]): void {
    // A number as the last item ends with the file (before the missing "]" is noticed).
    if (this.state === State.Item && this.kind === "scalar") this.finishItem(out, Buffer.alloc(0), 0, 0);
    if (this.state === State.Start) throw new QaFileSyntaxError("it is empty, not a JSON array of records");
    if (this.state !== State.End) throw new QaFileSyntaxError(`it is not valid JSON (it ends before its array is closed, after ${count(this.row)} item(s): cut short?)`);
  }

  private syntax(at: number, what: string): QaFileSyntaxError {
    return new QaFileSyntaxError(`it is not valid JSON (at byte ${count(this.offset + at + 1)}: ${what})`);
  }

  private startItem(chunk: Buffer, i: number, out: FileRecord[]): number {
    const b = chunk[i]!;
    this.state = State.Item;
    this.parts = [];
    this.size = 0;
    this.inString = false;
    this.escaped = false;
    if (isOpen(b)) {
      this.kind = "container";
      this.depth = 1;
      this.deepest = 1;
      return this.readItem(chunk, i, i + 1, out);
    }
    this.depth = 0;
    this.deepest = 0;
    if (b === QUOTE) {
      this.kind = "string";
      this.inString = true;
      return this.readItem(chunk, i, i + 1, out);
    }
    this.kind = "scalar";
    return this.readItem(chunk, i, i, out);
  }

  /** Reads the item from `from` (its bytes in this chunk begin at `start`); returns where reading goes on. */
  private readItem(chunk: Buffer, start: number, from: number, out: FileRecord[]): number {
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
      } else if (this.kind === "scalar" && (b === COMMA || isSpace(b))) {
        end = i;
        break;
      }
    }
    if (end < 0) {
      this.take(chunk.subarray(start, n));
      return n;
    }
    this.size += end - start;
    this.finishItem(out, chunk, start, end);
    return end;
  }

  private take(part: Buffer): void {
    this.size += part.length;
    if (this.size <= this.rowBytes && this.deepest <= this.maxDepth) this.parts.push(part);
    else this.parts = [];
  }

  /** Ends the item; its last bytes are chunk[start, end) (most items begin and end in one chunk, and are parsed from it in place). */
  private finishItem(out: FileRecord[], chunk: Buffer, start: number, end: number): void {
    this.row++;
    this.state = State.AfterItem;
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
