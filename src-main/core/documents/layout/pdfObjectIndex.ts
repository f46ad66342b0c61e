import { PDF_MAX_STREAM_BYTES, unpackCapped } from "./streamBudget.ts";

/**
 * The objects a PDF writes out directly (`N G obj ... endobj`), found in its bytes without pdf.js:
 * enough to read a page's resources and contents before pdf.js is asked for the page (which
 * decodes its pictures). An object written twice (an incremental update) is read from its last
 * copy, as a reader following the last cross-reference table would. Objects packed in object
 * streams are not read here: whoever asks gets nothing and must take that as "not known".
 */
export class PdfObjectIndex {
  private readonly text: string;
  private readonly bytes: Buffer;
  private readonly offsets = new Map<number, number>();
  /** Objects packed in object streams, by number: their text. Filled on the first miss. */
  private packed: Map<number, string> | undefined;

  constructor(data: Uint8Array) {
    this.bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    this.text = this.bytes.toString("latin1");
    for (const match of this.text.matchAll(OBJ)) this.offsets.set(Number(match[1]), match.index + match[0].length);
  }

  /** Object `num`'s dictionary (or other value) up to its stream or end, at most DICT_WINDOW characters. */
  body(num: number): string | undefined {
    const start = this.offsets.get(num);
    if (start === undefined) return this.packedObjects().get(num);
    const window = this.text.slice(start, start + DICT_WINDOW);
    const end = window.search(BODY_END);
    return end < 0 ? window : window.slice(0, end);
  }

  /**
   * Every object stream's objects (`/Type /ObjStm`: pairs of object number and offset, then the
   * objects from `/First` on). Each stream is unpacked within the stream budget (which the file
   * passed before it was opened); one written directly wins over a packed copy.
   */
  private packedObjects(): Map<number, string> {
    if (this.packed) return this.packed;
    this.packed = new Map();
    for (const num of this.offsets.keys()) {
      const head = this.body(num)?.slice(0, 1024) ?? "";
      if (!OBJECT_STREAM.test(head)) continue;
      const first = Number(/\/First\s+(\d+)/.exec(head)?.[1] ?? NaN);
      const count = Number(/\/N\s+(\d+)/.exec(head)?.[1] ?? NaN);
      const data = Number.isFinite(first) && Number.isFinite(count) ? this.streamData(num)?.toString("latin1") : undefined;
      if (data === undefined) continue;
      const pairs = data.slice(0, first).trim().split(/\s+/).map(Number);
      for (let i = 0; i + 1 < Math.min(pairs.length, 2 * count); i += 2) {
        const at = first + pairs[i + 1]!;
        const end = i + 3 < pairs.length ? first + pairs[i + 3]! : data.length;
        if (!this.offsets.has(pairs[i]!) && at < end) this.packed.set(pairs[i]!, data.slice(at, Math.min(end, at + DICT_WINDOW)));
      }
    }
    return this.packed;
  }

  /** Where object `num`'s stream data starts, if it is a stream. */
  streamStart(num: number): number | undefined {
    const start = this.offsets.get(num);
    if (start === undefined) return undefined;
    const window = this.text.slice(start, start + DICT_WINDOW);
    const match = STREAM_KEYWORD.exec(window);
    if (!match || /endobj/.test(window.slice(0, match.index))) return undefined;
    return start + match.index + match[0].length;
  }

  /** The text this index reads (latin1, a character a byte). */
  get source(): string {
    return this.text;
  }

  /**
   * Object `num`'s stream unpacked (Flate, LZW, RunLength, ASCII85, ASCIIHex: the filters the
   * stream budget unpacks), at most `cap` bytes; undefined when it is no stream, over the cap,
   * or packed by a filter not read here.
   */
  streamData(num: number, cap = PDF_MAX_STREAM_BYTES): Buffer | undefined {
    const body = this.body(num);
    const start = this.streamStart(num);
    if (body === undefined || start === undefined) return undefined;
    let end = this.text.indexOf("endstream", start);
    if (end < 0) end = this.text.length;
    let data: Buffer = this.bytes.subarray(start, end);
    const filters = body.match(FILTERS)?.[1]?.match(/\/[A-Za-z0-9]+/g) ?? [];
    const earlyChange = /\/EarlyChange\s+0\b/.test(body) ? 0 : 1;
    for (const filter of filters) {
      const unpacked = unpackCapped(filter, data, cap, earlyChange);
      if (unpacked === null || unpacked === "over") return undefined;
      data = unpacked;
    }
    return data;
  }
}

/** `N G obj`: the object's number is what references name. */
const OBJ = /(?<![0-9])(\d{1,10})\s+\d{1,5}\s+obj\b/g;
const OBJECT_STREAM = /\/Type\s*\/ObjStm\b/;
const BODY_END = /\bstream\r?\n|\bendobj\b/;
const STREAM_KEYWORD = /\bstream\r?\n/;
const FILTERS = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/;
/** How much of an object is read as its dictionary (a page's or picture's is a few hundred bytes). */
const DICT_WINDOW = 64 * 1024;

/** The value of `/key` in a dictionary's text: a reference's object number, or a direct `<< ... >>` dictionary's text. */
export function dictEntry(dict: string, key: string): { ref: number } | { dict: string } | undefined {
  const at = dict.search(new RegExp(`/${key}(?![A-Za-z0-9])`));
  if (at < 0) return undefined;
  const rest = dict.slice(at + key.length + 1);
  const ref = /^\s*(\d+)\s+\d+\s+R\b/.exec(rest);
  if (ref) return { ref: Number(ref[1]) };
  const open = /^\s*<</.exec(rest);
  if (!open) return undefined;
  // Balanced << >>, skipping nothing else: dictionaries of resources hold names and references.
  let depth = 0;
  for (let i = open[0].length - 2; i < rest.length - 1; i++) {
    if (rest[i] === "<" && rest[i + 1] === "<") {
      depth++;
      i++;
    } else if (rest[i] === ">" && rest[i + 1] === ">") {
      depth--;
      i++;
      if (depth === 0) return { dict: rest.slice(open[0].length, i - 1) };
    }
  }
  return undefined;
}

/** A dictionary entry's text: a direct one's, or the referenced object's body. */
export function entryText(index: PdfObjectIndex, dict: string, key: string): string | undefined {
  const entry = dictEntry(dict, key);
  if (!entry) return undefined;
  if ("dict" in entry) return entry.dict;
  const body = index.body(entry.ref);
  const inner = body === undefined ? undefined : dictEntryOfBody(body);
  return inner;
}

/** An object body's outer dictionary's text, without its << >>. */
function dictEntryOfBody(body: string): string | undefined {
  const wrapped = dictEntry(`/X ${body.trimStart()}`, "X");
  return wrapped && "dict" in wrapped ? wrapped.dict : undefined;
}
