/** Word to row, as the word-vector table needs it: a `Map` fits, and so does PackedWordIndex. */
export interface WordIndex {
  get(word: string): number | undefined;
  has(word: string): boolean;
  readonly size: number;
}

const EMPTY = -1;
/** Words looked up before, kept in a `Map` (V8's own hashing beats hashing in JavaScript); emptied when this large, as misses (numbers, formulas) have no end. */
const REMEMBERED = 200_000;
/** A remembered miss. */
const ABSENT = -1;

/** FNV-1a over the UTF-16 code units: the same for a word when the table is built and when it is looked up. */
function hashWord(word: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Whether the string is plain ASCII, whose UTF-8 bytes are its code units. */
function isAscii(word: string): boolean {
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) >= 0x80) return false;
  return true;
}

/**
 * A word index that lives in flat arrays (the words' UTF-8 bytes, where each starts, an
 * open-addressing hash table of rows), so it can be stored in the word-vector cache and used
 * straight from the bytes read. Filling a `Map` with 340,000 words took longer than reading the
 * whole 140 MB cache; this needs no work at load. Words once looked up are remembered in a
 * `Map`, so a paper's vocabulary, looked up over and over, costs what a full `Map` would.
 */
export class PackedWordIndex implements WordIndex {
  readonly size: number;
  readonly #bytes: Uint8Array;
  readonly #starts: Uint32Array;
  readonly #slots: Int32Array;
  readonly #decoder = new TextDecoder();
  readonly #remembered = new Map<string, number>();

  /**
   * @param bytes The words' UTF-8 bytes, one after another in row order.
   * @param starts Where each row's word starts in `bytes`, plus one entry for the end (rows + 1 entries).
   * @param slots The hash table: a power-of-two count of rows or -1, larger than the row count.
   */
  constructor(bytes: Uint8Array, starts: Uint32Array, slots: Int32Array) {
    this.size = starts.length - 1;
    this.#bytes = bytes;
    this.#starts = starts;
    this.#slots = slots;
  }

  /** The arrays for `words` (each well-formed, no two alike), in row order. */
  static pack(words: readonly string[]): { bytes: Uint8Array; starts: Uint32Array; slots: Int32Array } {
    const encoder = new TextEncoder();
    const encoded = words.map((word) => encoder.encode(word));
    const starts = new Uint32Array(words.length + 1);
    for (let row = 0; row < words.length; row++) starts[row + 1] = starts[row]! + encoded[row]!.length;
    const bytes = new Uint8Array(starts[words.length]!);
    for (let row = 0; row < words.length; row++) bytes.set(encoded[row]!, starts[row]!);
    // At most half full, so a probe for a missing word meets an empty slot within a few steps.
    let count = 2;
    while (count < words.length * 2) count *= 2;
    const slots = new Int32Array(count).fill(EMPTY);
    const mask = count - 1;
    for (let row = 0; row < words.length; row++) {
      let slot = hashWord(words[row]!) & mask;
      while (slots[slot] !== EMPTY) slot = (slot + 1) & mask;
      slots[slot] = row;
    }
    return { bytes, starts, slots };
  }

  get(word: string): number | undefined {
    let row = this.#remembered.get(word);
    if (row === undefined) {
      if (this.#remembered.size >= REMEMBERED) this.#remembered.clear();
      row = this.#find(word) ?? ABSENT;
      this.#remembered.set(word, row);
    }
    return row === ABSENT ? undefined : row;
  }

  #find(word: string): number | undefined {
    const mask = this.#slots.length - 1;
    const ascii = isAscii(word);
    let slot = hashWord(word) & mask;
    for (let probes = 0; probes < this.#slots.length; probes++) {
      const row = this.#slots[slot]!;
      if (row === EMPTY || row < 0 || row >= this.size) return undefined;
      if (this.#holds(row, word, ascii)) return row;
      slot = (slot + 1) & mask;
    }
    return undefined;
  }

  has(word: string): boolean {
    return this.get(word) !== undefined;
  }

  #holds(row: number, word: string, ascii: boolean): boolean {
    const start = this.#starts[row]!;
    const end = this.#starts[row + 1]!;
    if (ascii) {
      // An ASCII word matches only bytes of the same length, one byte per code unit.
      if (end - start !== word.length) return false;
      for (let i = 0; i < word.length; i++) if (this.#bytes[start + i] !== word.charCodeAt(i)) return false;
      return true;
    }
    return end > start && this.#decoder.decode(this.#bytes.subarray(start, end)) === word;
  }
}
