import type { Migration } from "./Migration.ts";

/**
 * What a run yielded, kept with it:
 * - `work_items.reason_json`: why an item yielded no QAs (or fewer than asked), as the strategy
 *   said it ({code, message}: "every QA was rejected by the multi-hop check ..."). Items of
 *   earlier runs have none.
 * - `runs.retry_of`: a run made to retry another run's failed items with a changed model or
 *   settings points at that run, so both runs stay true to what made their QAs.
 */
export const runOutcomes: Migration = {
  version: 4,
  name: "item reasons and retry runs",
  up(db) {
    db.exec(`
      ALTER TABLE work_items ADD COLUMN reason_json TEXT CHECK (reason_json IS NULL OR json_valid(reason_json));
      ALTER TABLE runs ADD COLUMN retry_of INTEGER REFERENCES runs(id) ON DELETE SET NULL;
      CREATE INDEX runs_retry_of ON runs(retry_of) WHERE retry_of IS NOT NULL;
    `);
  },
};
