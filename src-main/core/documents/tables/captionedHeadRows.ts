import type { RegionContext, TableRegion } from "./regionContext.ts";
import { regionForCaption } from "./tableRegions.ts";

/**
 * Whether rows at the head of a page, read as going on with the table left open at the foot of
 * the page before, are the table a caption under them names: a table captioned below itself
 * (ACL and IEEE set theirs so) that opens a page. Its rows may sit in the open table's columns
 * when both are ruled alike, but a caption whose own table is those rows starts a new table.
 * Rows that go on with the open table and then a caption naming what lies under it stay its.
 */
export function captionedUnder(rows: TableRegion, context: RegionContext): boolean {
  return context.captions.some((caption) => {
    if (caption.top < rows.bottom - 1) return false;
    const named = regionForCaption(caption, context);
    if (!named || named.bottom > caption.top + 1) return false;
    const across = Math.min(named.x1, rows.x1) - Math.max(named.x0, rows.x0);
    const down = Math.min(named.bottom, rows.bottom) - Math.max(named.top, rows.top);
    return across > 0.5 * (rows.x1 - rows.x0) && down > 0.5 * (rows.bottom - rows.top);
  });
}
