// Which pages of a paged query a range of rows needs, and which pages go first when too many
// are kept: plain arithmetic on page offsets, apart from the cache that keeps them.

/** Offsets of the pages covering rows first..last (inclusive), clamped to `total` when it is known. */
export function pagesCovering(first: number, last: number, pageSize: number, total: number | null): number[] {
  const end = total === null ? last : Math.min(last, total - 1);
  if (end < first || end < 0) return total === null ? [0] : [];
  const offsets: number[] = [];
  for (let offset = Math.floor(Math.max(0, first) / pageSize) * pageSize; offset <= end; offset += pageSize) offsets.push(offset);
  return offsets;
}

/** The pages to drop so at most `keep` remain: the ones farthest from `focus`, where the user looks. */
export function farthestPages(offsets: readonly number[], focus: number, keep: number): number[] {
  if (offsets.length <= keep) return [];
  const byDistance = [...offsets].sort((a, b) => Math.abs(b - focus) - Math.abs(a - focus));
  return byDistance.slice(0, offsets.length - keep);
}
