import type { ErrorInfo } from "../../../contract/errors.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { nowIso, prepared } from "../statements.ts";
import { addRunPapers } from "./runPapers.ts";

import type { StoredRunStatus as RunStatus } from "../../../contract/runOutcome.ts";

export type { RunStatus };

export interface NewRun {
  strategy: string;
  promptVersion: string;
  settings: Record<string, unknown>;
  /** How the engine was set up (lanes, context size, temperature...), so a resume sets it up the same way. Defaults to {}. */
  engine?: Record<string, unknown>;
  /** The generator: its registry id (if registered) and the provenance every QA records. */
  model: { id: number | null; name: string; sha256: string | null; quantization: string | null };
  /** Registry id of the model that judges the run's QAs. Defaults to none. */
  judgeModelId?: number | null;
  /** Registry id of the embedding model for similarity. Defaults to none. */
  embedderModelId?: number | null;
  seed: number;
  paperIds: number[];
  /** The run whose failed items this one retries with changes. Defaults to none. */
  retryOf?: number | null;
}

export interface RunRow {
  id: number;
  strategy: string;
  promptVersion: string;
  /** The strategy's settings only. */
  settings: Record<string, unknown>;
  engine: Record<string, unknown>;
  /** The generator's registry id; null once that model is removed. */
  modelId: number | null;
  judgeModelId: number | null;
  embedderModelId: number | null;
  modelName: string;
  modelSha256: string | null;
  modelQuantization: string | null;
  seed: number;
  status: RunStatus;
  error: ErrorInfo | null;
  promptTokens: number;
  evaluatedTokens: number;
  generatedTokens: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  paperIds: number[];
  retryOf: number | null;
}

const SELECT = `SELECT id, strategy, prompt_version AS promptVersion, settings_json AS settings, engine_settings_json AS engine,
  generator_model_id AS modelId, judge_model_id AS judgeModelId, embedder_model_id AS embedderModelId,
  model_name AS modelName, model_sha256 AS modelSha256, model_quantization AS modelQuantization, seed, status,
  error_json AS error, prompt_tokens AS promptTokens, evaluated_tokens AS evaluatedTokens,
  generated_tokens AS generatedTokens, created_at AS createdAt, started_at AS startedAt, finished_at AS finishedAt, retry_of AS retryOf,
  (SELECT json_group_array(paper_id) FROM (SELECT paper_id FROM run_papers WHERE run_id = runs.id ORDER BY paper_id)) AS paperIds
  FROM runs`;

type RawRun = Omit<RunRow, "settings" | "engine" | "error" | "paperIds"> & { settings: string; engine: string; error: string | null; paperIds: string };
const toRun = (raw: RawRun): RunRow => ({
  ...raw,
  settings: JSON.parse(raw.settings),
  engine: JSON.parse(raw.engine),
  error: raw.error === null ? null : JSON.parse(raw.error),
  paperIds: JSON.parse(raw.paperIds),
});

/** Creates a run and its paper list together. */
export function createRun(db: LibraryDatabase, run: NewRun): number {
  return db.transaction((): number => {
    const id = Number(
      prepared(
        db,
        `INSERT INTO runs (strategy, prompt_version, settings_json, engine_settings_json, generator_model_id, judge_model_id, embedder_model_id,
           model_name, model_sha256, model_quantization, seed, retry_of)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        run.strategy,
        run.promptVersion,
        JSON.stringify(run.settings),
        JSON.stringify(run.engine ?? {}),
        run.model.id,
        run.judgeModelId ?? null,
        run.embedderModelId ?? null,
        run.model.name,
        run.model.sha256,
        run.model.quantization,
        run.seed,
        run.retryOf ?? null,
      ).lastInsertRowid,
    );
    addRunPapers(db, id, run.paperIds);
    return id;
  })();
}

export function getRun(db: LibraryDatabase, id: number): RunRow | undefined {
  const raw = prepared<[number], RawRun>(db, `${SELECT} WHERE id = ?`).get(id);
  return raw && toRun(raw);
}

/** Runs, newest first. */
export function listRuns(db: LibraryDatabase): RunRow[] {
  return prepared<[], RawRun>(db, `${SELECT} ORDER BY id DESC`).all().map(toRun);
}

/**
 * At most `limit` runs older than run `after` (the newest when left out), newest first: found
 * through the key rather than by skipping rows, so the last page costs what the first does.
 */
export function listRunsPage(db: LibraryDatabase, page: { after?: number; limit: number }): RunRow[] {
  return prepared<[number, number], RawRun>(db, `${SELECT} WHERE id < ? ORDER BY id DESC LIMIT ?`)
    .all(page.after ?? Number.MAX_SAFE_INTEGER, page.limit)
    .map(toRun);
}

/** How many runs the library holds, counting no further than `cap` + 1. */
export function countRuns(db: LibraryDatabase, cap: number): number {
  return prepared<[number], { n: number }>(db, `SELECT count(*) AS n FROM (SELECT 1 FROM runs LIMIT ?)`).get(cap + 1)!.n;
}

/**
 * Moves a run to a new status, stamping start and finish times. `started_at` keeps the first
 * start across pauses and resumes.
 */
export function setRunStatus(db: LibraryDatabase, id: number, status: RunStatus, error: ErrorInfo | null = null): void {
  const now = nowIso();
  const finished = status === "completed" || status === "cancelled" || status === "failed";
  prepared(
    db,
    `UPDATE runs SET status = ?, error_json = ?,
       started_at = CASE WHEN ? = 'running' THEN coalesce(started_at, ?) ELSE started_at END,
       finished_at = CASE WHEN ? THEN ? ELSE NULL END
     WHERE id = ?`,
  ).run(status, error === null ? null : JSON.stringify(error), status, now, finished ? 1 : 0, now, id);
}

/** Runs made to retry this run's failed items with changes, oldest first. */
export function listRetriesOf(db: LibraryDatabase, id: number): number[] {
  return prepared<[number], { id: number }>(db, `SELECT id FROM runs WHERE retry_of = ? ORDER BY id`).all(id).map((r) => r.id);
}
