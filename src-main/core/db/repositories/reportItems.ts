import type { QaQuery } from "../../../contract/qaQueries.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { paperNameSql } from "./paperName.ts";

// The work items a dataset report accounts for beside its QAs (reportRows.ts): planned, unfinished,
// and those that ended without a QA. Chosen by the selection's runs, strategies and papers, not by QA ids.

/** Which work items a selection's runs, strategies and papers planned (the other filters do not apply to items). */
function itemScope(query: QaQuery): { where: string; params: Record<string, string | null> } {
  const list = (values: readonly unknown[] | undefined) => (values && values.length > 0 ? JSON.stringify(values) : null);
  return {
    where: `(@runIds IS NULL OR w.run_id IN (SELECT value FROM json_each(@runIds)))
      AND (@strategies IS NULL OR w.run_id IN (SELECT id FROM runs WHERE strategy IN (SELECT value FROM json_each(@strategies))))
      AND (@paperIds IS NULL OR w.paper_id IN (SELECT value FROM json_each(@paperIds)))`,
    params: { runIds: list(query.runIds), strategies: list(query.strategies), paperIds: list(query.paperIds) },
  };
}

export interface ItemTally {
  items: number;
  unfinished: number;
  /** Items done with at least one QA. */
  outputs: number;
}

export function tallyItems(db: LibraryDatabase, query: QaQuery): ItemTally {
  const scope = itemScope(query);
  return prepared<Record<string, string | null>, ItemTally>(
    db,
    `SELECT count(*) AS items,
            coalesce(sum(w.status IN ('pending', 'running')), 0) AS unfinished,
            coalesce(sum(w.status = 'done' AND EXISTS (SELECT 1 FROM qa_items q WHERE q.work_item_id = w.id)), 0) AS outputs
     FROM work_items w WHERE ${scope.where}`,
  ).get(scope.params)!;
}

export interface EmptyItemRow {
  runId: number;
  strategy: string;
  paperId: number;
  paperName: string;
  kind: string;
  scope: string;
  status: "done" | "failed";
  reason: string | null;
  error: string | null;
}

/** Items that failed or ran without yielding a QA, in run and plan order: the first `limit`, and how many in all. */
export function listEmptyItems(db: LibraryDatabase, query: QaQuery, limit: number): { rows: EmptyItemRow[]; total: number } {
  const scope = itemScope(query);
  const empty = `w.status = 'failed' OR (w.status = 'done' AND NOT EXISTS (SELECT 1 FROM qa_items q WHERE q.work_item_id = w.id))`;
  const rows = prepared<Record<string, unknown>, EmptyItemRow>(
    db,
    `SELECT w.run_id AS runId, r.strategy, w.paper_id AS paperId, ${paperNameSql("p")} AS paperName, w.kind, w.scope_json AS scope,
            w.status, w.reason_json AS reason, w.error_json AS error
     FROM work_items w JOIN runs r ON r.id = w.run_id JOIN papers p ON p.id = w.paper_id
     WHERE ${scope.where} AND (${empty})
     ORDER BY w.run_id, w.ordinal LIMIT @limit`,
  ).all({ ...scope.params, limit });
  const total = prepared<Record<string, unknown>, { n: number }>(db, `SELECT count(*) AS n FROM work_items w WHERE ${scope.where} AND (${empty})`).get(scope.params)!.n;
  return { rows, total };
}
