import type { PaperListQuery } from "../../../contract/papers.ts";
import type { SortOrder } from "../../../contract/sortOrder.ts";
import { paperNameSql } from "./paperName.ts";
import { HAS_OPEN_DOUBT } from "./readingDoubts.ts";
import { HAS_TABLE_DOUBT, TABLE_DOUBTS_JSON } from "./paperTables.ts";

/** The orders the library lists papers in, as the contract names them. */
export type PaperListSort = NonNullable<PaperListQuery["sort"]>;

/**
 * The papers each strategy has run on: a run reached the paper (one of its items for that paper
 * ran, successfully or not) or is still to go on (planned, running, paused). A run cancelled or
 * stopped before it reached a paper did not run on it. The status, the strategies shown with a
 * paper, the strategy filter and its menu all read this one definition, so they agree.
 */
const RAN_ON = (rp: string, r: string) => `(${r}.status IN ('planned', 'running', 'paused')
   OR EXISTS (SELECT 1 FROM work_items w WHERE w.run_id = ${rp}.run_id AND w.paper_id = ${rp}.paper_id AND w.status IN ('running', 'done', 'failed')))`;

/**
 * The strategy menu: strategies with a run that ran on some paper (COVERED's definition, asked
 * run by run). Listing COVERED's pairs first checked every paper of every run: about 80 ms at
 * 10,000 papers, against a stop at each run's first paper here.
 */
export const COVERING_STRATEGIES = `
SELECT DISTINCT r.strategy AS v FROM runs r
WHERE EXISTS (SELECT 1 FROM run_papers rp WHERE rp.run_id = r.id AND ${RAN_ON("rp", "r")})
ORDER BY 1`;

// Counts come from paper_qa_counts, which triggers keep up to date (migration 012): counting at
// read time was a pass over every QA and decision on each browse, about a second at 1,000,000
// QAs. "reviewed" counts QAs some reviewer kept or dropped: the QAs whose review status is not
// "unreviewed", the same standing Review and Export read, whoever the current reviewer is.
//
// A page is read in two steps: the ids of the page (filters, sort, LIMIT/OFFSET over the
// columns those need), then the rows of just those ids with their strategies and corrected
// fields. Reading every paper's strategies to show 100 of them was most of a browse at 10,000
// papers. Which runs ran on a paper is asked paper by paper through run_papers' paper index
// (a few runs a paper), and for the status only of papers without QAs (CASE stops early).
// Filters are parameters (NULL or an empty JSON array for "any"), so one statement per sort
// order serves every query.

/** Whether some run ran on paper `p` (COVERED's definition, for one paper), optionally only runs of @strategy. */
const RAN_ON_PAPER = (p: string, strategy: string | null) => `EXISTS (
  SELECT 1 FROM run_papers rp JOIN runs r ON r.id = rp.run_id
  WHERE rp.paper_id = ${p}.id${strategy === null ? "" : ` AND r.strategy = ${strategy}`} AND ${RAN_ON("rp", "r")})`;

/** A paper's review status, over `papers p` LEFT JOIN `paper_qa_counts c`. */
const STATUS = `CASE WHEN c.qas > 0 THEN (CASE WHEN c.reviewed >= c.qas THEN 'reviewed' ELSE 'generated' END)
              WHEN ${RAN_ON_PAPER("p", null)} THEN 'no-qas'
              ELSE 'not-run' END`;

const FILTERED = `
WITH body AS (
  -- Papers whose text holds each searched word, from the full-text index import fills: one index
  -- lookup per word, then a join, instead of reading every paper's passages.
  SELECT DISTINCT w.key AS word, ps.paper_id
  FROM json_each(@ftsWords) w JOIN passages_fts f ON f.passages_fts MATCH w.value JOIN passages ps ON ps.id = f.rowid
  WHERE w.value IS NOT NULL
)
SELECT %COLUMNS%
FROM papers p LEFT JOIN paper_qa_counts c ON c.paper_id = p.id
WHERE (@ids IS NULL AND p.kind = 'paper' OR p.id IN (SELECT value FROM json_each(@ids)))
  AND (@withQas = 0 OR c.qas > 0)
  AND (@language IS NULL OR p.language = @language)
  AND (@details IS NULL OR (@details = 'doubtful' AND (${HAS_OPEN_DOUBT("p")} OR ${HAS_TABLE_DOUBT("p")}))
       OR (@details = 'edited' AND EXISTS (SELECT 1 FROM paper_edits e WHERE e.sha256 = p.sha256)))
  AND (@strategy IS NULL OR ${RAN_ON_PAPER("p", "@strategy")})
  AND NOT EXISTS (SELECT 1 FROM json_each(@words) w
                  WHERE coalesce(p.title, '') || ' ' || p.file_name || ' ' || p.authors_json || ' ' || coalesce(p.doi, '') || ' ' || coalesce(p.abstract, '')
                        NOT LIKE '%' || w.value || '%' ESCAPE '\\'
                    AND NOT EXISTS (SELECT 1 FROM body b WHERE b.word = w.key AND b.paper_id = p.id))
  AND (@status IS NULL OR ${STATUS} = @status)`;

const ORDER: Record<PaperListSort, string> = {
  imported: "p.imported_at",
  title: `${paperNameSql("p")} COLLATE NOCASE`,
  pages: "p.page_count",
  qas: "coalesce(c.qas, 0)",
};

/** The SQL for one page's ids in one sort and order; every variant is a constant string, so each is prepared once. Exported for query-plan tests. */
export function paperListSql(sort: PaperListSort, order: SortOrder): string {
  const direction = order === "asc" ? "ASC" : "DESC";
  // Untitled papers sort by the file name they are shown with; the id settles ties the same way as the sort.
  return `${FILTERED.replace("%COLUMNS%", "p.id")}\nORDER BY ${ORDER[sort]} ${direction}, p.id ${direction}\nLIMIT @limit OFFSET @offset`;
}

/** How many papers the filters select, all pages together. Exported for query-plan tests. */
export const PAPER_COUNT_SQL = FILTERED.replace("%COLUMNS%", "count(*) AS n");

/** The rows of the given ids, in the order of the list. */
export const PAPER_ROWS_SQL = `
SELECT p.id, p.kind, ${paperNameSql("p")} AS name, p.title, p.doi, p.page_count AS pages, p.language, p.authors_json AS authors, p.imported_at AS importedAt,
       p.file_name AS fileName, p.reading_doubts_json AS doubts, ${TABLE_DOUBTS_JSON("p")} AS tableDoubts,
       (SELECT json_group_array(e.field) FROM paper_edits e WHERE e.sha256 = p.sha256) AS editedFields,
       (SELECT json_group_array(DISTINCT r.strategy) FROM run_papers rp JOIN runs r ON r.id = rp.run_id
         WHERE rp.paper_id = p.id AND ${RAN_ON("rp", "r")}) AS strategies,
       coalesce(c.qas, 0) AS qas, coalesce(c.accepted, 0) AS accepted, coalesce(c.reviewed, 0) AS reviewed,
       ${STATUS} AS status
FROM json_each(@ids) j JOIN papers p ON p.id = j.value LEFT JOIN paper_qa_counts c ON c.paper_id = p.id
ORDER BY j.key`;
