import { AFFILIATION, EMAIL } from "./frontLabels.ts";
import { listText, namesFrom } from "./authorBlock.ts";
import type { AuthorSearch, FoundAuthors } from "./authorSearch.ts";
import { linePieces } from "./linePieces.ts";
import { namesIn, parseAuthors } from "./personNames.ts";
import { besideTitle, groupPieces, type PieceGroup } from "./pieceGroups.ts";
import { isBoilerplate } from "./runningLines.ts";

// The authors of page 1: the author block under the title (or the name line just above it),
// read by authorBlock.ts from the groups near the title with the sidebars beside it left out.

/** How far apart (in ems) the cells of one row of an author grid may stand. */
const GRID_GAP = 12;
/** How far under the title (a share of the page's height) the names are looked for. */
const WINDOW = 0.3;
/** How far an author grid's rows of names may run on under the title. */
const DEEP_WINDOW = 0.45;
/**
 * The authors: name lines under the title (or, on some layouts, just above it), in one type size,
 * before affiliations or the abstract. Names are told apart by commas and "and", by raised
 * markers, and by the space between the cells of an author grid; a name broken between two
 * printed lines is joined again, even when the lines are set far apart.
 */
export function findAuthors(search: AuthorSearch, title: PieceGroup): FoundAuthors {
  const below = groupsNear(search, title, "below", WINDOW);
  const found = namesFrom(below, search, title.bottom);
  if (found.names.length > 0) return gridRunOn(search, title, found);
  // Above the title, read from the title upwards: the nearest name line only.
  const above = groupsNear(search, title, "above").reverse();
  const nearest = above.find((g) => !/^\d/.test(g.text));
  const names = nearest && nearest.size >= 0.8 * search.bodySize ? namesIn(listText(nearest)) : [];
  return { names, top: title.bottom, bottom: title.bottom, size: 0, namesBottom: title.bottom, font: "", x0: Infinity, x1: -Infinity };
}

/**
 * An author grid whose rows of name cells run on past the window read under the title (a third
 * row of a CHI grid, lower on the page): read again with a deeper window, and its further names
 * kept only when the names read first stand unchanged ahead of them and the grid's rows reached
 * the window's foot.
 */
function gridRunOn(search: AuthorSearch, title: PieceGroup, found: FoundAuthors & { grid: boolean; reach: number }): FoundAuthors {
  const foot = title.bottom + WINDOW * search.pageHeight;
  if (!found.grid || found.reach < foot - 4 * found.size) return found;
  const deeper = namesFrom(groupsNear(search, title, "below", DEEP_WINDOW), search, title.bottom);
  const same = deeper.grid && deeper.names.length > found.names.length && found.names.every((name, i) => deeper.names[i] === name);
  return same ? deeper : found;
}

function groupsNear(search: AuthorSearch, title: PieceGroup, side: "below" | "above", window = WINDOW): PieceGroup[] {
  const near = search.lines.flatMap(linePieces).filter((p) => {
    if (side === "below") return p.top >= title.bottom - 0.3 * title.size && p.top < title.bottom + window * search.pageHeight;
    return p.baseline < title.top - 0.1 * title.size && p.top > title.top - 0.15 * search.pageHeight;
  });
  const pieces = withoutSidebars(near, (p) => besideTitle(p.x0, p.x1, title, search.pageWidth), window > WINDOW);
  // The names of an author grid stand far apart on their line; a line is still one group.
  // The cells of one row of a grid, top to bottom and then left to right: their baselines may
  // differ by a hair, which must not put a right-hand cell first.
  return groupPieces(pieces, GRID_GAP).sort((a, b) => (Math.abs(a.top - b.top) < 0.3 * Math.min(a.size, b.size) ? a.x0 - b.x0 : a.top - b.top));
}

/**
 * The pieces that are not a sidebar beside the title. A piece beside the title is still part of
 * a row that runs on under it in its type on its baseline: a line of names (or an author grid)
 * set wider than a short centred title starts and ends beside it.
 */
function withoutSidebars<T extends { x0: number; x1: number; top: number; baseline: number; size: number }>(pieces: T[], beside: (p: T) => boolean, underCells = false): T[] {
  const kept = new Set(pieces.filter((p) => !beside(p)));
  const sameRow = (a: T, b: T) => Math.abs(a.baseline - b.baseline) < 0.3 * a.size && Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1) < GRID_GAP * a.size;
  // A grid's last row may hold one cell alone, under a cell of the row above in its column.
  const underCell = (a: T, b: T) => underCells && a.top > b.baseline && a.top - b.baseline < 2.5 * a.size && a.x0 < b.x1 && a.x1 > b.x0;
  const joins = (a: T, b: T) => Math.abs(a.size - b.size) <= 0.06 * a.size && (sameRow(a, b) || underCell(a, b));
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of pieces) {
      if (kept.has(p) || ![...kept].some((k) => joins(p, k))) continue;
      kept.add(p);
      grew = true;
    }
  }
  return pieces.filter((p) => kept.has(p));
}

/**
 * Person names printed in the author block (from under the title to the last name line found, in
 * the names' type size), read line by line on their own: a second count to check the list against.
 * A first line of names that the list missed shows here.
 */
export function countPrintedNames(search: AuthorSearch, title: PieceGroup, found: FoundAuthors): number {
  if (found.names.length === 0) return 0;
  const names = new Set<string>();
  const near = search.lines.filter((line) => line.top >= title.bottom - 0.3 * title.size && line.top <= found.namesBottom && Math.abs(line.size - found.size) <= 0.15 * found.size && !title.pieces.some((p) => p.line === line));
  for (const line of withoutSidebars(near, (l) => besideTitle(l.x0, l.x1, title, search.pageWidth))) {
    // Every name-shaped part counts, so a line the list could not read whole still shows.
    const text = linePieces(line).map((p) => p.listText).join(", ");
    if (AFFILIATION.test(text) || EMAIL.test(text) || isBoilerplate(text)) continue;
    if (found.font && line.font !== found.font) continue;
    for (const name of parseAuthors(text)) names.add(name);
  }
  return names.size;
}
