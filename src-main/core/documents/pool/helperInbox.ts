import type { HelpedPage, OcrDonePage } from "./workerRequests.ts";

/**
 * What helpers send to the worker that owns a file: their pages, in arrival order and awaited one
 * delivery at a time (the owner waits for each helper once it has nothing left to take), and the
 * pages OCR read elsewhere as they come, so the owner never reads one of those again.
 */
export class HelperInbox {
  readonly known = new Map<number, OcrDonePage>();
  readonly #items: HelpedPage[][] = [];
  readonly #waiting: ((pages: HelpedPage[]) => void)[] = [];

  push(pages: HelpedPage[]): void {
    const waiter = this.#waiting.shift();
    if (waiter) waiter(pages);
    else this.#items.push(pages);
  }

  next(): Promise<HelpedPage[]> {
    const item = this.#items.shift();
    return item ? Promise.resolve(item) : new Promise((resolve) => this.#waiting.push(resolve));
  }
}
