import zlib from "node:zlib";
import type { StreamOverBudget } from "../errors/PdfUnpacksTooLargeError.ts";

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
/** How far before `stream` its dictionary is looked for. */
const DICT_WINDOW = 4096;

/**
 * Unpacks the Flate-compressed streams of a PDF (each, and each of a chain of Flate filters, up
 * to what is left of the budgets) and says the first that passes one. Pictures are left to
 * pdf.js, which decodes a picture only up to a pixel count read from its dictionary. A stream
 * that does not unpack (encrypted, damaged) is left to pdf.js too, as is every filter after
 * the first that is not Flate.
 */
export function findStreamOverBudget(data: Uint8Array, maxStream = PDF_MAX_STREAM_BYTES, maxFile = PDF_MAX_UNPACKED_BYTES): StreamOverBudget | null {
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
    for (const filter of filters) {
      if (filter !== "/FlateDecode" && filter !== "/Fl") break;
      const left = Math.min(maxStream, maxFile - total);
      const over: StreamOverBudget = left === maxStream ? { limit: "stream", bytes: maxStream, offset: match.index } : { limit: "file", bytes: maxFile, offset: match.index };
      let unpacked: Buffer;
      try {
        unpacked = zlib.inflateSync(packed, { maxOutputLength: left + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      } catch (error) {
        if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return over;
        break;
      }
      if (unpacked.length > left) return over;
      packed = unpacked;
    }
    // Only what was unpacked counts: a stream stored as it is costs no more than the file.
    if (packed.byteOffset !== bytes.byteOffset + start || packed.length !== end - start) total += packed.length;
  }
  return null;
}
