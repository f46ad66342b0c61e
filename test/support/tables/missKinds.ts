/**
 * What kind of error a table's misses are, told as counts that name no table, so a held-out part
 * can say why it lags without anyone looking at its tables (docs/table-measures.md, "Round 14").
 *
 * - A shape miss has too many or too few rows, too many or too few columns (or both).
 * - A truth table is ruled or not by what its page draws inside its box: rules across and down
 *   (a grid), rules across only, shaded bands, or nothing (whitespace alone).
 * - A truth cell not exact at its place is sorted by the found cells its box overlaps: none
 *   (absent), one with its very text at another place (same row, or another row: the rows are
 *   shifted), one holding more text (merged with a neighbour), several (split), or one read
 *   otherwise (the text differs).
 * - A found table's outline covers less than the truth when truth characters fall outside it, and
 *   more when characters outside the truth fall inside it.
 */
import type { ParsedTable, TableBox } from "../../../src-main/contract/tables.ts";
import type { PageText } from "../../../src-main/core/documents/layout/types.ts";
import { exactText, relationText } from "./cellText.ts";
import type { GridFigures } from "./gridFigures.ts";
import type { IcdarTable } from "./icdarTruth.ts";
import { placedOfIcdar, placeRows, type PlacedCell } from "./placedCells.ts";
import type { Glyph } from "./readForTables.ts";
import { area, fromUserSpace, inside, intersection, type PageView } from "./tableBoxes.ts";

export const CELL_KINDS = ["spacing", "sameRow", "laterRow", "earlierRow", "mergedAcross", "mergedDown", "splitAcross", "splitDown", "otherText", "absent", "noBox"] as const;
export type CellKind = (typeof CELL_KINDS)[number];
export const RULINGS = ["grid", "across", "shaded", "none", "unread"] as const;
export type Ruling = (typeof RULINGS)[number];

export interface MissKinds {
  shapeMisses: number;
  rowsOver: number;
  rowsUnder: number;
  colsOver: number;
  colsUnder: number;
  /** Ruling of the truth tables not found, and of those found in the wrong shape. */
  missed: Record<Ruling, number>;
  misshapen: Record<Ruling, number>;
  /** Truth cells not exact at their place, in found tables, by kind. */
  cells: Record<CellKind, number>;
  /** Found tables whose outline leaves truth characters out, and that take in characters outside the truth. */
  boxLess: number;
  boxMore: number;
  /** Found rows whose every cell lies outside the truth's outline (lines taken in from above or below), and the rest of the rows too many. */
  rowsOutside: number;
  rowsOverInside: number;
}

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export const noMissKinds = (): MissKinds => ({ shapeMisses: 0, rowsOver: 0, rowsUnder: 0, colsOver: 0, colsUnder: 0, missed: zeros(RULINGS), misshapen: zeros(RULINGS), cells: zeros(CELL_KINDS), boxLess: 0, boxMore: 0, rowsOutside: 0, rowsOverInside: 0 });

export function addMissKinds(a: MissKinds, b: MissKinds): MissKinds {
  const add = <K extends string>(x: Record<K, number>, y: Record<K, number>) => Object.fromEntries(Object.keys(x).map((k) => [k, x[k as K] + y[k as K]])) as Record<K, number>;
  return {
    shapeMisses: a.shapeMisses + b.shapeMisses,
    rowsOver: a.rowsOver + b.rowsOver,
    rowsUnder: a.rowsUnder + b.rowsUnder,
    colsOver: a.colsOver + b.colsOver,
    colsUnder: a.colsUnder + b.colsUnder,
    missed: add(a.missed, b.missed),
    misshapen: add(a.misshapen, b.misshapen),
    cells: add(a.cells, b.cells),
    boxLess: a.boxLess + b.boxLess,
    boxMore: a.boxMore + b.boxMore,
    rowsOutside: a.rowsOutside + b.rowsOutside,
    rowsOverInside: a.rowsOverInside + b.rowsOverInside,
  };
}

/** Characters a box may leave out or take in before it counts as covering less or more (stray marks, a rounding at the edge). */
const STRAY_CHARS = 3;

export interface TableContext {
  truth: IcdarTable;
  truthBoxes: TableBox[];
  found: ParsedTable | null;
  grid: GridFigures;
  view: (page: number) => PageView;
  pages: readonly PageText[];
  glyphs: readonly Glyph[];
}

