/** Shaded tiles looked at for seams on one page, at most: beyond, every tile's sides stay edges (as a page of thousands of fills was read before). */
const MAX_SEAM_FILLS = 1000;
/** Tiles this close across a seam (points) touch: nothing shows between them. */
const TOUCH = 0.5;
/** A gap along a seam narrower than this (points) shows nothing either. */
const SLIVER = 1;

type Fill = { x: number; y: number; w: number; h: number; color: string };

/**
 * Which sides of each shaded tile are seams, not edges: shading laid cell by cell in one colour
 * (a header shaded as a whole, drawn as a tile per cell and per line) shows no line where one tile
 * meets the next above or below it. A side is a seam when tiles of the same colour on its other
 * side touch or overlap it along its whole length; a shade meeting another colour, or the page,
 * is an edge.
 */
export function tileSeams(fills: readonly Fill[]): { top: boolean; bottom: boolean }[] {
  const none = fills.map(() => ({ top: false, bottom: false }));
  if (fills.length > MAX_SEAM_FILLS) return none;
  const byColor = new Map<string, Fill[]>();
  for (const f of fills) byColor.set(f.color, [...(byColor.get(f.color) ?? []), f]);
  return fills.map((f) => {
    // Two pattern fills need not be one pattern.
    if (f.color === "pattern") return { top: false, bottom: false };
    const same = byColor.get(f.color)!.filter((g) => g !== f);
    const top = f.y;
    const bottom = f.y + f.h;
    return {
      top: covers(f, same.filter((g) => g.y < top - 0.01 && g.y + g.h >= top - TOUCH)),
      bottom: covers(f, same.filter((g) => g.y + g.h > bottom + 0.01 && g.y <= bottom + TOUCH)),
    };
  });
}

/** Whether the tiles' stretches across cover the tile's own, but for slivers. */
function covers(f: Fill, tiles: readonly Fill[]): boolean {
  if (tiles.length === 0) return false;
  let reach = f.x;
  for (const g of [...tiles].sort((a, b) => a.x - b.x)) {
    if (g.x > reach + SLIVER) return false;
    reach = Math.max(reach, g.x + g.w);
    if (reach >= f.x + f.w - SLIVER) return true;
  }
  return reach >= f.x + f.w - SLIVER;
}
