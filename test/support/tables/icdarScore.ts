/**
 * One ICDAR 2013 document scored: the competition's measures where they can be computed here,
 * each named for what it computes, and our own plain figures.
 *
 * - Regions by characters. The competition counts the characters (sub-objects of the content
 *   stream, named by instruction) inside the truth's regions and the found ones. pdf.js gives
 *   text runs, not instructions, so here a character is placed at the centre of its share of
 *   its run and belongs to a box it falls in ("by placed characters"): character recall and
 *   precision, tables complete (all of a table's characters inside one found table) and tables
 *   pure (all of a found table's characters inside one truth table).
 * - Structure by adjacency relations (see adjacency.ts), for detection and structure together:
 *   each truth table is compared with the found table paired with it by overlap; the relations
 *   of unpaired truth tables count as missed, those of unpaired found tables as wrong.
 * - Tabula's own detection rule (its TestTableDetection): a found box is right if it contains
 *   the first region of a truth table and crosses no other truth table on that page; Tabula
 *   records its own counts on this rule beside each PDF, so the two can be set side by side.
 * - Ours: tables found (paired by overlap), shape right, cells exact at their place, rows exact,
 *   false tables (found tables paired with no truth table).
 */
import type { TableBox } from "../../../src-main/contract/tables.ts";
import { addCounts, adjacencyRelations, compareRelations, NO_RELATIONS, type RelationCounts } from "./adjacency.ts";
import { relationText } from "./cellText.ts";
import { addTally, gridFigures, tally, type GridFigures, type Tally } from "./gridFigures.ts";
import type { IcdarDocument } from "./icdarTruth.ts";
import { addMissKinds, missKindsOf, noMissKinds, type MissKinds } from "./missKinds.ts";
import { shapeRightMapped } from "./shapeConventions.ts";
import { gridOf, placedOfIcdar, placedOfTable } from "./placedCells.ts";
import { glyphsOf, type ReadForTables } from "./readForTables.ts";
import { contains, fromUserSpace, inside, intersection, matchByBoxes } from "./tableBoxes.ts";

export interface IcdarTableScore {
  id: string;
  pages: number[];
  found: boolean;
  /** Against the found table paired with it, or against nothing. */
  grid: GridFigures;
  relations: RelationCounts;
  /** What kind of error its misses are (missKinds.ts). */
  kinds: MissKinds;
}

export interface IcdarDocScore {
  name: string;
  set: string;
  pages: number;
  /** The reader's refusal, if it refused the file. */
  error: string | null;
  tables: IcdarTableScore[];
  /** Found tables paired with no truth table. */
  falseTables: number;
  foundTables: number;
  relations: RelationCounts;
  /** Characters inside truth regions, inside found tables, inside both. */
  chars: { truth: number; found: number; both: number };
  complete: number;
  pure: number;
  /** On Tabula's rule. */
  tabulaRule: { right: number; wrong: number; expected: number };
  /** Truth cells with a box, and those whose text the text layer shows inside that box (a check of the coordinates). */
  truthCells: Tally;
  readMs: number;
  structureMs: number;
}

export function scoreIcdarDocument(doc: IcdarDocument, read: ReadForTables): IcdarDocScore {
  const view = (page: number) => read.views[page - 1] ?? { left: 0, top: 0 };
  const truthBoxes = doc.tables.map((t) => t.regions.map((r) => fromUserSpace(r.page, r.box, view(r.page))));
  const found = read.tables;
  const foundBoxes = found.map((t) => t.boxes);
  const pairing = matchByBoxes(truthBoxes, foundBoxes);
  const paired = new Set(pairing.filter((j) => j >= 0));

  let relations = NO_RELATIONS;
  const glyphs = glyphsOf(read.pages);
  const tables = doc.tables.map((t, i): IcdarTableScore => {
    const truthCells = placedOfIcdar(t);
    const expected = adjacencyRelations(truthCells);
    const match = pairing[i]!;
    const table = match >= 0 ? found[match]! : null;
    const foundCells = table ? placedOfTable(table) : [];
    const counts = compareRelations(expected, table ? adjacencyRelations(foundCells) : []);
    relations = addCounts(relations, counts);
    const grid = gridFigures(gridOf(truthCells), gridOf(foundCells));
    return {
      id: t.id,
      pages: [...new Set(t.regions.map((r) => r.page))],
      found: table !== null,
      grid,
      relations: counts,
      kinds: missKindsOf({ truth: t, truthBoxes: truthBoxes[i]!, found: table, grid, view, pages: read.pages, glyphs }),
    };
  });
  found.forEach((t, j) => {
    if (!paired.has(j)) relations = addCounts(relations, { expected: 0, found: adjacencyRelations(placedOfTable(t)).length, correct: 0 });
  });

  // Characters: which truth table and which found table each falls in.
  const inBoxes = (boxes: readonly TableBox[]) => new Set(glyphs.flatMap((g, k) => (boxes.some((b) => inside(b, g.page, g.x, g.y)) ? [k] : [])));
  const truthSets = truthBoxes.map(inBoxes);
  const foundSets = foundBoxes.map(inBoxes);
  const truthAll = new Set(truthSets.flatMap((s) => [...s]));
  const foundAll = new Set(foundSets.flatMap((s) => [...s]));
  const within = (a: Set<number>, b: Set<number>) => [...a].every((k) => b.has(k));
  const complete = truthSets.filter((s) => s.size > 0 && foundSets.some((f) => within(s, f))).length;
  const pure = foundSets.filter((f) => f.size > 0 && truthSets.some((s) => within(f, s))).length;

  // The coordinates check: does the text layer show each truth cell's text inside its box?
  const truthCells = tally();
  const glyphsOnPage = new Map<number, typeof glyphs>();
  for (const g of glyphs) {
    const list = glyphsOnPage.get(g.page);
    if (list) list.push(g);
    else glyphsOnPage.set(g.page, [g]);
  }
  for (const t of doc.tables) {
    for (const c of t.cells) {
      const letters = relationText(c.text).length;
      if (!c.box || letters === 0) continue;
      truthCells.of++;
      const box = fromUserSpace(c.page, c.box, view(c.page));
      // A point of slack: the truth's boxes are whole points.
      const loose = { ...box, x: box.x - 1, y: box.y - 1, w: box.w + 2, h: box.h + 2 };
      const shown = (glyphsOnPage.get(c.page) ?? []).filter((g) => inside(loose, g.page, g.x, g.y)).length;
      if (shown >= 0.8 * letters) truthCells.hit++;
    }
  }

  return {
    name: doc.name,
    set: doc.set,
    pages: read.pages.length,
    error: read.error ? `${read.error.name}: ${read.error.message}` : null,
    tables,
    falseTables: found.length - paired.size,
    foundTables: found.length,
    relations,
    chars: { truth: truthAll.size, found: foundAll.size, both: [...truthAll].filter((k) => foundAll.has(k)).length },
    complete,
    pure,
    tabulaRule: tabulaRule(truthBoxes.map((b) => b[0]!), foundBoxes.flat()),
    truthCells,
    readMs: read.readMs,
    structureMs: read.structureMs,
  };
}

