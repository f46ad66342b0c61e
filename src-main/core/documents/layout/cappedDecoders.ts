/**
 * The PDF filters other than Flate that can unpack far past their size, decoded as pdf.js decodes
 * them but stopped once the output passes `limit` bytes: what they unpack to is known without
 * holding more than the limit. Each returns the decoded bytes, at most `limit + 1` of them (one
 * more than the limit says "over").
 */

/** Codes of an LZW stream (PDF 32000-1, 7.4.4): 256 clears the table, 257 (LZW_END) ends the data. */
const LZW_CLEAR = 256;
const LZW_FIRST_FREE = 258;
const LZW_TABLE_SIZE = 4096;

/**
 * LZWDecode. One 12-bit code can stand for a sequence of up to 4,096 bytes, so 1 MB of codes can
 * unpack to about 2.7 GB; pdf.js unpacks it whole. Follows pdf.js: after the table is full, codes
 * keep their 12 bits and the table keeps its entries; a code past the table ends the data.
 */
export function lzwDecodeCapped(input: Uint8Array, limit: number, earlyChange = 1): Buffer {
  const values = new Uint8Array(LZW_TABLE_SIZE);
  const lengths = new Uint16Array(LZW_TABLE_SIZE).fill(1, 0, 256);
  const prevCodes = new Uint16Array(LZW_TABLE_SIZE);
  for (let i = 0; i < 256; i++) values[i] = i;
  const sequence = new Uint8Array(LZW_TABLE_SIZE);
  let sequenceLength = 0;
  const out = new OutputCap(limit);
  let nextCode = LZW_FIRST_FREE;
  let codeLength = 9;
  let prevCode = 0;
  let cached = 0;
  let bitsCached = 0;
  let position = 0;
  for (;;) {
    while (bitsCached < codeLength && position < input.length) {
      cached = ((cached << 8) | input[position++]!) & 0xffffff;
      bitsCached += 8;
    }
    if (bitsCached < codeLength) break;
    bitsCached -= codeLength;
    const code = (cached >>> bitsCached) & ((1 << codeLength) - 1);
    const hasPrev = sequenceLength > 0;
    if (code < 256) {
      sequence[0] = code;
      sequenceLength = 1;
    } else if (code >= LZW_FIRST_FREE) {
      if (code < nextCode) {
        sequenceLength = lengths[code]!;
        for (let j = sequenceLength - 1, q = code; j >= 0; j--) {
          sequence[j] = values[q]!;
          q = prevCodes[q]!;
        }
      } else {
        // The code being defined by this very step: the previous sequence and its own first byte.
        if (sequenceLength >= LZW_TABLE_SIZE) break;
        sequence[sequenceLength++] = sequence[0]!;
      }
    } else if (code === LZW_CLEAR) {
      codeLength = 9;
      nextCode = LZW_FIRST_FREE;
      sequenceLength = 0;
      continue;
    } else {
      break; // LZW_END, the one code left between CLEAR and the table
    }
    if (hasPrev) {
      if (nextCode < LZW_TABLE_SIZE) {
        prevCodes[nextCode] = prevCode;
        lengths[nextCode] = lengths[prevCode]! + 1;
        values[nextCode] = sequence[0]!;
      }
      nextCode++;
      const edge = nextCode + earlyChange;
      if ((edge & (edge - 1)) === 0) codeLength = Math.min(Math.log2(edge) + 1, 12);
    }
    prevCode = code;
    if (!out.push(sequence, sequenceLength)) break;
  }
  return out.bytes();
}

/** RunLengthDecode: a length byte 129 to 255 repeats the next byte 257 − n times (2 bytes → 128, so 1 MB → 64 MB). */
export function runLengthDecodeCapped(input: Uint8Array, limit: number): Buffer {
  const out = new OutputCap(limit);
  const run = new Uint8Array(128);
  let i = 0;
  while (i < input.length) {
    const n = input[i++]!;
    if (n === 128) break;
    if (n < 128) {
      const literal = input.subarray(i, i + n + 1);
      i += n + 1;
      if (!out.push(literal, literal.length)) break;
    } else {
      if (i >= input.length) break;
      run.fill(input[i++]!, 0, 257 - n);
      if (!out.push(run, 257 - n)) break;
    }
  }
  return out.bytes();
}

/** Output that keeps at most `limit + 1` bytes, growing as it fills. */
class OutputCap {
  private buffer = Buffer.alloc(64 * 1024);
  private length = 0;
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }

  /** Appends; false once past the limit (the caller stops). */
  push(source: Uint8Array, count: number): boolean {
    const take = Math.min(count, this.limit + 1 - this.length);
    if (this.length + take > this.buffer.length) {
      const grown = Buffer.alloc(Math.min(this.limit + 1, Math.max(this.buffer.length * 2, this.length + take)));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    this.buffer.set(source.subarray(0, take), this.length);
    this.length += take;
    return this.length <= this.limit;
  }

  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}
