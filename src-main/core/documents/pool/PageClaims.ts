/**
 * The pages of one PDF not yet taken, shared (through a SharedArrayBuffer) between the worker
 * that owns the file and a worker that helps with it. The owner reads from the front, the helper
 * from the back, so each reads a contiguous run (a document's fonts are parsed once per worker,
 * not once per page) and they meet in the middle. Both ends live in one 64-bit cell changed by
 * compare-and-swap, so a page is never taken twice.
 */
export class PageClaims {
  readonly buffer: SharedArrayBuffer;
  readonly #cells: BigInt64Array;

  /** A new, empty set (nothing to take until `open`), or a view of one made elsewhere. */
  constructor(buffer: SharedArrayBuffer = new SharedArrayBuffer(16)) {
    this.buffer = buffer;
    // [0]: next page from the front << 32 | last page from the back. [1]: helpers joined.
    this.#cells = new BigInt64Array(buffer);
    // A fresh buffer is all zeros; a packed state never is (the front page is at least 1).
    Atomics.compareExchange(this.#cells, 0, 0n, pack(1, 0));
  }

  /** The owner, once it knows the page count: pages 1..pageCount can be taken. */
  open(pageCount: number): void {
    Atomics.store(this.#cells, 0, pack(1, pageCount));
  }

  /** Nothing more can be taken (the file failed or was cancelled): a helper stops after its current page. */
  close(): void {
    Atomics.store(this.#cells, 0, pack(1, 0));
  }

  /** The next page from the front, or null when none is left. */
  takeFront(): number | null {
    return this.#take((front, back) => [front, pack(front + 1, back)]);
  }

  /** Up to `most` pages from the front, taken one by one (a helper may take the others meanwhile); none when none is left. */
  takeFrontRun(most: number): number[] {
    const pages: number[] = [];
    for (let n = most > 0 ? this.takeFront() : null; n !== null; n = pages.length < most ? this.takeFront() : null) pages.push(n);
    return pages;
  }

  /** The last page from the back, or null when none is left. */
  takeBack(): number | null {
    return this.#take((front, back) => [back, pack(front, back - 1)]);
  }

  /** Pages not taken yet. */
  get remaining(): number {
    const [front, back] = unpack(Atomics.load(this.#cells, 0));
    return Math.max(0, back - front + 1);
  }

  /** Called by the pool before it sends a helper: the owner then waits for that helper's pages. */
  addHelper(): void {
    Atomics.add(this.#cells, 1, 1n);
  }

  get helpers(): number {
    return Number(Atomics.load(this.#cells, 1));
  }

  #take(step: (front: number, back: number) => [number, bigint]): number | null {
    for (;;) {
      const current = Atomics.load(this.#cells, 0);
      const [front, back] = unpack(current);
      if (front > back) return null;
      const [page, next] = step(front, back);
      if (Atomics.compareExchange(this.#cells, 0, current, next) === current) return page;
    }
  }
}

const pack = (front: number, back: number): bigint => (BigInt(front) << 32n) | BigInt(back);
const unpack = (cell: bigint): [number, number] => [Number(cell >> 32n), Number(cell & 0xffffffffn)];
