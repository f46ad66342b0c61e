import { COMMA, isJsonSpace } from "./asciiBytes.ts";
import { QaFileSyntaxError } from "./errors/QaFileSyntaxError.ts";
import type { FileRecord, RecordSplitter } from "./FileRecord.ts";
import { JsonArrayItem } from "./JsonArrayItem.ts";
import { count } from "./qaImportLimits.ts";

// Where the reader stands: before the array's "["; after "[" or "," (an item or the closing "]");
// inside an item; after an item ("," or "]"); after the closing "]" (only white space).
const State = { Start: 0, BeforeItem: 1, Item: 2, AfterItem: 3, End: 4 } as const;
type State = (typeof State)[keyof typeof State];

/**
 * A JSON array of records, an item at a time (each item read by JsonArrayItem): here the array's
 * punctuation, "[", commas and "]", which must be well formed (a file cut short is refused).
 */
export class JsonArraySplitter implements RecordSplitter {
  private state: State = State.Start;
  private offset = 0;
  private readonly item: JsonArrayItem;

  constructor(limits: { rowBytes: number; jsonDepth: number }) {
    this.item = new JsonArrayItem(limits.rowBytes, limits.jsonDepth);
  }

  push(chunk: Buffer, out: FileRecord[]): void {
    let i = 0;
    const n = chunk.length;
    while (i < n) {
      const b = chunk[i]!;
      switch (this.state) {
        case State.Start:
          if (b === 0x5b) this.state = State.BeforeItem;
          else if (!isJsonSpace(b)) throw new QaFileSyntaxError("its JSON is not an array of records");
          i++;
          break;
        case State.BeforeItem:
          if (isJsonSpace(b)) i++;
          // "[]", or a comma before the "]" (not JSON, but nothing is lost by reading past it).
          else if (b === 0x5d) {
            this.state = State.End;
            i++;
          } else if (b === COMMA) throw this.syntax(i, "a comma where an item belongs");
          else {
            i = this.item.start(chunk, i, out);
            this.state = this.item.reading ? State.Item : State.AfterItem;
          }
          break;
        case State.Item:
          i = this.item.read(chunk, i, i, out);
          if (!this.item.reading) this.state = State.AfterItem;
          break;
        case State.AfterItem:
          if (b === COMMA) this.state = State.BeforeItem;
          else if (b === 0x5d) this.state = State.End;
          else if (!isJsonSpace(b)) throw this.syntax(i, `item ${count(this.item.row)} is followed by "${String.fromCharCode(b)}" where a comma or "]" belongs`);
          i++;
          break;
        case State.End:
          if (!isJsonSpace(b)) throw this.syntax(i, "there is more after its array ends");
          i++;
          break;
      }
    }
    this.offset += n;
  }

  end(out: FileRecord[]): void {
    this.item.endOfFile(out);
    if (this.state === State.Start) throw new QaFileSyntaxError("it is empty, not a JSON array of records");
    if (this.state !== State.End) throw new QaFileSyntaxError(`it is not valid JSON (it ends before its array is closed, after ${count(this.item.row)} item(s): cut short?)`);
  }

  private syntax(at: number, what: string): QaFileSyntaxError {
    return new QaFileSyntaxError(`it is not valid JSON (at byte ${count(this.offset + at + 1)}: ${what})`);
  }
}
