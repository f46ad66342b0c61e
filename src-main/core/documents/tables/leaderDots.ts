import type { Chunk } from "./tableChunks.ts";

/** Dots led from a row's label to its figures ("0.99 ..........  800"): five or more, so "..." (no data) stays a cell. */
const LEADER = /[.\u2026](?:\s?[.\u2026]){4,}/;
const ONLY = new RegExp(`^\\s*${LEADER.source}\\s*$`);
const BEFORE = new RegExp(`^\\s*${LEADER.source}\\s+`);
const AFTER = new RegExp(`\\s+${LEADER.source}\\s*$`);

/**
 * A table's chunks without the dot leaders that lead the eye from a row's label to its figures:
 * they are no cell's text, and a run that holds them with a label or figures ("..... 1,360 1,440")
 * would make one cell of what stands in several columns. A chunk of leaders alone is dropped; one
 * that begins or ends with them keeps the rest of its text, placed at its share of the run.
 */
export function withoutLeaderDots(chunks: readonly Chunk[]): Chunk[] {
  const out: Chunk[] = [];
  for (const c of chunks) {
    if (!LEADER.test(c.text)) {
      out.push(c);
      continue;
    }
    if (ONLY.test(c.text)) continue;
    const perChar = (c.x1 - c.x0) / c.text.length;
    const head = BEFORE.exec(c.text)?.[0].length ?? 0;
    const tail = AFTER.exec(c.text)?.[0].length ?? 0;
    if (head === 0 && tail === 0) {
      out.push(c);
      continue;
    }
    const text = c.text.slice(head, c.text.length - tail);
    // No runs of its own: a piece of a run is not parted at its runs again.
    out.push({ ...c, text, x0: c.x0 + head * perChar, x1: c.x1 - tail * perChar, spanFrom: -1, spanTo: -1 });
  }
  return out;
}
