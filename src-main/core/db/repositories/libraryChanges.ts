import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

// What tells a process that another one (the CLI writing the same library) changed it: SQLite's
// change counter, then a few bytes per run and per library to say what changed.

/**
 * SQLite's `data_version` for this connection: it moves when another connection commits to the
 * file (another process, or a worker's own connection), never for this connection's own commits.
 * One read of the shared memory index: cheap enough to poll every second.
 */
export function dataVersion(db: LibraryDatabase): number {
  return db.pragma("data_version", { simple: true }) as number;
}

/**
 * Each run's state in a short text that changes whenever its card would: status, end, output
 * tokens and, for a run not ended, its items finished so far (counted on the (run, status) index).
 */
export function runMarks(db: LibraryDatabase): Map<number, string> {
  const rows = prepared<[], { id: number; mark: string }>(
    db,
    `SELECT r.id AS id,
            r.status || '|' || coalesce(r.finished_at, '') || '|' || r.generated_tokens || '|' ||
            CASE WHEN r.status IN ('planned', 'running', 'paused')
                 THEN (SELECT count(*) FROM work_items w WHERE w.run_id = r.id AND w.status IN ('done', 'failed'))
                 ELSE '' END AS mark
     FROM runs r`,
  ).all();
  return new Map(rows.map((row) => [row.id, row.mark]));
}

/** The papers in a short text that changes when one is added or removed. */
export function paperMark(db: LibraryDatabase): string {
  const row = prepared<[], { n: number; last: number }>(db, `SELECT count(*) AS n, coalesce(max(id), 0) AS last FROM papers`).get()!;
  return `${row.n}|${row.last}`;
}