export function missKindsOf(c: TableContext): MissKinds {
  const k = noMissKinds();
  if (!c.found) {
    k.missed[rulingOf(c.truthBoxes, c.pages)]++;
    return k;
  }
  const [er, ec] = c.grid.expectedShape;
  const [fr, fc] = c.grid.foundShape;
  if (!c.grid.shapeRight) {
    k.shapeMisses++;
    if (fr > er) k.rowsOver++;
    if (fr < er) k.rowsUnder++;
    if (fc > ec) k.colsOver++;
    if (fc < ec) k.colsUnder++;
    k.misshapen[rulingOf(c.truthBoxes, c.pages)]++;
  }
  const inAny = (boxes: readonly TableBox[], g: Glyph) => boxes.some((b) => inside(b, g.page, g.x, g.y));
  const near = c.glyphs.filter((g) => inAny(c.truthBoxes, g) || inAny(c.found!.boxes, g));
  if (near.filter((g) => inAny(c.truthBoxes, g) && !inAny(c.found!.boxes, g)).length >= STRAY_CHARS) k.boxLess++;
  if (near.filter((g) => inAny(c.found!.boxes, g) && !inAny(c.truthBoxes, g)).length >= STRAY_CHARS) k.boxMore++;
  for (const kind of cellKinds(c)) k.cells[kind]++;
  const centre = (b: TableBox) => c.truthBoxes.some((t) => inside(t, b.page, b.x + b.w / 2, b.y + b.h / 2));
  const outside = [...c.found.header, ...c.found.rows].filter((r) => r.cells.some((cell) => cell.box) && r.cells.every((cell) => !cell.box || !centre(cell.box))).length;
  k.rowsOutside += outside;
  k.rowsOverInside += Math.max(0, fr - er - outside);
  return k;
}

/** What the page draws inside the truth's outline: rules across at least half its width, rules down, fills. */
function rulingOf(boxes: readonly TableBox[], pages: readonly PageText[]): Ruling {
  let unread = true;
  let across = 0;
  let down = 0;
  let fills = 0;
  for (const b of boxes) {
    const g = pages.find((p) => p.pageNumber === b.page)?.graphics;
    if (!g) continue;
    unread = false;
    const slack = 4;
    const within = (y: number, lo: number, hi: number) => y >= lo - slack && y <= hi + slack;
    across += g.horizontal.filter((r) => within(r.y0, b.y, b.y + b.h) && Math.min(r.x1, b.x + b.w) - Math.max(r.x0, b.x) >= 0.5 * b.w).length;
    down += g.vertical.filter((r) => within(r.x0, b.x, b.x + b.w) && Math.min(r.y1, b.y + b.h) - Math.max(r.y0, b.y) >= 0.3 * b.h).length;
    fills += g.fills.filter((f) => f.color !== "#ffffff" && intersection({ page: b.page, x: f.x, y: f.y, w: f.w, h: f.h }, b) >= 0.5 * Math.min(area(b), f.w * f.h) && f.w >= 0.3 * b.w).length;
  }
  if (unread) return "unread";
  if (across >= 2 && down >= 2) return "grid";
  if (across >= 2) return "across";
  if (fills >= 1) return "shaded";
  return "none";
}

/** Each truth cell not exact at its place in the found grid, sorted by the found cells its box overlaps. */
function cellKinds(c: TableContext): CellKind[] {
  const truthCells = placedOfIcdar(c.truth);
  const foundCells = placeRows([...c.found!.header, ...c.found!.rows]);
  const foundBoxes = [...c.found!.header, ...c.found!.rows].flatMap((r) => r.cells.map((cell) => cell.box));
  const at = new Map(foundCells.map((f) => [`${f.startRow},${f.startCol}`, exactText(f.text)]));
  const out: CellKind[] = [];
  c.truth.cells.forEach((cell, i) => {
    const placed = truthCells[i]!;
    const text = exactText(cell.text);
    if (!text || at.get(`${placed.startRow},${placed.startCol}`) === text) return;
    const letters = relationText(cell.text);
    const here = foundCells[foundCells.findIndex((f) => relationText(f.text) === letters && f.startRow === placed.startRow && f.startCol === placed.startCol)];
    if (here) return void out.push("spacing");
    if (!cell.box) return void out.push("noBox");
    const box = fromUserSpace(cell.page, cell.box, c.view(cell.page));
    const over: { cell: PlacedCell; box: TableBox }[] = [];
    foundCells.forEach((f, j) => {
      const b = foundBoxes[j];
      if (b && f.text.trim() && intersection(box, b) >= 0.5 * Math.min(area(box), area(b))) over.push({ cell: f, box: b });
    });
    // Whether the other pieces lie in other lines (down) or beside it on its line (across).
    const down = (boxes: readonly TableBox[]) => boxes.some((b) => b.y >= box.y + 0.6 * box.h || b.y + b.h <= box.y + 0.4 * box.h);
    const one = over[0];
    if (!one) out.push("absent");
    else if (over.length > 1) out.push(down(over.map((o) => o.box)) ? "splitDown" : "splitAcross");
    else if (relationText(one.cell.text) === letters) out.push(one.cell.startRow === placed.startRow ? "sameRow" : one.cell.startRow > placed.startRow ? "laterRow" : "earlierRow");
    else if (relationText(one.cell.text).includes(letters)) out.push(down([one.box]) || one.box.h > 1.6 * box.h ? "mergedDown" : "mergedAcross");
    else if (letters.includes(relationText(one.cell.text))) out.push(one.box.h < 0.7 * box.h ? "splitDown" : "splitAcross");
    else out.push("otherText");
  });
  return out;
}
