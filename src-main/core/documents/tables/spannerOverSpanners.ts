import type { Heading } from "./headingLines.ts";

/**
 * A spanner centred over a level of spanners ("Error" over "Train" and "Test", each over its
 * "MAE | RMSE | R2") heads every column of the spanners under it. Its own text, narrow and centred
 * where two of them meet, is centred as well over the two columns beside that meeting point, and so
 * was taken to head those two alone: its cell stood in the middle of the columns it covers. Widened
 * when the headings of the next line down that share its columns include one over several columns,
 * it is centred over their text's whole stretch, and no heading on its own line stands over the
 * columns it takes.
 */
export function spannersOverSpanners(headings: readonly Heading[]): void {
  // Bottom level first, so each spanner's columns are settled before the one over it reads them.
  for (const h of [...headings].sort((a, b) => b.top - a.top)) {
    const size = h.chunks[0]!.size;
    const next = Math.min(...headings.filter((o) => o.top > h.bottom + 0.3 * size).map((o) => o.top));
    if (!Number.isFinite(next)) continue;
    const under = headings.filter((o) => Math.abs(o.top - next) < 0.3 * size && o.first <= h.last && o.last >= h.first);
    if (under.length < 2 || !under.some((o) => o.last > o.first)) continue;
    const first = Math.min(...under.map((o) => o.first));
    const last = Math.max(...under.map((o) => o.last));
    if (first >= h.first && last <= h.last) continue;
    const x0 = (hs: readonly Heading[]) => Math.min(...hs.flatMap((o) => o.chunks.map((c) => c.x0)));
    const x1 = (hs: readonly Heading[]) => Math.max(...hs.flatMap((o) => o.chunks.map((c) => c.x1)));
    const miss = Math.abs((x0([h]) + x1([h])) / 2 - (x0(under) + x1(under)) / 2);
    if (miss > Math.max(0.5 * size, 0.05 * (x1(under) - x0(under)))) continue;
    const beside = headings.some((o) => o !== h && o.top <= h.bottom + 0.3 * size && o.bottom >= h.top - 0.3 * size && o.first <= last && o.last >= first);
    if (beside) continue;
    h.first = first;
    h.last = last;
  }
}
