/** Vectors per block: a block is one allocation, so growing never copies what is stored. */
const BLOCK = 4096;

/**
 * Vectors kept as 32-bit floats, 4 bytes a dimension (a number[] costs 8 plus its object), in
 * blocks of 4,096, each with its squared length. A cosine against a slot is computed in 64-bit
 * arithmetic; rounding the stored values to 32 bits moves it by about 1e-7, which the
 * near-duplicate index allows for (`DuplicateIndex` recomputes a pair that close to a threshold).
 */
export class VectorSlots {
  #dimension = -1;
  readonly #blocks: Float32Array[] = [];
  readonly #norms: Float64Array[] = [];
  #count = 0;

  get count(): number {
    return this.#count;
  }

  /** Bytes held, for the benchmark's account of memory per QA. */
  get bytes(): number {
    return this.#norms.reduce((sum, norms) => sum + norms.length, 0) * (Math.max(0, this.#dimension) * 4 + 8);
  }

  /** Stores a vector; returns its slot. */
  add(vector: readonly number[]): number {
    if (this.#dimension < 0) this.#dimension = vector.length;
    if (vector.length !== this.#dimension) throw new Error(`An embedding of ${vector.length} dimensions cannot sit beside ones of ${this.#dimension}.`);
    const slot = this.#count++;
    const block = Math.floor(slot / BLOCK);
    if (block === this.#blocks.length) {
      // The first block grows from 64 vectors (a run's paper holds tens of QAs); later ones are whole.
      const size = block === 0 ? 64 : BLOCK;
      this.#blocks.push(new Float32Array(size * this.#dimension));
      this.#norms.push(new Float64Array(size));
    } else if (block === 0 && slot === this.#norms[0]!.length) {
      const size = Math.min(BLOCK, slot * 2);
      const values = new Float32Array(size * this.#dimension);
      values.set(this.#blocks[0]!);
      const norms = new Float64Array(size);
      norms.set(this.#norms[0]!);
      this.#blocks[0] = values;
      this.#norms[0] = norms;
    }
    const at = (slot % BLOCK) * this.#dimension;
    const values = this.#blocks[block]!;
    let norm = 0;
    for (let d = 0; d < this.#dimension; d++) {
      values[at + d] = vector[d]!;
      const stored = values[at + d]!;
      norm += stored * stored;
    }
    this.#norms[block]![slot % BLOCK] = norm;
    return slot;
  }

  /** The cosine of `query` (with its squared length) and the vector in `slot`, as `cosine` computes it: 0 when either is all zeros. */
  cosine(query: readonly number[], queryNorm: number, slot: number): number {
    const block = Math.floor(slot / BLOCK);
    const values = this.#blocks[block]!;
    const norm = this.#norms[block]![slot % BLOCK]!;
    if (queryNorm === 0 || norm === 0) return 0;
    const at = (slot % BLOCK) * this.#dimension;
    let dot = 0;
    for (let d = 0; d < this.#dimension; d++) dot += query[d]! * values[at + d]!;
    return dot / Math.sqrt(queryNorm * norm);
  }

  /** Forgets every slot from `count` on (the blocks stay allocated for what comes next). */
  truncate(count: number): void {
    this.#count = Math.min(this.#count, count);
  }
}

/** A vector's squared length, for `VectorSlots.cosine`. */
export function squaredLength(vector: readonly number[]): number {
  let sum = 0;
  for (const x of vector) sum += x * x;
  return sum;
}
