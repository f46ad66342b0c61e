import type { PaperSynthesisView, SynthesisConditions } from "../../../contract/synthesisConditions.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

/** Keeps a run's synthesis conditions of a paper, replacing what an earlier attempt of the item kept. */
export function savePaperSynthesis(db: LibraryDatabase, runId: number, paperId: number, conditions: SynthesisConditions): void {
  prepared(
    db,
    `INSERT INTO paper_syntheses (run_id, paper_id, conditions_json) VALUES (?, ?, ?)
     ON CONFLICT (run_id, paper_id) DO UPDATE SET conditions_json = excluded.conditions_json, created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  ).run(runId, paperId, JSON.stringify(conditions));
}

interface SynthesisRow {
  runId: number;
  paperId: number;
  createdAt: string;
  conditions: string;
}

const COLUMNS = `run_id AS runId, paper_id AS paperId, created_at AS createdAt, conditions_json AS conditions`;

/** The paper's conditions from `runId`, or from its latest run that extracted them. Null when none did. */
export function getPaperSynthesis(db: LibraryDatabase, paperId: number, runId?: number): PaperSynthesisView | null {
  const row =
    runId === undefined
      ? prepared<[number], SynthesisRow>(db, `SELECT ${COLUMNS} FROM paper_syntheses WHERE paper_id = ? ORDER BY run_id DESC LIMIT 1`).get(paperId)
      : prepared<[number, number], SynthesisRow>(db, `SELECT ${COLUMNS} FROM paper_syntheses WHERE paper_id = ? AND run_id = ?`).get(paperId, runId);
  return row ? { ...row, conditions: JSON.parse(row.conditions) as SynthesisConditions } : null;
}
