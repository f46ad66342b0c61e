import { percentile } from "./quantiles.ts";
import type { Line } from "./types.ts";

/**
 * The narrowest gap, in points, that still tells where a raised marker stood on a line whose
 * ordinary word spaces are themselves wide; else 0 (the usual share of the size then holds).
 *
 * Why: a raised marker that the line's text left out leaves its width, so a word space wider than
 * about half an em is read as a mark between two names. A justified author line ("Laura
 * Lucaccioni†, Sze Choong Wong†, …" stretched to the full measure, each word placed on its own)
 * has every word space that wide: each word was taken for a name of its own ("Laura", "Sze",
 * "Choong") and none of the line's names was read. When even the line's narrower word spaces (its
 * lower quartile) pass the marker's share, a marker is told by a gap half again that wide.
 *
 * Gaps are measured between the full-size pieces the line places apart (raised markers skipped),
 * from a letter to a letter, only where a word breaks (a gap over a fifth of the size); at least four are needed to say the
 * line is set wide, so a line of two or three names keeps the usual reading.
 */
export function wideWordSpace(line: Line, markShare: number): number {
  const full = line.spans.filter((s) => s.h >= 0.85 * line.size && line.text.slice(s.start, s.end).trim());
  const gaps: number[] = [];
  for (let i = 1; i < full.length; i++) {
    const [before, after] = [full[i - 1]!, full[i]!];
    // Word to word only: the space before a comma set apart holds the marker it follows.
    if (!/\p{L}$/u.test(line.text.slice(before.start, before.end)) || !/^\p{L}/u.test(line.text.slice(after.start, after.end))) continue;
    const gap = after.x - (before.x + before.w);
    if (gap > 0.2 * after.h) gaps.push(gap);
  }
  if (gaps.length < 4) return 0;
  const narrow = percentile(gaps, 0.25);
  return narrow > markShare * line.size ? 1.5 * narrow : 0;
}
