/**
 * The two text filters of PDF (PDF 32000-1, 7.4.2 and 7.4.3), decoded as pdf.js decodes them.
 * A stream whose filter chain starts with one (ASCII85 then Flate is common in Adobe's output)
 * is otherwise left unread by findStreamOverBudget: what its Flate part unpacks to, and what a
 * ToUnicode map in it says, would go unseen. Output is at most four bytes per input byte
 * (ASCII85's "z"), half a byte for ASCIIHex: linear, and the caller's budget applies after.
 */

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/**
 * ASCII85Decode: five characters from "!" to "u" make four bytes, "z" four zeros, "~>" ends the
 * data. Decoding stops once more than `limit` bytes are made (the caller's budget then says
 * "over"): a stream of "z"s would otherwise make four times the file's size.
 */
export function ascii85Decode(input: Uint8Array, limit = Number.POSITIVE_INFINITY): Buffer {
  // Four bytes per five characters, four per "z": counted first, so no more is held than made.
  let zeros = 0;
  for (let i = 0; i < input.length; i++) if (input[i] === 0x7a) zeros++;
  const out = Buffer.alloc(Math.min(Math.ceil(((input.length - zeros) * 4) / 5) + 4 * zeros, limit + 5));
  let length = 0;
  const group = [0, 0, 0, 0, 0];
  let count = 0;
  const flush = (n: number) => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (i < n ? group[i]! : 84);
    for (let i = 0; i < n - 1; i++) out[length++] = (value >>> (24 - 8 * i)) & 0xff;
  };
  for (let i = 0; i < input.length && length <= limit; i++) {
    const c = input[i]!;
    if (WHITESPACE.has(c)) continue;
    if (c === 0x7e) break; // "~": the end of the data ("~>")
    if (c === 0x7a && count === 0) {
      length += 4; // "z": four zero bytes (the buffer is zeroed)
      continue;
    }
    if (c < 0x21 || c > 0x75) break; // no ASCII85 character: the data read ends here
    group[count++] = c - 0x21;
    if (count === 5) {
      flush(5);
      count = 0;
    }
  }
  if (count > 1 && length <= limit) flush(count);
  return out.subarray(0, length);
}

/** ASCIIHexDecode: two hex digits a byte, whitespace ignored, ">" ends the data, a lone last digit is followed by 0. */
export function asciiHexDecode(input: Uint8Array): Buffer {
  const out = Buffer.alloc(Math.ceil(input.length / 2));
  let length = 0;
  let high = -1;
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (c === 0x3e) break;
    const digit = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      out[length++] = (high << 4) | digit;
      high = -1;
    }
  }
  if (high >= 0) out[length++] = high << 4;
  return out.subarray(0, length);
}
