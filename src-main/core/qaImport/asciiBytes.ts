// The byte values the row splitters look for (CSV and JSON are read from bytes, not decoded text,
// so a row is found without decoding the whole file); named once for every splitter.

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COMMA = 0x2c;
/** Line feed, "\n": ends a JSON Lines record or a CSV row. */
export const LF = 0x0a;
/** Carriage return, "\r": the first byte of a Windows line end. */
export const CR = 0x0d;
/** JSON's white space: space, line feed, carriage return, tab. */
export const isJsonSpace = (b: number): boolean => b === 0x20 || b === LF || b === CR || b === 0x09;
