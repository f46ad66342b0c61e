/**
 * The HTTP transport's body format: plain JSON, except that a Uint8Array (PDF bytes for the
 * page renderer, uploaded files) travels as {"$bytes": "<standard base64>"} and comes back as a
 * Uint8Array. Both ends (the server in Node and the page in the browser) use these functions, so
 * they are written without Buffer, btoa or any other platform API besides TextDecoder.
 *
 * An object whose only key is "$bytes" with a string value is always read as bytes; no value
 * in the contract has that shape otherwise.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const PAD = 61; // "="

// Encoding works on 12-bit halves of each 3-byte group: one table lookup yields two output
// characters, as a pair of char codes packed into a 16-bit value.
const PAIRS = new Uint16Array(4096);
for (let i = 0; i < 4096; i++) PAIRS[i] = (ALPHABET.charCodeAt(i >> 6) << 8) | ALPHABET.charCodeAt(i & 63);

// Char code -> 6-bit value, 255 for characters outside the alphabet.
const VALUES = new Uint8Array(256).fill(255);
for (let i = 0; i < 64; i++) VALUES[ALPHABET.charCodeAt(i)] = i;

const ascii = new TextDecoder();

/** Standard base64 with padding. */
export function encodeBase64(bytes: Uint8Array): string {
  const length = bytes.length;
  const out = new Uint8Array(Math.ceil(length / 3) * 4);
  const whole = length - (length % 3);
  let o = 0;
  for (let i = 0; i < whole; i += 3) {
    const group = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    const high = PAIRS[group >> 12]!;
    const low = PAIRS[group & 4095]!;
    out[o++] = high >> 8;
    out[o++] = high & 255;
    out[o++] = low >> 8;
    out[o++] = low & 255;
  }
  const rest = length - whole;
  if (rest > 0) {
    const group = (bytes[whole]! << 16) | (rest === 2 ? bytes[whole + 1]! << 8 : 0);
    out[o++] = ALPHABET.charCodeAt(group >> 18);
    out[o++] = ALPHABET.charCodeAt((group >> 12) & 63);
    out[o++] = rest === 2 ? ALPHABET.charCodeAt((group >> 6) & 63) : PAD;
    out[o++] = PAD;
  }
  return ascii.decode(out);
}

/** Thrown for text that is not standard base64. */
export class InvalidBase64Error extends Error {
  override readonly name = "InvalidBase64Error";
}

/** Decodes standard base64; padding is optional, anything else outside the alphabet is an error. */
export function decodeBase64(text: string): Uint8Array {
  let end = text.length;
  if (end > 0 && text.charCodeAt(end - 1) === PAD) end--;
  if (end > 0 && text.charCodeAt(end - 1) === PAD) end--;
  if (end % 4 === 1) throw new InvalidBase64Error(`A base64 text of ${text.length} characters cannot be complete.`);
  const out = new Uint8Array(Math.floor((end * 3) / 4));
  let o = 0;
  let bits = 0;
  let count = 0;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    const value = code < 256 ? VALUES[code]! : 255;
    if (value === 255) throw new InvalidBase64Error(`Character ${i} of a base64 text is not base64 (${JSON.stringify(text[i])}).`);
    bits = (bits << 6) | value;
    if (++count === 4) {
      out[o++] = bits >> 16;
      out[o++] = (bits >> 8) & 255;
      out[o++] = bits & 255;
      bits = 0;
      count = 0;
    }
  }
  if (count === 3) {
    out[o++] = bits >> 10;
    out[o++] = (bits >> 2) & 255;
  } else if (count === 2) {
    out[o++] = bits >> 4;
  }
  return out;
}

/**
 * JSON text of `value`, with every Uint8Array (Node's Buffer included) as {"$bytes": base64}.
 * `undefined` alone (a void result) becomes "null".
 */
export function toWireJson(value: unknown): string {
  // `this[key]` is the value before its toJSON ran: Buffer.prototype.toJSON would otherwise
  // turn the bytes into {type: "Buffer", data: [...]} before the replacer sees them.
  return JSON.stringify(value, function (this: Record<string, unknown>, key: string, current: unknown) {
    const original = this[key];
    return original instanceof Uint8Array ? { $bytes: encodeBase64(original) } : current;
  }) ?? "null";
}

/** Parses JSON text, turning every {"$bytes": base64} back into a Uint8Array. */
export function fromWireJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      const keys = Object.keys(value);
      const bytes = (value as { $bytes?: unknown }).$bytes;
      if (keys.length === 1 && typeof bytes === "string") return decodeBase64(bytes);
    }
    return value;
  });
}
