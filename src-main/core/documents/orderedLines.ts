import { buildPageLines } from "./layout/buildLines.ts";
import { HyphenVocabulary } from "./layout/hyphenation.ts";
import { markListItems } from "./layout/listItems.ts";
import { orderPages } from "./layout/readingOrder.ts";
import { findRunningLines } from "./layout/runningLines.ts";
import type { Line, PageText } from "./layout/types.ts";
import { findTables, textSize, withoutClaimed } from "./tables/findTables.ts";
import { titlePageCopies } from "./titlePageCopies.ts";

// The first half of reading a paper: its pages' text made into lines, tables taken out, the rest
// put in reading order with page furniture left out. paperFromPages (parsePdf.ts) reads the
// paper's structure from what this returns.

/** The lines of a document in reading order, its tables, and the title page's lines as laid out. */
export function orderedLines(pages: PageText[]) {
  // Built once: reading order and the title page's layout both read these lines. Tables first: the
  // lines inside a table (and its notes) are its cells, and nothing else's.
  const pageLines = pages.map((page) => buildPageLines(page));
  const allLines = pageLines.map((built) => built.lines);
  const { tables, claimed } = findTables(pages, textSize(pages), pageLines);
  const builtLines = allLines.map((lines, i) => withoutClaimed(lines, claimed.get(pages[i]!.pageNumber)));
  const titlePage = titlePageCopies(allLines, builtLines);
  // The tables' regions help find a page's gutter when its tables leave it too few prose lines.
  const regions = (pageNumber: number) => tables.flatMap((t) => t.boxes.filter((b) => b.page === pageNumber));
  const ordered = orderPages(pages.map((page, i) => ({ lines: builtLines[i]!, width: page.width, height: page.height, tables: regions(page.pageNumber) })));
  const perPage = pages.map((page, i) => ({ page, ...ordered[i]! }));
  const running = findRunningLines(perPage.map((p) => ({ height: p.page.height, lines: p.ordered })));
  // Lines with no letter or digit are stray glyphs of formulas or decorations (a radical sign
  // raised above its line), never prose.
  const lines: Line[] = perPage.flatMap((p) => p.ordered.filter((l) => !running.has(l) && /[\p{L}\p{N}]/u.test(l.text)));
  markListItems(lines);
  const vocabulary = new HyphenVocabulary();
  for (const line of lines) vocabulary.learn(line.text);
  return { tables, titlePage, perPage, running, lines, vocabulary };
}
