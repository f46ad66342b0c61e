import type { PageText } from "./types.ts";

/** The type size most of a document's characters are set in (its running text). */
export function textSize(pages: readonly PageText[]): number {
  const weight = new Map<number, number>();
  for (const page of pages) {
    for (const run of page.runs) {
      const size = Math.round(run.size * 2) / 2;
      weight.set(size, (weight.get(size) ?? 0) + run.text.length);
    }
  }
  let best = 10;
  let most = -1;
  for (const [size, w] of weight) if (w > most) [best, most] = [size, w];
  return best;
}
