import type { PaperMetadataField } from "../../../contract/paperEdits.ts";
import type { PaperListQuery, PaperRow, PaperStatus } from "../../../contract/papers.ts";
import { type ReadingDoubtKind } from "../../../contract/readingNotes.ts";
import { openDoubts } from "../../../contract/readingDoubtWords.ts";
import { TABLE_DOUBT_KINDS, tableDoubt, type TableDoubtKind } from "../../../contract/tables.ts";
import { tableDoubtsToCheck, tableName } from "../../../contract/tableWords.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { COVERING_STRATEGIES, PAPER_COUNT_SQL, PAPER_ROWS_SQL, paperListSql, type PaperListSort } from "./paperListSql.ts";
import type { SortOrder } from "../../../contract/sortOrder.ts";
import { toFtsQuery } from "./search.ts";

export interface PaperListFilter {
  /**
   * Words that must all appear, each in the paper's title, file name, authors, DOI or abstract
   * (case-insensitively for ASCII letters) or in its body text (the passage index, as words).
   */
  words: string[];
  status: PaperStatus | null;
  language: string | null;
  /** Papers some run of this strategy ran on (see COVERED). */
  strategy: string | null;
  /** "doubtful": a doubt about its details that no correction settled, or about one of its tables; "edited": some detail corrected. */
  details: NonNullable<PaperListQuery["details"]> | null;
  /**
   * Only these entries, an imported dataset's texts too (a menu naming its chosen ones). Defaults
   * to every paper (absent or null), which leaves out the texts of imported datasets.
   */
  ids?: number[] | null;
  /** Only papers with at least one QA. Defaults to every paper (absent or false). */
  withQas?: boolean;
}

/** Escapes LIKE's wildcards so a typed "%" or "_" is searched as itself. */
const likeLiteral = (word: string): string => word.replace(/[\\%_]/g, (c) => `\\${c}`);

type RawRow = Omit<PaperRow, "authors" | "strategies" | "doubts" | "tableDoubts" | "editedFields"> & {
  authors: string;
  strategies: string;
  doubts: string | null;
  tableDoubts: string;
  editedFields: string;
};

/** The tables in doubt as TABLE_DOUBTS_JSON gives them, named and worded; kinds this version does not know are left out. */
function tableDoubtsOf(json: string): PaperRow["tableDoubts"] {
  const known = (kind: string): kind is TableDoubtKind => (TABLE_DOUBT_KINDS as readonly string[]).includes(kind);
  return (JSON.parse(json) as { label: string | null; ordinal: number; kinds: string[] }[])
    .map((t) => ({ table: tableName(t, t.ordinal), messages: tableDoubtsToCheck(t.kinds.filter(known).map(tableDoubt)).map((d) => d.message) }))
    .filter((t) => t.messages.length > 0);
}

function filterParams(filter: PaperListFilter): Record<string, unknown> {
  return {
    language: filter.language,
    strategy: filter.strategy,
    status: filter.status,
    details: filter.details,
    ids: filter.ids ? JSON.stringify(filter.ids) : null,
    withQas: filter.withQas ? 1 : 0,
    words: JSON.stringify(filter.words.map(likeLiteral)),
    // Same positions as `words`; a word with no letters or digits has no index form (null).
    ftsWords: JSON.stringify(filter.words.map((word) => toFtsQuery(word))),
  };
}

/** One page of the papers the filter selects, in the sort's order. */
export function listPaperRows(
  db: LibraryDatabase,
  filter: PaperListFilter,
  sort: PaperListSort,
  order: SortOrder,
  page: { offset: number; limit: number },
): PaperRow[] {
  const ids = prepared<[Record<string, unknown>], { id: number }>(db, paperListSql(sort, order))
    .all({ ...filterParams(filter), limit: page.limit, offset: page.offset })
    .map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = prepared<[{ ids: string }], RawRow>(db, PAPER_ROWS_SQL).all({ ids: JSON.stringify(ids) });
  return rows.map((raw) => {
    const editedFields = (JSON.parse(raw.editedFields) as PaperMetadataField[]).sort();
    const kinds = raw.doubts === null ? [] : (JSON.parse(raw.doubts) as { kind: ReadingDoubtKind }[]).map((d) => d.kind);
    return {
      ...raw,
      authors: JSON.parse(raw.authors) as string[],
      strategies: (JSON.parse(raw.strategies) as string[]).sort(),
      doubts: openDoubts(kinds, editedFields),
      tableDoubts: tableDoubtsOf(raw.tableDoubts),
      editedFields,
    };
  });
}

/** How many papers the filter selects. */
export function countPaperRows(db: LibraryDatabase, filter: PaperListFilter): number {
  return prepared<[Record<string, unknown>], { n: number }>(db, PAPER_COUNT_SQL).get(filterParams(filter))!.n;
}

/**
 * Totals for the whole library's papers and the values the filter menus offer. An imported
 * dataset's texts are not papers, and their QAs are counted on the dataset's own entry, not here.
 */
export function paperListFacets(db: LibraryDatabase): { totalPapers: number; totalQas: number; languages: string[]; strategies: string[] } {
  // Every QA belongs to a library entry, so the per-entry counts add up to the papers' QAs without counting a million rows.
  const totals = prepared<[], { papers: number; qas: number }>(
    db,
    `SELECT (SELECT count(*) FROM papers WHERE kind = 'paper') AS papers,
            (SELECT coalesce(sum(c.qas), 0) FROM paper_qa_counts c JOIN papers p ON p.id = c.paper_id WHERE p.kind = 'paper') AS qas`,
  ).get()!;
  const languages = prepared<[], { v: string }>(db, `SELECT DISTINCT language AS v FROM papers WHERE language IS NOT NULL AND kind = 'paper' ORDER BY 1`).all();
  const strategies = prepared<[], { v: string }>(db, COVERING_STRATEGIES).all();
  return { totalPapers: totals.papers, totalQas: totals.qas, languages: languages.map((r) => r.v), strategies: strategies.map((r) => r.v) };
}
