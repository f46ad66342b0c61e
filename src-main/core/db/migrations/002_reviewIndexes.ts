import type { Migration } from "./Migration.ts";

/**
 * Indexes for the desktop views, chosen with EXPLAIN QUERY PLAN on a library of 100,000 QAs:
 *
 * - review queues and filters ask "which QAs did this reviewer keep / correct / flag?": each
 *   index answers with qa_ids straight from the index, without reading annotation rows; the
 *   correction and "context wrong" ones are partial, so they stay as small as the corrections;
 * - score ranges read qa_ids from (metric, value) the same way (replaces scores_metric_value);
 * - the type, difficulty and verdict filters and the type menu read one small index each;
 * - deleting a paper sets qa_evidence.passage_id to NULL for each of its passages, which
 *   without an index scanned every evidence row once per passage.
 */
const sql = /* sql */ `
DROP INDEX annotations_reviewer_decision;
CREATE INDEX annotations_reviewer_decision_qa ON annotations(reviewer, decision, qa_id);
CREATE INDEX annotations_corrected_type ON annotations(reviewer, corrected_type, qa_id) WHERE corrected_type IS NOT NULL;
CREATE INDEX annotations_corrected_difficulty ON annotations(reviewer, corrected_difficulty, qa_id) WHERE corrected_difficulty IS NOT NULL;
CREATE INDEX annotations_context_wrong ON annotations(reviewer, qa_id) WHERE context_correct = 0;

DROP INDEX scores_metric_value;
CREATE INDEX scores_metric_value_qa ON scores(metric, value, qa_id);

CREATE INDEX qa_items_type ON qa_items(type);
CREATE INDEX qa_items_difficulty ON qa_items(difficulty);
CREATE INDEX qa_items_verdict ON qa_items(verdict);

CREATE INDEX qa_evidence_passage ON qa_evidence(passage_id) WHERE passage_id IS NOT NULL;
`;

export const reviewIndexes: Migration = {
  version: 2,
  name: "indexes for the library and review views",
  up(db) {
    db.exec(sql);
  },
};
