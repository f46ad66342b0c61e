import type { Chunk } from "./tableChunks.ts";
import { headingSpan, type Column } from "./tableColumns.ts";

/** A header heading as far as its lines go: the columns it covers and its pieces. */
interface HeadingLines {
  chunks: readonly Chunk[];
  first: number;
  last: number;
  bottom: number;
}

/** A line this much farther than a heading's own leading is no longer set at that leading. */
const SAME_LEADING = 1.1;

/**
 * Whether a header line goes on at the leading a heading beside it already wraps at. A heading
 * wrapped over two lines shows the header's leading; when the next line sits under it at that
 * leading too (within a tenth), the line is that heading's third line, and the pieces beside it
 * on the same baseline are the other headings' wrapped lines, not a level of their own, however
 * far that leading is past the threshold that parts levels. A level ("MODEL 1" over "HR (95% CI)")
 * sits farther than the lines of any heading beside it wrap at.
 */
export function goesOnAtLeading(band: readonly Chunk[], headings: readonly HeadingLines[], columns: readonly Column[]): boolean {
  for (const c of band) {
    const [first, last] = headingSpan(c, columns);
    for (const h of headings) {
      if (h.first !== first || h.last !== last) continue;
      const leading = ownLeading(h);
      if (leading === null) continue;
      const gap = c.baseline - h.bottom;
      if (gap > 0.3 * c.size && gap <= SAME_LEADING * leading) return true;
    }
  }
  return false;
}

/** The gap between a heading's last two lines, or null when it has one line. */
function ownLeading(h: HeadingLines): number | null {
  const baselines = [...new Set(h.chunks.map((c) => c.baseline))].sort((a, b) => a - b);
  if (baselines.length < 2) return null;
  return baselines.at(-1)! - baselines.at(-2)!;
}
