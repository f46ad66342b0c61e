import type { Chunk } from "./tableChunks.ts";

/** Chunks on one baseline, left to right. */
export type Band = Chunk[];

/** Groups chunks into baselines: those within a third of an em share one. Sorted top to bottom. */
export function baselineBands(chunks: readonly Chunk[]): Band[] {
  // Most of its calls are for one cell's text, of one chunk: one band, nothing to sort or join.
  if (chunks.length <= 1) return chunks.length === 0 ? [] : [[chunks[0]!]];
  const bands: Band[] = [];
  for (const c of [...chunks].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0)) {
    const band = bands.at(-1);
    if (band && c.baseline - band[0]!.baseline < 0.35 * Math.max(c.size, band[0]!.size)) band.push(c);
    else bands.push([c]);
  }
  // Small type set a little higher or lower (reference numbers in a column of their own) belongs
  // to the line beside it.
  // Each band's largest type, worked out once: a band taken in by another is smaller than its host,
  // so the host's largest never changes.
  const sizes = new Map<Band, number>();
  for (const b of bands) {
    let most = -Infinity;
    for (const c of b) most = Math.max(most, c.size);
    sizes.set(b, most);
  }
  const largest = (b: Band) => sizes.get(b)!;
  const kept: Band[] = [];
  for (let i = 0; i < bands.length; i++) {
    const band = bands[i]!;
    const size = largest(band);
    const distance = (b: Band) => Math.abs(b[0]!.baseline - band[0]!.baseline);
    const hosts = (b: Band | undefined): b is Band => !!b && distance(b) < 0.6 * largest(b) && size < 0.85 * largest(b);
    // The nearer of the band kept above and the band below, the one above when they are as near
    // (asked of every band of every cell: no array built and sorted for two candidates).
    const above = kept.at(-1);
    const below = bands[i + 1];
    const host = hosts(above) ? (hosts(below) && distance(below) < distance(above) ? below : above) : hosts(below) ? below : undefined;
    if (host) host.push(...band);
    else kept.push(band);
  }
  for (const band of kept) band.sort((a, b) => a.x0 - b.x0);
  return kept;
}

/**
 * Endings that leave a cell's line unfinished: a comma, a hyphen, an article, a conjunction, a
 * preposition that needs its object. Not a colon: a label ending in one heads what follows ("All
 * randomly assigned (N=4,667):" over a group's own label), so the line under it is its own cell
 * unless it opens with a small letter (startsCell).
 */
const CONNECTOR = /(?:[,;/&+(–—-]|(?<![\p{L}\p{N})\]])(?:and|or|of|the|with|in|for|to|a|an|by|on|at|from|versus|vs\.?|per|than|into|&)|\bet)$/iu;

/**
 * Whether a cell's line ends unfinished: a comma, a hyphen, "and", "of". A word counts only where
 * it stands as one: a letter set straight after a bracket or a figure ("(ng/mL·h)a", "12a") is a
 * footnote's mark, not the article.
 */
export function leavesUnfinished(text: string): boolean {
  const trimmed = text.trim();
  // A dash alone is a cell marked empty ("-" for no bound, "–" for not run), not a word broken off.
  return !EMPTY_MARK.test(trimmed) && CONNECTOR.test(trimmed);
}

const EMPTY_MARK = /^[-–—]+$/u;

/**
 * Whether a chunk begins a cell rather than going on with the text above it in its column: a
 * continuation starts with a lower-case word or follows a line that ends with a comma, a hyphen
 * or a word that cannot end a phrase ("and", "of").
 */
export function startsCell(chunk: Chunk, above: string | undefined): boolean {
  if (above !== undefined && leavesUnfinished(above)) return false;
  return !/^[\p{Ll}]/u.test(chunk.text) || /^(?:n|p|vs|e\.g|i\.e|ns|n\/a|no|yes|mg|ml|kg|cm|mm)\b/.test(chunk.text);
}

/** A row under construction: its chunks by column and the bands it holds. */
export interface OpenRow {
  bands: Band[];
  byColumn: Map<number, Chunk[]>;
  /** Each column's widest line in the body, in points (unwrappedLines.ts). Defaults to none known. */
  widest?: ReadonlyMap<number, number>;
}
