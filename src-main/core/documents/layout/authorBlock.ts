import { ABSTRACT_LABEL, KEYWORDS_LABEL, OTHER_ABSTRACT_LABEL, STRUCTURED_LABEL } from "./frontLabels.ts";
import { closedListRows, closedRows, nameRows, rowsOf, stackedNameRows } from "./authorRows.ts";
import { affiliationBeforeNames, fontOfGroup, gridCells, mailRows, namesSetApart } from "./bylineDetails.ts";
import { capitalNamesBeforeComma } from "./oneAuthorLines.ts";
import { danglingName, endsWithName, isNames, namesIn } from "./personNames.ts";
import type { PieceGroup } from "./pieceGroups.ts";
import type { AuthorSearch, FoundAuthors } from "./authorSearch.ts";

// The walk down the groups under the title that gathers the names: where the author block
// starts, which lines of a group hold names, what is stepped over (an author grid's details, an
// "Abstract" label beside it) and where the block ends.

/** The text of a group's printed lines (the first `rows` of them, or those listed) read as one list of names. */
export function listText(group: PieceGroup, rows: number | number[] = group.listRows.length): string {
  // A printed line that ends with a whole name ends that name ("Yang Liu" over "Yuri I. Wolf",
  // the comma lost with a raised marker); one that ends inside a name ("Burkhard" / "Butschke",
  // "Daniel B." / "Werz") goes on in the next line.
  return (typeof rows === "number" ? group.listRows.slice(0, rows) : rows.map((i) => group.listRows[i]!))
    .reduce((all, row) => (!all ? row : endsWithName(all) && !/^\s*(?:,|and\b|&)/.test(row) ? `${all}, ${row}` : `${all} ${row}`), "")
    .replace(/[\u2010\u2011]/g, "-");
}

export function namesFrom(groups: PieceGroup[], search: AuthorSearch, titleBottom: number): FoundAuthors & { grid: boolean; reach: number } {
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
  // The font of the last group of names, and whether the group just stepped over lies between two authors' entries.
  let namesFont = "";
  let betweenEntries = false;
  const first = groups.slice(0, 16);
  for (const [i, group] of first.entries()) {
    let text = carried ? `${carried} ${listText(group)}` : listText(group);
    // Affiliations set in the names' type run on in the same group: the names are its first lines.
    const head = (rows: number | number[]) => (carried ? `${carried} ${listText(group, rows)}` : listText(group, rows));
    // Names set apart from the lines under them in the same size (by their face, or by a blank
    // before an address set solid): only their lines are read.
    const stacked = stackedNameRows(group, isNames);
    const chosen = stacked ? { rows: stacked, font: "" } : closedRows(nameRows(group), closedListRows(group, isNames));
    let lastRow = group.listRows.length - 1;
    let byline: ReturnType<typeof capitalNamesBeforeComma>;
    if (chosen && namesIn(head(chosen.rows)).length > 0) {
      text = head(chosen.rows);
      lastRow = chosen.rows.at(-1)!;
    } else if ((byline = capitalNamesBeforeComma(group))) {
      // A scanned byline of one author a line, "NAME, Affiliation, Country" (oneAuthorLines.ts).
      text = byline.names.join(", ");
      lastRow = byline.lastRow;
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
    // An author's e-mail line in the names' type (beside the name, or under it in its cell), or
    // an affiliation between one author's entry and the next: stepped over.
    const detail = found.length === 0 && (mailRows(group) || affiliationBeforeNames(group, text, first[i + 1], { size, font: namesFont, namesOf: (g) => namesIn(listText(g)) }));
    if (names.length > 0 && detail && group.top - reach < 3 * size) {
      reach = Math.max(reach, group.bottom);
      betweenEntries = !mailRows(group) || betweenEntries;
      continue;
    }
    const resumed = betweenEntries && found.length > 0 && fontOfGroup(group) === namesFont;
    if (names.length > 0 && (Math.abs(group.size - size) > 0.1 * size || group.top - reach > 3 * size || (reach > bottom && !inCells && !resumed))) break;
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
    namesFont = fontOfGroup(group);
    betweenEntries = false;
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