/** Tabula's TestTableDetection, page by page: each found box takes the first truth box it contains that it alone crosses. */
function tabulaRule(expected: TableBox[], found: TableBox[]): IcdarDocScore["tabulaRule"] {
  let right = 0;
  let wrong = 0;
  for (const page of new Set([...expected, ...found].map((b) => b.page))) {
    const left = expected.filter((b) => b.page === page);
    for (const box of found.filter((b) => b.page === page)) {
      const i = left.findIndex((e, k) => contains(box, e) && left.every((o, j) => j === k || intersection(box, o) === 0));
      if (i >= 0) {
        left.splice(i, 1);
        right++;
      } else wrong++;
    }
  }
  return { right, wrong, expected: expected.length };
}

export interface IcdarTotals {
  documents: number;
  refused: number;
  pages: number;
  truthTables: number;
  found: number;
  shapeRight: number;
  /** Ours: shape right once the truth's empty lines, one-cell notes and stacked lines are mapped (shapeConventions.ts). */
  shapeRightMapped: number;
  cellsAtPlace: Tally;
  rowsExact: Tally;
  falseTables: number;
  foundTables: number;
  relations: RelationCounts;
  /** Mean over documents of each one's relation precision and recall (0 for a document with none found, or none expected). */
  relationsPerDocument: { precision: number; recall: number };
  chars: { truth: number; found: number; both: number };
  complete: number;
  pure: number;
  tabulaRule: { right: number; wrong: number; expected: number };
  truthCells: Tally;
  readMs: number;
  structureMs: number;
  kinds: MissKinds;
}

export function icdarTotals(scores: readonly IcdarDocScore[]): IcdarTotals {
  const all = scores.flatMap((s) => s.tables);
  const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
  return {
    documents: scores.length,
    refused: scores.filter((s) => s.error).length,
    pages: scores.reduce((n, s) => n + s.pages, 0),
    truthTables: all.length,
    found: all.filter((t) => t.found).length,
    shapeRight: all.filter((t) => t.grid.shapeRight).length,
    shapeRightMapped: shapeRightMapped(all.filter((t) => t.found).map((t) => t.grid)),
    cellsAtPlace: all.reduce((a, t) => addTally(a, t.grid.cellsAtPlace), tally()),
    rowsExact: all.reduce((a, t) => addTally(a, t.grid.rowsExact), tally()),
    falseTables: scores.reduce((n, s) => n + s.falseTables, 0),
    foundTables: scores.reduce((n, s) => n + s.foundTables, 0),
    relations: scores.reduce((a, s) => addCounts(a, s.relations), NO_RELATIONS),
    relationsPerDocument: {
      precision: scores.reduce((n, s) => n + ratio(s.relations.correct, s.relations.found), 0) / Math.max(1, scores.length),
      recall: scores.reduce((n, s) => n + ratio(s.relations.correct, s.relations.expected), 0) / Math.max(1, scores.length),
    },
    chars: scores.reduce((a, s) => ({ truth: a.truth + s.chars.truth, found: a.found + s.chars.found, both: a.both + s.chars.both }), { truth: 0, found: 0, both: 0 }),
    complete: scores.reduce((n, s) => n + s.complete, 0),
    pure: scores.reduce((n, s) => n + s.pure, 0),
    tabulaRule: scores.reduce((a, s) => ({ right: a.right + s.tabulaRule.right, wrong: a.wrong + s.tabulaRule.wrong, expected: a.expected + s.tabulaRule.expected }), { right: 0, wrong: 0, expected: 0 }),
    truthCells: scores.reduce((a, s) => addTally(a, s.truthCells), tally()),
    readMs: scores.reduce((n, s) => n + s.readMs, 0),
    structureMs: scores.reduce((n, s) => n + s.structureMs, 0),
    kinds: all.reduce((a, t) => addMissKinds(a, t.kinds), noMissKinds()),
  };
}
