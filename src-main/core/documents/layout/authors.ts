import { ABSTRACT_LABEL, AFFILIATION, EMAIL, KEYWORDS_LABEL, OTHER_ABSTRACT_LABEL, STRUCTURED_LABEL } from "./frontLabels.ts";
import { nameRows, rowsOf, stackedNameRows } from "./authorRows.ts";
import { besideTitle, groupPieces, linePieces, type PieceGroup } from "./frontLines.ts";
import { isBoilerplate } from "./runningLines.ts";
import type { Line } from "./types.ts";

const NAME_PARTICLES = new Set(["de", "da", "do", "das", "dos", "van", "von", "der", "den", "del", "della", "di", "du", "le", "la", "y", "e", "bin", "ibn", "al", "el", "ter", "ten", "zu", "st"]);

/** Words of page furniture and labels that never occur in a person's name. */
const NOT_A_NAME = /\b(?:article|online|journal|view|open|access|published|publisher|version|citation|editor|edition|volume|issue|university|review|research|report|data|abstract|keywords|received|accepted|license|licence|terms|thesis|dissertation)\b/i;

/** "Jin-Wook Lee", "Ross G. DOUGLAS", "Selene Maia de Morais"; not "How COVID affects software". */
function isPersonName(name: string): boolean {
  const tokens = name.split(" ");
  if (tokens.length < 2 || tokens.length > 6 || NOT_A_NAME.test(name)) return false;
  // A particle joined by a hyphen or apostrophe is part of a surname: "uz-Zaman", "al-Hassan", "d'Alton".
  return tokens.every((t) => NAME_PARTICLES.has(t.toLowerCase()) || /^\p{Lu}[\p{L}'’.-]*$/u.test(t) || /^\p{Ll}{1,3}[-'’]\p{Lu}[\p{L}'’-]*$/u.test(t)) && /\p{Ll}.*\p{Ll}|\p{Lu}{3}/u.test(name);
}

/** Whether a line of an author list ends with a complete name (two words or more, not an initial). */
function endsWithName(text: string): boolean {
  // A line ending in a hyphen after a letter breaks a word ("Paulo Ro-" over "cha"): the name goes on.
  if (/\p{L}[-\u00ad]\s*$/u.test(text)) return false;
  const last = text.split(/,|;|&|\band\b/).at(-1)!.trim().split(/\s+/).filter(Boolean);
  return last.length >= 2 && !/^\p{Lu}\.?$/u.test(last.at(-1)!) && !NAME_PARTICLES.has(last.at(-1)!.toLowerCase());
}

/** Names from an author line: markers, icons, degrees and affiliation numbers removed. */
export function parseAuthors(text: string): string[] {
  const entries = text
    .replace(/[\u2010\u2011]/g, "-")
    // A soft hyphen at a line end leaves "Zhao- Qi": the name is "Zhao-Qi".
    .replace(/(\p{L})-\s+(?=\p{Lu})/gu, "$1-")
    // A name broken at a line's end before a small letter is one word: "Ro- cha" is "Rocha".
    .replace(/(\p{Ll})[-\u00ad]\s+(?=\p{Ll})/gu, "$1")
    // Initials glued to each other and to the surname ("Yu.A.Pusep", "A.K.Bakarov", "J.-P.Roy"),
    // as physics and Russian-language journals print them: spaced, so the name has its words.
    .replace(GLUED_INITIALS, (initials) => `${initials.replace(/\.(?=\p{Lu})/gu, ". ")} `)
    .replace(/\[[\p{L}\d,*†‡\s–-]{1,12}\]/gu, " ")
    .replace(/[\p{Co}\p{So}]/gu, " ")
    .replace(/[*∗†‡§¶#✉✝⁎+]+/g, " ")
    // Affiliation numbers set on the line, glued to the name ("Jiang1", "Liu2,3").
    .replace(/(\p{L})\d+(?:[,–-]\d+)*(?=[\s,;]|$)/gu, "$1")
    .replace(/\b\d+(?:[,–-]\d+)*\b/g, " ")
    .replace(/\(\s*\)/g, " ")
    // "and" in any case: author lines set in capitals print "AND".
    .split(/\s*(?:,|;|·|•|\band\b|\bAND\b|&|\be\b)\s*/)
    // "… and the GTEx Consortium": the article is no part of the group's name.
    .map((name) => name.replace(/\s+/g, " ").replace(/^[\s,.]+|[\s,]+$/g, "").replace(/^the (?=\p{Lu})/u, "").replace(HONORIFIC, "").trim());
  const whole = entries.filter((name) => isPersonName(name) && !AFFILIATION.test(name));
  // A one-word name (a mononym) is an entry of its own between the separators of a list that
  // holds two whole names or more; a lone capitalised word beside one name ("Palo Alto,
  // California") is a place.
  // One such entry only, and never the list's last: a last word alone is the first half of a
  // name broken at the line's end, and many one-word entries are a table's column of labels.
  const single = entries.slice(0, -1).filter((name) => ONE_WORD_NAME.test(name) && !NOT_A_NAME.test(name) && !AFFILIATION.test(name));
  if (whole.length < 2 || single.length !== 1 || entries.filter((name) => ONE_WORD_NAME.test(name)).length > 1) return whole;
  return entries.filter((name) => whole.includes(name) || name === single[0]);
}

/**
 * One to three initials ("A.", "Yu.", "J.-P.") standing right before a capitalised surname, with
 * no space: never inside a word or after a digit, and never before another initial ("J.R.R. Tolkien"
 * stays as printed).
 */
const GLUED_INITIALS = /(?<![\p{L}\p{N}.])(?:\p{Lu}\p{Ll}?\.(?:-\p{Lu}\.)?){1,3}(?=\p{Lu}\p{Ll})/gu;

/** A title printed before a name ("Dr. Saeed Murtaza", "Prof. Ana Ruiz"): no part of the name. */
const HONORIFIC = /^(?:Dr|Prof|Profa|Professor|Mr|Mrs|Ms|Mme|Sir)\.?\s+(?=\p{Lu})/u;

/** A one-word name: a capital, then small letters ("Prabhat"), never an initial, an acronym or a degree ("PhD"). */
const ONE_WORD_NAME = /^\p{Lu}\p{Ll}{2,}(?:-\p{Lu}?\p{Ll}+)?$/u;

/**
 * The names of a line that is an author list, else none: names must make up the line, so a
 * sentence or an address that happens to hold a capitalised pair is not an author list.
 */
function namesIn(text: string): string[] {
  if (AFFILIATION.test(text) || EMAIL.test(text) || isBoilerplate(text)) return [];
  const found = parseAuthors(text);
  const covered = found.join("").replace(/[^\p{L}]/gu, "").length;
  const letters = text.replace(/\b(?:and|und|y|e|et)\b/g, "").replace(/[^\p{L}]/gu, "").length;
  return found.length > 0 && covered >= 0.7 * letters ? found : [];
}

export const isNames = (text: string): boolean => namesIn(text).length > 0;

/** The text of a group's printed lines (the first `rows` of them, or those listed) read as one list of names. */
function listText(group: PieceGroup, rows: number | number[] = group.listRows.length): string {
  // A printed line that ends with a whole name ends that name ("Yang Liu" over "Yuri I. Wolf",
  // the comma lost with a raised marker); one that ends inside a name ("Burkhard" / "Butschke",
  // "Daniel B." / "Werz") goes on in the next line.
  return (typeof rows === "number" ? group.listRows.slice(0, rows) : rows.map((i) => group.listRows[i]!))
    .reduce((all, row) => (!all ? row : endsWithName(all) && !/^\s*(?:,|and\b|&)/.test(row) ? `${all}, ${row}` : `${all} ${row}`), "")
    .replace(/[\u2010\u2011]/g, "-");
}

/** The last entry of a list when it is not a whole name yet ("…, Najmeh" before "Khodadadi, …"). */
function danglingName(text: string): string {
  if (endsWithName(text)) return "";
  const last = text.split(/,|;|&|\band\b/).at(-1)!.trim();
  return /^\p{Lu}[\p{L}'’.-]*$/u.test(last) ? last : "";
}

/** Names set further apart than this (in ems) on their line are the cells of an author grid, not one run of names. */
const ROW_GAP = 3;
/** How far apart (in ems) the cells of one row of an author grid may stand. */
const GRID_GAP = 12;
/** How far under the title (a share of the page's height) the names are looked for. */
const WINDOW = 0.3;
/** How far an author grid's rows of names may run on under the title. */
const DEEP_WINDOW = 0.45;

export interface FoundAuthors {
  names: string[];
  /** Top of the first name line under the title, and bottom of the last (the title's bottom when none is under it). */
  top: number;
  bottom: number;
  /** Type size of the name lines (0 when none was found). */
  size: number;
  /** Bottom of the last printed line that held names (the details under them left out). */
  namesBottom: number;
  /** The names' font, when it alone told them from the lines under them in their size; else "". */
  font: string;
  /** Where the name lines stand across the page (Infinity and -Infinity when none was found). */
  x0: number;
  x1: number;
}

export interface AuthorSearch {
  lines: Line[];
  /**
   * Those of `lines` a table claimed (an author grid is set like a table): names are read from
   * them only where the page sets the names apart from the details under them. Defaults to none.
   */
  tableLines?: ReadonlySet<Line>;
  bodySize: number;
  pageWidth: number;
  pageHeight: number;
}

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

function namesFrom(groups: PieceGroup[], search: AuthorSearch, titleBottom: number): FoundAuthors & { grid: boolean; reach: number } {
  const names: string[] = [];
  let size = 0;
  let top = titleBottom;
  let bottom = titleBottom;
  let carried = "";
  let namesBottom = titleBottom;
  let font = "";
  let cells: { x0: number; x1: number }[] = [];
  // Where the names found so far stand across the page, and the columns stepped over beside them.
  const span = { x0: Infinity, x1: -Infinity };
  const beside: { x0: number; x1: number }[] = [];
  // The bottom of what the names (and the grid cells under them) take up so far.
  let reach = titleBottom;
  const first = groups.slice(0, 16);
  for (const [i, group] of first.entries()) {
    let text = carried ? `${carried} ${listText(group)}` : listText(group);
    // Affiliations set in the names' type run on in the same group: the names are its first lines.
    const head = (rows: number | number[]) => (carried ? `${carried} ${listText(group, rows)}` : listText(group, rows));
    // Names set apart from the lines under them in the same size (by their face, or by a blank
    // before an address set solid): only their lines are read.
    const stacked = stackedNameRows(group, isNames);
    const chosen = stacked ? { rows: stacked, font: "" } : nameRows(group);
    let lastRow = group.listRows.length - 1;
    if (chosen && namesIn(head(chosen.rows)).length > 0) {
      text = head(chosen.rows);
      lastRow = chosen.rows.at(-1)!;
    } else if (group.listRows.length > 1 && namesIn(text).length === 0 && namesIn(head(1)).length > 0) {
      let rows = 1;
      while (rows < group.listRows.length && namesIn(head(rows + 1)).length > 0) rows++;
      text = head(rows);
    }
    if (!/\p{L}{2}/u.test(text) || /^(?:orcid\b|\d{4}-\d{4}-)/i.test(text)) continue; // markers, ORCID iDs
    // An "Abstract" label beside the names (to the right of an author grid, level with its first
    // row), and the text in its column under it, hold no names: stepped over, so the grid's later
    // rows are still read.
    const whollyBeside = names.length > 0 && (group.x0 >= span.x1 || group.x1 <= span.x0);
    const underLabel = whollyBeside && beside.some((c) => group.x0 < c.x1 && group.x1 > c.x0);
    const stepAside = () => beside.push({ x0: group.x0, x1: group.x1 });
    if (ABSTRACT_LABEL.test(text) || OTHER_ABSTRACT_LABEL.test(text) || STRUCTURED_LABEL.test(text)) {
      if (!(whollyBeside && (group.top < reach || underLabel))) break;
      stepAside();
      continue;
    }
    // A manuscript may print its keywords (and a running title) before the author line.
    if (KEYWORDS_LABEL.test(text)) {
      if (names.length > 0) break;
      continue;
    }
    const found = inTable(group, search) && !namesSetApart(group, chosen, first[i + 1]) ? [] : namesIn(text);
    if (underLabel && found.length === 0) {
      stepAside();
      continue;
    }
    // Under a row of an author grid, each name's cell goes on in smaller type (an e-mail, an
    // affiliation): stepped over, up to the grid's next row of names in the same cells.
    const inCells = cells.length > 0 && group.pieces.every((p) => cells.some((c) => p.x0 < c.x1 && p.x1 > c.x0));
    if (names.length > 0 && inCells && group.size < 0.95 * size && found.length === 0 && group.top - reach < 3 * size) {
      reach = Math.max(reach, group.bottom);
      continue;
    }
    if (names.length > 0 && (Math.abs(group.size - size) > 0.1 * size || group.top - reach > 3 * size || (reach > bottom && !inCells))) break;
    // An author line may be set smaller than the body (PNAS), when it is plainly a list of names.
    const smallType = group.size < 0.8 * search.bodySize && !(found.length >= 2 && group.size >= 0.65 * search.bodySize);
    if (found.length === 0 || smallType) {
      if (names.length > 0 || text.split(/\s+/).length > 25) break;
      continue;
    }
    if (names.length === 0) {
      top = group.top;
      cells = gridCells(group);
    }
    names.push(...found);
    span.x0 = Math.min(span.x0, group.x0);
    span.x1 = Math.max(span.x1, group.x1);
    carried = danglingName(text);
    size = group.size;
    bottom = group.bottom;
    namesBottom = (rowsOf(group)[lastRow]?.baseline ?? group.bottom) + 0.25 * group.size;
    const groupFont = chosen && text === head(chosen.rows) ? chosen.font : "";
    font = names.length === found.length || font === groupFont ? groupFont : "";
    reach = bottom;
  }
  return { names, top, bottom, size, namesBottom, font, grid: cells.length >= 2, reach, x0: span.x0, x1: span.x1 };
}

const inTable = (group: PieceGroup, search: AuthorSearch) => !!search.tableLines && group.pieces.every((p) => search.tableLines!.has(p.line));

/**
 * Whether a group's names stand apart from the details under them, as in an author grid's cell
 * and never in a table's column of values: each in its own face over its details, or on one line
 * over details in smaller type that start within 3 ems under it.
 */
function namesSetApart(group: PieceGroup, chosen: ReturnType<typeof nameRows>, next: PieceGroup | undefined): boolean {
  // Each line in the names' face over a line of details: a run of lines in one face is a column's values.
  if (chosen?.font) return chosen.rows.every((r) => !chosen.rows.includes(r + 1));
  return group.listRows.length === 1 && !!next && next.size < 0.95 * group.size && next.top - group.bottom < 3 * group.size;
}

/** The cells of an author grid: the names on the group's first line, when set further apart than a row's names. */
function gridCells(group: PieceGroup): { x0: number; x1: number }[] {
  const first = group.pieces.filter((p) => Math.abs(p.baseline - group.pieces[0]!.baseline) < 0.3 * group.size).sort((a, b) => a.x0 - b.x0);
  const apart = first.length >= 2 && first.every((p, i) => i === 0 || p.x0 - first[i - 1]!.x1 > ROW_GAP * group.size);
  return apart ? first.map((p) => ({ x0: p.x0, x1: p.x1 })) : [];
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
