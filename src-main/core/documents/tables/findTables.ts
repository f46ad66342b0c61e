import type { ParsedTable } from "../../../contract/tables.ts";
import type { PageLines } from "../layout/buildLines.ts";
import type { HyphenVocabulary } from "../layout/hyphenation.ts";
import type { Line, PageText, Rect } from "../layout/types.ts";
import { foldLookAlikes } from "../text/lookAlikeSymbols.ts";
import { pageVocabulary, withCaptionBreaksResolved } from "./captionLineBreaks.ts";
import { nameTable } from "./captionOverPage.ts";
import { joinContinuedTables } from "./continuedTables.ts";
import { joinedAcrossColumns } from "./joinedAcrossColumns.ts";
import type { CarriedTable, PageTable } from "./pageTable.ts";
import { tableFrames } from "./tableFrames.ts";
import { MAX_TABLE_PAGE_PIECES, MAX_TABLES } from "./tableLimits.ts";
import { mayHoldAnyTable } from "./tablePages.ts";
import { tablesOfFrame } from "./tablesOfFrame.ts";
// Kept exported here too: benches load it from this module at older checkouts (bench/tableReaderCpu.ts).
export { textSize } from "../layout/textSize.ts";

export interface FoundTables {
  tables: ParsedTable[];
  /** Per page, where the tables and their notes lie: the page's text there is theirs alone. */
  claimed: Map<number, Rect[]>;
}

/**
 * Finds and reads every table of a document: on each page and in each sideways frame, the tables
 * its captions name and the rows that go on with a table left open at the foot of the page
 * before; then joins a table continued over pages. `bodySize` is the type size of the
 * document's running text; `pageLines`, each page's lines as the body built them, when the caller
 * has them.
 */
export function findTables(pages: readonly PageText[], bodySize: number, pageLines?: readonly PageLines[]): FoundTables {
  const found: PageTable[] = [];
  const claimed = new Map<number, Rect[]>();
  let open = null as CarriedTable | null;
  for (const [index, page] of pages.entries()) {
    if (found.length >= MAX_TABLES) break;
    if (page.runs.length + page.sideways.length > MAX_TABLE_PAGE_PIECES) {
      open = null;
      continue;
    }
    let nextOpen: CarriedTable | null = null;
    // Pages with no caption, no table going on and no rows of cells are not looked at further.
    const carrying = !!open && open.page === page.pageNumber - 1;
    if (!carrying && !mayHoldAnyTable(page)) continue;
    const pageStart = found.length;
    for (const frame of tableFrames(page)) {
      const carried = open && open.angle === frame.angle && open.page === page.pageNumber - 1 ? open : null;
      // The page's lines as the body built them serve the upright frame when no letter-spacing
      // was joined in it, with the raised markers the body left out put back in their lines.
      const built = pageLines?.[index];
      const reuse = frame.angle === 0 && !frame.respaced && built ? built.withMarkers() : undefined;
      const result = tablesOfFrame(frame, page, bodySize, carried, reuse);
      for (const { part, areas } of result.parts) {
        found.push(part);
        claimed.set(page.pageNumber, [...(claimed.get(page.pageNumber) ?? []), ...areas]);
      }
      if (result.apart.length > 0) claimed.set(page.pageNumber, [...(claimed.get(page.pageNumber) ?? []), ...result.apart]);
      if (result.open) nextOpen = result.open;
      // A caption pushed to the head of this page names the unnamed table that ended the page before, when no rows here go on with it.
      if (carried && result.headCaption && carried.endsPage && !carried.part.caption && !result.parts.some(({ part }) => part.continues === carried.part)) nameTable(carried.part, result.headCaption);
    }
    // A table set across the page's two columns, read as an unnamed part and a named one, is one table.
    const upright = found.slice(pageStart).filter((p) => !p.table.rotated);
    const joined = upright.length > 1 ? joinedAcrossColumns(upright, page) : upright;
    if (joined.length < upright.length) {
      const kept = new Set(joined);
      const gone = upright.filter((p) => !kept.has(p));
      found.splice(pageStart, found.length - pageStart, ...found.slice(pageStart).filter((p) => !gone.includes(p)));
      // Rows going on at the next page's head follow the table the removed part is now in.
      if (nextOpen && gone.includes(nextOpen.part)) nextOpen = { ...nextOpen, part: joined.find((p) => p.table.boxes.some((b) => b === nextOpen!.part.table.boxes[0])) ?? nextOpen.part };
    }
    open = nextOpen;
  }
  // Learnt only when a caption broke a word at a line's end: most papers never need it.
  let vocabulary: HyphenVocabulary | null = null;
  const words = () => (vocabulary ??= pageVocabulary(pageLines ? pageLines.flatMap((built) => built.lines.map((l) => l.text)) : pages.flatMap((page) => page.runs.map((r) => r.text))));
  return { tables: joinContinuedTables(found).slice(0, MAX_TABLES).map((table) => withSymbolsFolded(withCaptionBreaksResolved(table, words))), claimed };
}

/**
 * The table with its cells' and notes' look-alike symbols read as typed, once every rule has read
 * it as printed; and each row's kind as where it ended up says. Rules move rows between header and
 * body (a later part's other header goes on as body rows), so the header's rows are "header" and
 * the body's never are, whatever kind they were read with.
 */
function withSymbolsFolded(table: ParsedTable): ParsedTable {
  const rows = (list: ParsedTable["rows"]) => list.map((r) => ({ ...r, cells: r.cells.map((c) => ({ ...c, text: foldLookAlikes(c.text) })) }));
  return {
    ...table,
    header: rows(table.header).map((r) => ({ ...r, kind: "header" as const })),
    rows: rows(table.rows).map((r) => (r.kind === "header" ? { ...r, kind: "body" as const } : r)),
    footnotes: table.footnotes.map(foldLookAlikes),
  };
}

/** A page's lines without those lying in a table's claimed areas (a line belongs where its middle is). */
export function withoutClaimed(lines: Line[], areas: readonly Rect[] | undefined): Line[] {
  if (!areas || areas.length === 0) return lines;
  return lines.filter((l) => {
    const x = (l.x0 + l.x1) / 2;
    const y = l.baseline - 0.3 * l.size;
    return !areas.some((a) => x >= a.x - 1 && x <= a.x + a.w + 1 && y >= a.y - 1 && y <= a.y + a.h + 1);
  });
}
