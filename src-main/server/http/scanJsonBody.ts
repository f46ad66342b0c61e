import { describeBytes, type CallLimits } from "../../contract/callLimits.ts";

/** Arrays and objects nested deeper than this are refused: the contract's arguments nest a few levels. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Reads a call's JSON body once, without parsing it, and says which of its method's `limits` it
 * certainly passes (null when none): more values than the method takes (every "[", "{" and "," counts, a
 * lower bound of the values), an array with more items, a string longer than its JSON text can
 * be for the longest string allowed, a string of more characters than allowed (counted only for
 * a string of more bytes than that), or nesting deeper than MAX_JSON_DEPTH. Strings are skipped
 * with a native search for their closing quote, so a body of uploaded PDFs costs little. What
 * only the parsed arguments can tell (the exact count of values) is left to checkCallSize.
 */
export function scanJsonBody(body: Uint8Array, limits: CallLimits): string | null {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  // Items counted so far in each open array; -1 for an open object.
  const open: number[] = [];
  let values = 0;
  // A character of a string takes at most 6 bytes of JSON text (\uXXXX).
  const longestString = limits.stringChars * 6;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (c === QUOTE) {
      const end = closingQuote(bytes, i + 1);
      if (end === -1) return null; // not JSON: the parse says so
      if (end - i - 1 > longestString) return `This call takes strings of at most ${limits.stringChars.toLocaleString("en")} characters; this body holds one of ${describeBytes(end - i - 1)}.`;
      // Text of more bytes than the limit has characters may still be within it (a "µ" is two
      // bytes, "\u00b5" six): only then are its characters counted, once.
      if (end - i - 1 > limits.stringChars) {
        const length = jsonStringLength(bytes, i + 1, end);
        if (length > limits.stringChars) return `This call takes strings of at most ${limits.stringChars.toLocaleString("en")} characters; this body holds one of ${length.toLocaleString("en")}.`;
      }
      i = end;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (open.length === MAX_JSON_DEPTH) return `A call's arguments nest at most ${MAX_JSON_DEPTH} levels deep; this body nests deeper.`;
      open.push(c === 0x5b ? 1 : -1);
      if (++values > limits.values) return tooManyValues(limits);
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      open.pop();
    } else if (c === 0x2c /* , */) {
      if (++values > limits.values) return tooManyValues(limits);
      const top = open.length - 1;
      if (top >= 0 && open[top]! > 0 && ++open[top]! > limits.arrayItems) return `This call takes lists of at most ${limits.arrayItems.toLocaleString("en")} items; this body holds a longer one.`;
    }
  }
  return null;
}

function tooManyValues(limits: CallLimits): string {
  return `This call takes at most ${limits.values.toLocaleString("en")} values in its arguments; this body holds more.`;
}

/**
 * The length, as JavaScript counts a string's `length`, of the JSON string text from `from` to
 * `to` (its quotes excluded) once parsed: the text decoded as the server decodes the body, less
 * what each escape takes beyond its one character (five for `\uXXXX`, one for `\n` and the like).
 */
function jsonStringLength(bytes: Buffer, from: number, to: number): number {
  const raw = bytes.toString("utf8", from, to);
  let units = raw.length;
  for (let at = raw.indexOf("\\"); at !== -1; at = raw.indexOf("\\", at)) {
    const unicode = raw[at + 1] === "u";
    units -= unicode ? 5 : 1;
    at += unicode ? 6 : 2;
  }
  return units;
}

/** The index of the quote ending a string whose text starts at `from`, or -1. */
function closingQuote(bytes: Buffer, from: number): number {
  for (let at = bytes.indexOf(QUOTE, from); at !== -1; at = bytes.indexOf(QUOTE, at + 1)) {
    let slashes = 0;
    while (bytes[at - 1 - slashes] === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return at;
  }
  return -1;
}
