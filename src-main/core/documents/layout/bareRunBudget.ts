import type { BareRunOverBudget } from "../errors/PdfBareRunError.ts";

/**
 * The longest run of bytes outside stream bodies that pdf.js may have to read as one word. When
 * a PDF's cross-reference table is missing or broken, pdf.js rebuilds it by reading the whole file
 * word by word, a word ending only at a line end or a "<", and it builds each word one character
 * at a time: 64 MB of zeros after a "%PDF-1.4" line took 78 s and 2.7 GB, 500 MB grew past 5 GB
 * in ten minutes. Outside its streams a real PDF is dictionaries, arrays and keywords on short
 * lines; a stream's body is skipped by that rebuild when its object is found, so it is skipped here.
 */
export const PDF_MAX_BARE_RUN_BYTES = 4 * 1024 * 1024;

const LF = 0x0a;
const CR = 0x0d;
const LT = 0x3c;

export function findBareRunOverBudget(data: Uint8Array, maxRun = PDF_MAX_BARE_RUN_BYTES): BareRunOverBudget | null {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let pos = 0;
  while (pos < bytes.length) {
    const body = nextStreamBody(bytes, pos);
    const end = body ? body.start : bytes.length;
    const over = longRunIn(bytes, pos, end, maxRun);
    if (over) return over;
    if (!body) return null;
    // A stream never closed runs to the end of the file: the rebuild skips it as its object's body.
    const closed = bytes.indexOf("endstream", body.start, "latin1");
    pos = closed < 0 ? bytes.length : closed;
  }
  return null;
}

/** The first `stream` keyword from `from` followed by a line end (not `endstream`), and where its body starts. */
function nextStreamBody(bytes: Buffer, from: number): { start: number } | null {
  let at = bytes.indexOf("stream", from, "latin1");
  while (at >= 0) {
    const afterEnd = at >= 3 && bytes.toString("latin1", at - 3, at) === "end";
    let start = at + 6;
    if (bytes[start] === CR) start++;
    if (!afterEnd && bytes[start] === LF) return { start: start + 1 };
    if (!afterEnd && bytes[at + 6] === CR) return { start };
    at = bytes.indexOf("stream", at + 6, "latin1");
  }
  return null;
}

/** The first run in [from, to) with no line end and no "<" longer than `maxRun`, found with native searches. */
function longRunIn(bytes: Buffer, from: number, to: number, maxRun: number): BareRunOverBudget | null {
  let start = from;
  while (to - start > maxRun) {
    const window = Math.min(to, start + maxRun + 1);
    const breakAt = lastBreak(bytes, start, window);
    if (breakAt < 0) return { offset: start, bytes: window - start };
    start = breakAt + 1;
  }
  return null;
}

/** The last line end or "<" in [from, to), or -1. */
function lastBreak(bytes: Buffer, from: number, to: number): number {
  const part = bytes.subarray(from, to);
  const found = Math.max(part.lastIndexOf(LF), part.lastIndexOf(CR), part.lastIndexOf(LT));
  return found < 0 ? -1 : from + found;
}
