/**
 * Where each "{" and each "(" of a BibTeX text closes, found in one pass, so the parser learns
 * at once that an entry or a value is never closed instead of reading to the end of the file
 * for each one (which made a file of unclosed entries take quadratic time). A backslash escapes
 * the next character, as in the values themselves. Parentheses are paired among themselves,
 * braces ignored: they only delimit the rare `@type(...)` entry, which may follow an unclosed
 * brace of a broken entry before it, and whose values rarely hold an unpaired one.
 */
export class BraceIndex {
  readonly #opens: number[] = [];
  readonly #closes: number[] = [];
  readonly #parenOpens: number[] = [];
  readonly #parenCloses: number[] = [];

  constructor(text: string) {
    const braces: number[] = [];
    const parens: number[] = [];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 92 /* \ */) i++;
      else if (c === 123 /* { */) {
        braces.push(this.#opens.length);
        this.#opens.push(i);
        this.#closes.push(-1);
      } else if (c === 125 /* } */) {
        const open = braces.pop();
        if (open !== undefined) this.#closes[open] = i;
      } else if (c === 40 /* ( */) {
        parens.push(this.#parenOpens.length);
        this.#parenOpens.push(i);
        this.#parenCloses.push(-1);
      } else if (c === 41 /* ) */) {
        const open = parens.pop();
        if (open !== undefined) this.#parenCloses[open] = i;
      }
    }
  }

  /** Where the "{" at `at` closes; -1 when it never does (or `at` holds no unescaped "{"). */
  braceClose(at: number): number {
    return lookUp(this.#opens, this.#closes, at);
  }

  /** Where the "(" at `at` closes; -1 when it never does. */
  parenClose(at: number): number {
    return lookUp(this.#parenOpens, this.#parenCloses, at);
  }
}

/** Binary search: the parser asks about a few positions per entry, so this stays linear in practice. */
function lookUp(opens: readonly number[], closes: readonly number[], at: number): number {
  let low = 0;
  let high = opens.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = opens[middle]!;
    if (value === at) return closes[middle]!;
    if (value < at) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
