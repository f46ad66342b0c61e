import type { BraceIndex } from "./braceIndex.ts";
import { BibtexLimitError, ZOTERO_LIMITS } from "./bibtexLimits.ts";

/**
 * Thrown for an entry that cannot be read, which is skipped without a word: one object made
 * once, since building an Error (its stack) for each of 100,000 broken entries took seconds.
 */
const UNREADABLE = new SyntaxError("unreadable BibTeX entry");
const FIELD_NAME = /[^\s=,{}"#()]+/y;
const WORD = /[^\s,#}()]+/y;

/** What an entry's reader asks of the file: an @string abbreviation's value, counted against the file's budget. */
export interface Abbreviations {
  expand(word: string): string;
}

/** Reads the inside of one entry, from `pos` up to `end` (the entry's closing brace or parenthesis). */
export class EntryReader {
  readonly #text: string;
  readonly #braces: BraceIndex;
  readonly #end: number;
  readonly #parser: Abbreviations;
  #pos: number;
  /** The field being read, for the error of an @string refused while it was being read. */
  currentField = "";
  /** Where the field name or value being read began: an unreadable entry is searched for the next one from here. */
  tokenStart: number;

  constructor(text: string, braces: BraceIndex, pos: number, end: number, parser: Abbreviations) {
    this.#text = text;
    this.#braces = braces;
    this.#pos = pos;
    this.#end = end;
    this.#parser = parser;
    this.tokenStart = pos;
  }

  #skipSpace(): void {
    while (this.#pos < this.#end && isSpace(this.#text.charCodeAt(this.#pos))) this.#pos++;
  }

  key(): string {
    const start = this.#pos;
    while (this.#pos < this.#end) {
      const c = this.#text[this.#pos];
      if (c === "," || c === "\n") break;
      this.#pos++;
    }
    const key = this.#text.slice(start, this.#pos).trim();
    if (this.#text[this.#pos] === "," && this.#pos < this.#end) this.#pos++;
    return key;
  }

  *fields(): Generator<[string, string]> {
    let count = 0;
    let chars = 0;
    for (;;) {
      this.#skipSpace();
      if (this.#pos >= this.#end) return;
      this.tokenStart = this.#pos;
      const name = this.#match(FIELD_NAME);
      if (name === "") throw UNREADABLE;
      this.currentField = name;
      this.#skipSpace();
      if (this.#text[this.#pos] !== "=" || this.#pos >= this.#end) throw UNREADABLE;
      this.#pos++;
      if (++count > ZOTERO_LIMITS.fieldsPerEntry) throw new BibtexLimitError(`it has more than ${ZOTERO_LIMITS.fieldsPerEntry} fields`);
      const value = this.#value(name);
      chars += value.length;
      if (chars > ZOTERO_LIMITS.entryChars) throw new BibtexLimitError(`its fields hold more than ${ZOTERO_LIMITS.entryChars.toLocaleString("en")} characters together`);
      yield [name.toLowerCase(), value];
      this.#skipSpace();
      if (this.#text[this.#pos] === "," && this.#pos < this.#end) this.#pos++;
    }
  }

  /** The text `pattern` (sticky) matches at the position, within the entry; "" when none. */
  #match(pattern: RegExp): string {
    pattern.lastIndex = this.#pos;
    const found = pattern.exec(this.#text)?.[0] ?? "";
    const usable = found.slice(0, Math.max(0, this.#end - this.#pos));
    this.#pos += usable.length;
    return usable;
  }

  #value(field: string): string {
    const parts: string[] = [];
    let length = 0;
    const add = (piece: string | [number, number]) => {
      length += typeof piece === "string" ? piece.length : piece[1] - piece[0];
      // Checked before the text is copied: a bomb is refused without being spelled out.
      if (length > ZOTERO_LIMITS.fieldChars) throw new BibtexLimitError(`its field "${field}" is longer than ${ZOTERO_LIMITS.fieldChars.toLocaleString("en")} characters`);
      parts.push(typeof piece === "string" ? piece : this.#text.slice(piece[0], piece[1]));
    };
    for (;;) {
      this.#skipSpace();
      this.tokenStart = this.#pos;
      const c = this.#text[this.#pos];
      if (this.#pos >= this.#end) throw UNREADABLE;
      if (c === "{") {
        const close = this.#braces.braceClose(this.#pos);
        if (close === -1 || close >= this.#end) throw UNREADABLE;
        add([this.#pos + 1, close]);
        this.#pos = close + 1;
      } else if (c === '"') {
        add(this.#quoted());
      } else {
        const word = this.#match(WORD);
        if (word === "") throw UNREADABLE;
        add(/^\d+$/.test(word) ? word : this.#parser.expand(word));
      }
      this.#skipSpace();
      if (this.#text[this.#pos] !== "#" || this.#pos >= this.#end) return parts.join("");
      this.#pos++;
    }
  }

  /** The span of a quoted value (without its quotes); braced groups inside it are skipped whole. */
  #quoted(): [number, number] {
    const start = ++this.#pos;
    while (this.#pos < this.#end) {
      const c = this.#text[this.#pos];
      if (c === "\\") this.#pos += 2;
      else if (c === "{") {
        const close = this.#braces.braceClose(this.#pos);
        if (close === -1 || close >= this.#end) throw UNREADABLE;
        this.#pos = close + 1;
      } else if (c === "}") throw UNREADABLE;
      else if (c === '"') return [start, this.#pos++];
      else this.#pos++;
    }
    throw UNREADABLE;
  }
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0xfeff || code === 0x2028 || code === 0x2029 || (code >= 0x2000 && code <= 0x200a) || code === 0x1680 || code === 0x202f || code === 0x205f || code === 0x3000;
}
