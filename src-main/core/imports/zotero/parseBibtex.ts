import { BraceIndex } from "./braceIndex.ts";
import { BibtexLimitError, ZOTERO_LIMITS } from "./bibtexLimits.ts";

/** One `@type{key, field = value, ...}` entry; field names lower-cased, values as written (braces and LaTeX kept). */
export interface BibtexEntry {
  type: string;
  key: string;
  fields: Record<string, string>;
}

/** An entry over one of the limits (bibtexLimits.ts): left out, with why. */
export interface RefusedBibtexEntry {
  key: string;
  reason: string;
  /** How many entries were read before it, to report it in its place. */
  before: number;
}

export interface BibtexFile {
  entries: BibtexEntry[];
  refused: RefusedBibtexEntry[];
}

const HEADER = /@\s*([A-Za-z]+)\s*([{(])/y;
/**
 * Thrown for an entry that cannot be read, which is skipped without a word: one object made
 * once, since building an Error (its stack) for each of 100,000 broken entries took seconds.
 */
const UNREADABLE = new SyntaxError("unreadable BibTeX entry");
const FIELD_NAME = /[^\s=,{}"#()]+/y;
const WORD = /[^\s,#}()]+/y;

/**
 * A tolerant BibTeX reader: what Zotero, Better BibTeX, JabRef and hand-edited files write.
 * Values in braces (nested), in quotes, bare numbers and `#` concatenations are read; @string
 * abbreviations are expanded; @comment and @preamble are skipped; an entry it cannot read is
 * skipped rather than failing the file, so one bad entry does not stop a whole library export.
 *
 * Linear in the file's length: where every brace closes is found in one pass first
 * (braceIndex.ts), so an entry that never closes is known at once, and the reader goes back
 * at most to the start of the one token that failed (never to the entry's start). An entry over a limit (a field, the entry, what @string
 * abbreviations expand to) is refused with its key; an entry using a refused @string too.
 */
export function parseBibtex(text: string): BibtexFile {
  return new BibtexParser(text).parse();
}

class BibtexParser {
  readonly #text: string;
  readonly #braces: BraceIndex;
  readonly #strings = new Map<string, string>();
  /** @string names refused for a limit: an entry using one is refused too, not given the bare name. */
  readonly #refusedStrings = new Map<string, string>();
  /** Characters @string abbreviations added so far, against ZOTERO_LIMITS.expansionChars. */
  #expanded = 0;

  constructor(text: string) {
    this.#text = text;
    this.#braces = new BraceIndex(text);
  }

  parse(): BibtexFile {
    const text = this.#text;
    const entries: BibtexEntry[] = [];
    const refused: RefusedBibtexEntry[] = [];
    let at = text.indexOf("@");
    while (at !== -1) {
      HEADER.lastIndex = at;
      const header = HEADER.exec(text);
      if (!header) {
        at = text.indexOf("@", at + 1);
        continue;
      }
      const open = HEADER.lastIndex - 1;
      const close = header[2] === "{" ? this.#braces.braceClose(open) : this.#braces.parenClose(open);
      if (close === -1) {
        // Never closed (a truncated file, a stray brace): look for the next entry inside it.
        at = text.indexOf("@", open + 1);
        continue;
      }
      const type = header[1]!.toLowerCase();
      const reader = new EntryReader(text, this.#braces, open + 1, close, this);
      let key = "";
      try {
        if (type === "string") {
          for (const [name, value] of reader.fields()) {
            key = name;
            this.#strings.set(name, value);
          }
        } else if (type !== "comment" && type !== "preamble") {
          key = reader.key();
          entries.push({ type, key, fields: Object.fromEntries(reader.fields()) });
        }
      } catch (error) {
        if (!(error instanceof BibtexLimitError)) {
          // Unreadable: skipped. The next entry may start inside it (its close paired with a stray
          // one further on), so look from the token that failed; what was read before it is not read again.
          at = text.indexOf("@", Math.max(open + 1, reader.tokenStart));
          continue;
        }
        if (type === "string") this.#refusedStrings.set(reader.currentField.toLowerCase(), error.reason);
        else refused.push({ key: key || `entry at character ${at}`, reason: error.message, before: entries.length });
      }
      at = text.indexOf("@", close + 1);
    }
    return { entries, refused };
  }

  /** The value of an abbreviation, counted against the file's budget; the bare word when none. */
  expand(word: string): string {
    const name = word.toLowerCase();
    const refusal = this.#refusedStrings.get(name);
    if (refusal !== undefined) throw new BibtexLimitError(`it uses the @string abbreviation "${word}", which was refused (${refusal})`, refusal);
    const value = this.#strings.get(name);
    if (value === undefined) return word;
    this.#expanded += value.length;
    if (this.#expanded > ZOTERO_LIMITS.expansionChars) {
      throw new BibtexLimitError(`@string abbreviations in this file expand to more than ${ZOTERO_LIMITS.expansionChars.toLocaleString("en")} characters`);
    }
    return value;
  }
}

/** Reads the inside of one entry, from `pos` up to `end` (the entry's closing brace or parenthesis). */
class EntryReader {
  readonly #text: string;
  readonly #braces: BraceIndex;
  readonly #end: number;
  readonly #parser: BibtexParser;
  #pos: number;
  /** The field being read, for the error of an @string refused while it was being read. */
  currentField = "";
  /** Where the field name or value being read began: an unreadable entry is searched for the next one from here. */
  tokenStart: number;

  constructor(text: string, braces: BraceIndex, pos: number, end: number, parser: BibtexParser) {
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
