import zlib from "node:zlib";
import type { StreamOverBudget } from "../errors/PdfUnpacksTooLargeError.ts";
import { ascii85Decode, asciiHexDecode } from "./asciiDecoders.ts";
import { lzwDecodeCapped, runLengthDecodeCapped } from "./cappedDecoders.ts";

/**
 * The most one stream of a PDF may unpack to, and all its streams together (pictures aside).
 * Page contents, fonts and object streams of real papers unpack to a few MB each (the largest
 * in the shared paper sets: see docs/limits.md); a 1 MB file can hold a stream of 1 GB, which
 * pdf.js unpacked and read for 164 s into 2.4 GB before giving the page's text.
 */
export const PDF_MAX_STREAM_BYTES = 64 * 1024 * 1024;
export const PDF_MAX_UNPACKED_BYTES = 512 * 1024 * 1024;

const STREAM = /stream\r?\n/g;
/** Dictionary keys up to the stream keyword: the filters and whether it is a picture. */
const FILTERS = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/;
const IMAGE = /\/Subtype\s*\/Image\b/;
/** `/EarlyChange 0` in the decode parameters: LZW codes grow one code later (1, the default, otherwise). */
const EARLY_CHANGE_0 = /\/EarlyChange\s+0\b/;
/** How far before `stream` its dictionary is looked for. */
const DICT_WINDOW = 4096;

/** Sees each stream that is no picture as it was unpacked (or stored), or null for one left to pdf.js. */
export type StreamVisitor = (unpacked: Buffer | null) => void;

/**
 * Unpacks the compressed streams of a PDF (Flate, LZW and RunLength, each filter of a chain, up
 * to what is left of the budgets, ASCII85 and ASCIIHex before them) and says the first that
 * passes one. Pictures are left to pdf.js, which decodes a picture only up to a pixel count read
 * from its dictionary. A stream that does not unpack (encrypted, damaged) is left to pdf.js too,
 * as is every filter after the first of another kind.
 */
export function findStreamOverBudget(data: Uint8Array, maxStream = PDF_MAX_STREAM_BYTES, maxFile = PDF_MAX_UNPACKED_BYTES, visit?: StreamVisitor): StreamOverBudget | null {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const text = bytes.toString("latin1");
  let total = 0;
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    // "endstream" also matches: its own "stream" is preceded by "end".
    if (text.slice(Math.max(0, match.index - 3), match.index) === "end") continue;
    const dictStart = text.lastIndexOf("obj", match.index);
    const dict = text.slice(Math.max(dictStart, match.index - DICT_WINDOW), match.index);
    if (IMAGE.test(dict)) continue;
    const filters = dict.match(FILTERS)?.[1]?.match(/\/[A-Za-z0-9]+/g) ?? [];
    let end = text.indexOf("endstream", start);
    if (end < 0) end = text.length;
    let packed: Buffer = bytes.subarray(start, end);
    const earlyChange = EARLY_CHANGE_0.test(dict) ? 0 : 1;
    let unread = false;
    for (const filter of filters) {
      const left = Math.min(maxStream, maxFile - total);
      const over: StreamOverBudget = left === maxStream ? { limit: "stream", bytes: maxStream, offset: match.index } : { limit: "file", bytes: maxFile, offset: match.index };
      const unpacked = unpackCapped(filter, packed, left, earlyChange);
      if (unpacked === "over") return over;
      if (unpacked === null) {
        unread = true;
        break;
      }
      packed = unpacked;
    }
    visit?.(unread ? null : packed);
    // Only what was unpacked counts: a stream stored as it is costs no more than the file.
    if (packed.buffer !== bytes.buffer) total += packed.length;
  }
  return null;
}

/** One filter's output, up to `left` bytes; "over" past it; null for a filter not unpacked here or data that does not unpack. */
export function unpackCapped(filter: string, packed: Buffer, left: number, earlyChange: number): Buffer | "over" | null {
  let unpacked: Buffer;
  switch (filter) {
    case "/FlateDecode":
    case "/Fl":
      try {
        unpacked = zlib.inflateSync(packed, { maxOutputLength: left + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      } catch (error) {
        return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? "over" : null;
      }
      break;
    case "/LZWDecode":
    case "/LZW":
      unpacked = lzwDecodeCapped(packed, left, earlyChange);
      break;
    case "/RunLengthDecode":
    case "/RL":
      unpacked = runLengthDecodeCapped(packed, left);
      break;
    // Text filters: ASCII85 stops past the budget (four bytes out for one "z"); ASCIIHex halves its input.
    case "/ASCII85Decode":
    case "/A85":
      unpacked = ascii85Decode(packed, left);
      break;
    case "/ASCIIHexDecode":
    case "/AHx":
      unpacked = asciiHexDecode(packed);
      break;
    default:
      return null;
  }
  return unpacked.length > left ? "over" : unpacked;
}
