import type { Migration } from "./Migration.ts";

/**
 * Knowledge graphs the knowledge-graph QA method builds, one per paper and run: the paper view
 * shows the latest, and later runs count every paper's latest as the corpus for tf-idf.
 *
 * - `graph_json`: the scored graph as contract/knowledgeGraph.ts defines it (triplets with their
 *   saliency, entities with tf-idf and PageRank). Kept whole: it is read whole, never queried in.
 * - Deleting the run or the paper deletes its graphs.
 * - The index serves "latest graph of this paper" and the corpus read (latest per paper).
 */
const sql = /* sql */ `
CREATE TABLE paper_graphs (
  run_id      INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  paper_id    INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
  graph_json  TEXT NOT NULL CHECK (json_valid(graph_json)),
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (run_id, paper_id)
);
CREATE INDEX paper_graphs_by_paper ON paper_graphs (paper_id, run_id);
`;

export const paperGraphs: Migration = {
  version: 10,
  name: "knowledge graphs per paper and run",
  up(db) {
    db.exec(sql);
  },
};
