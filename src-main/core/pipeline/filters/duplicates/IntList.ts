/** A growable list of 32-bit integers: 4 bytes an entry, where a number[] of a million costs 8 and a copy on each growth past V8's limits. */
export class IntList {
  #data: Int32Array;
  #length = 0;

  /** @param capacity Entries held before the first growth. Defaults to 8. */
  constructor(capacity = 8) {
    this.#data = new Int32Array(capacity);
  }

  get length(): number {
    return this.#length;
  }

  /** Bytes held, unused room included. */
  get bytes(): number {
    return this.#data.byteLength;
  }

  push(value: number): void {
    if (this.#length === this.#data.length) {
      const grown = new Int32Array(this.#data.length * 2);
      grown.set(this.#data);
      this.#data = grown;
    }
    this.#data[this.#length++] = value;
  }

  at(index: number): number {
    return this.#data[index]!;
  }

  /** Drops every entry from `length` on. */
  truncate(length: number): void {
    this.#length = Math.min(this.#length, length);
  }

  /** The backing array: entries 0 to `length` - 1 are the list's (valid until the next push); no view is made, for hot loops. */
  get data(): Int32Array {
    return this.#data;
  }

  /** The entries as a view (valid until the next push). */
  view(): Int32Array {
    return this.#data.subarray(0, this.#length);
  }
}
