import { BraceIndex } from "./braceIndex.ts";
import { BibtexLimitError, ZOTERO_LIMITS } from "./bibtexLimits.ts";
import { EntryReader, type Abbreviations } from "./EntryReader.ts";

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

class BibtexParser implements Abbreviations {
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
