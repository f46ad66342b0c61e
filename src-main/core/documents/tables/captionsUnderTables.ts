import { withHeadRowAbove } from "./headRowAbove.ts";
import type { RegionContext, TableRegion } from "./regionContext.ts";
import type { TableCaption } from "./tableCaptions.ts";
import { regionAboveCaption, regionBelowCaption } from "./tableRegions.ts";

/**
 * Whether a page's captions are set under their tables (ACL, IEEE and many LaTeX styles), so a
 * caption between two tables names the one over it: every caption that has a table next to it
 * has one over it, and one caption at least has none under it (the last of the page, or one over
 * running text). Read below first, such a page gives each caption the next one's table and leaves
 * the first unnamed. A page where one caption has a table under it and none over it keeps
 * reading below first, as does a page whose captions all have tables on both sides.
 */
export function captionsSetUnder(captions: readonly TableCaption[], context: RegionContext): boolean {
  if (captions.length < 2) return false;
  let lastAlone = false;
  for (const caption of captions) {
    const above = regionAboveCaption(caption, context);
    const below = regionBelowCaption(caption, context);
    if (!above && below) return false;
    if (above && !below) lastAlone = true;
  }
  return lastAlone;
}

/**
 * The region a caption names on a page whose captions are set under their tables: the one over
 * it first. Walked up from the caption, a table ruled under its header but not over it stops at
 * that rule: the header row over it is taken in as unlabelled tables take theirs (`withHeadRowAbove`).
 */
export function regionOverFirst(caption: TableCaption, context: RegionContext): TableRegion | null {
  const above = regionAboveCaption(caption, context);
  if (!above) return regionBelowCaption(caption, context);
  return above.textOnly ? above : withHeadRowAbove(above, context, new Set(), caption.lines[0]!.size);
}
