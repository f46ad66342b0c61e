/** One `@type{key, field = value, ...}` entry; field names lower-cased, values as written (braces and LaTeX kept). */
export interface BibtexEntry {
  type: string;
  key: string;
  fields: Record<string, string>;
}

/**
 * A tolerant BibTeX reader: what Zotero, Better BibTeX, JabRef and hand-edited files write.
 * Values in braces (nested), in quotes, bare numbers and `#` concatenations are read; @string
 * abbreviations are expanded; @comment and @preamble are skipped; an entry it cannot read is
 * skipped rather than failing the file, so one bad entry does not stop a whole library export.
 */
export function parseBibtex(text: string): BibtexEntry[] {
  const entries: BibtexEntry[] = [];
  const strings = new Map<string, string>();
  let at = text.indexOf("@");
  while (at !== -1) {
    const header = /^@\s*([A-Za-z]+)\s*([{(])/.exec(text.slice(at, at + 100));
    if (!header) {
      at = text.indexOf("@", at + 1);
      continue;
    }
    const type = header[1]!.toLowerCase();
    const reader = new Reader(text, at + header[0].length, header[2] === "{" ? "}" : ")");
    let next = at + 1;
    try {
      if (type === "comment" || type === "preamble") reader.skipToClose();
      else if (type === "string") {
        for (const [name, value] of reader.fields(strings)) strings.set(name, value);
      } else {
        const key = reader.key();
        entries.push({ type, key, fields: Object.fromEntries(reader.fields(strings)) });
      }
      next = reader.pos;
    } catch {
      // Unreadable entry (an unclosed brace runs to the end of the file): look for the next one right after its "@".
    }
    at = text.indexOf("@", next);
  }
  return entries;
}

class Reader {
  private readonly text: string;
  pos: number;
  private readonly close: string;

  constructor(text: string, pos: number, close: string) {
    this.text = text;
    this.pos = pos;
    this.close = close;
  }

  private skipSpace(): void {
    while (/\s/.test(this.text[this.pos] ?? "")) this.pos++;
  }

  skipToClose(): void {
    this.braced(this.close === "}" ? "{" : "(", this.close);
  }

  key(): string {
    const end = this.text.slice(this.pos).search(/[,}\n]/);
    if (end === -1) throw new SyntaxError("entry without a key");
    const key = this.text.slice(this.pos, this.pos + end).trim();
    this.pos += end;
    if (this.text[this.pos] === ",") this.pos++;
    return key;
  }

  *fields(strings: Map<string, string>): Generator<[string, string]> {
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.text.length) throw new SyntaxError("unclosed entry");
      if (this.text[this.pos] === this.close) {
        this.pos++;
        return;
      }
      const name = /^[^\s=,{}"#()]+/.exec(this.text.slice(this.pos))?.[0];
      if (!name) throw new SyntaxError("field without a name");
      this.pos += name.length;
      this.skipSpace();
      if (this.text[this.pos] !== "=") throw new SyntaxError(`field ${name} without a value`);
      this.pos++;
      yield [name.toLowerCase(), this.value(strings)];
      this.skipSpace();
      if (this.text[this.pos] === ",") this.pos++;
    }
  }

  private value(strings: Map<string, string>): string {
    let value = "";
    for (;;) {
      this.skipSpace();
      const c = this.text[this.pos];
      if (c === "{") {
        this.pos++;
        value += this.braced("{", "}");
      } else if (c === '"') {
        this.pos++;
        value += this.quoted();
      } else {
        const word = /^[^\s,#}()]+/.exec(this.text.slice(this.pos))?.[0] ?? "";
        if (word === "") throw new SyntaxError("empty value");
        this.pos += word.length;
        value += /^\d+$/.test(word) ? word : (strings.get(word.toLowerCase()) ?? word);
      }
      this.skipSpace();
      if (this.text[this.pos] !== "#") return value;
      this.pos++;
    }
  }

  /** Text up to the matching close, with nested pairs kept; the position ends after it. */
  private braced(open: string, close: string): string {
    let depth = 1;
    const start = this.pos;
    for (; this.pos < this.text.length; this.pos++) {
      const c = this.text[this.pos];
      if (c === "\\") this.pos++;
      else if (c === open) depth++;
      else if (c === close && --depth === 0) return this.text.slice(start, this.pos++);
    }
    throw new SyntaxError("unbalanced braces");
  }

  private quoted(): string {
    let depth = 0;
    const start = this.pos;
    for (; this.pos < this.text.length; this.pos++) {
      const c = this.text[this.pos];
      if (c === "\\") this.pos++;
      else if (c === "{") depth++;
      else if (c === "}") depth--;
      else if (c === '"' && depth === 0) return this.text.slice(start, this.pos++);
    }
    throw new SyntaxError("unclosed quote");
  }
}
