import type { Migration } from "./Migration.ts";

/**
 * Synthesis conditions RetChemQA extracts from a paper beside its QAs, one record per paper and
 * run: the paper view shows the latest, and an export of the run's QAs carries its record.
 *
 * - `conditions_json`: the record as contract/synthesisConditions.ts defines it (materials with
 *   their reagents, solvents, temperatures, times and steps, each with its evidence sentences,
 *   or `reported: false`). Kept whole: it is read whole, never queried in.
 * - Deleting the run or the paper deletes its records.
 * - The index serves "latest record of this paper".
 */
const sql = /* sql */ `
CREATE TABLE paper_syntheses (
  run_id           INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  paper_id         INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
  conditions_json  TEXT NOT NULL CHECK (json_valid(conditions_json)),
  created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (run_id, paper_id)
);
CREATE INDEX paper_syntheses_by_paper ON paper_syntheses (paper_id, run_id);
`;

export const paperSyntheses: Migration = {
  version: 11,
  name: "synthesis conditions per paper and run",
  up(db) {
    db.exec(sql);
  },
};
