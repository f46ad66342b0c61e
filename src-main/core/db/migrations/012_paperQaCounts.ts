import type { Migration } from "./Migration.ts";

/**
 * Each paper's QA counts, kept up to date by triggers, for the library view. Computed at read
 * time they cost a pass over every QA and every decision on each browse: about a second at
 * 1,000,000 QAs (`npm run bench:scale`), against a primary-key read per paper here.
 *
 * - `qas`: the paper's QAs; `accepted`: those whose overall verdict is "accepted";
 * - `reviewed`: those some reviewer kept or dropped (any reviewer, as Review's status counts them);
 * - one row per paper with QAs (added by its first QA); deleting the paper deletes the row.
 *
 * And an index of decisions by QA: where a QA stands with every reviewer (reviewStatus.ts, read
 * for each QA by the export summary, the status filter and the triggers here) is then answered
 * from the index alone instead of reading each decision's row. And QAs by run, paper and verdict:
 * the export summary's groups, read from that index instead of each QA's row.
 *
 * The triggers cover every way these change: a QA stored, its verdict set, a decision added,
 * changed (upserts and reviewer merges update rows), or removed. QAs are only ever deleted with
 * their paper, whose row goes with it; their trigger still keeps the counts right meanwhile.
 */
const sql = /* sql */ `
CREATE TABLE paper_qa_counts (
  paper_id  INTEGER PRIMARY KEY REFERENCES papers(id) ON DELETE CASCADE,
  qas       INTEGER NOT NULL DEFAULT 0,
  accepted  INTEGER NOT NULL DEFAULT 0,
  reviewed  INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX annotations_qa_decision ON annotations(qa_id, decision);
CREATE INDEX qa_items_run_paper_verdict ON qa_items(run_id, paper_id, verdict);

INSERT INTO paper_qa_counts (paper_id, qas, accepted, reviewed)
SELECT q.paper_id, count(*), sum(q.verdict = 'accepted'),
       sum(EXISTS (SELECT 1 FROM annotations a WHERE a.qa_id = q.id AND a.decision IN ('keep', 'drop')))
FROM qa_items q GROUP BY q.paper_id;

CREATE TRIGGER paper_qa_counts_qa_insert AFTER INSERT ON qa_items BEGIN
  INSERT INTO paper_qa_counts (paper_id, qas, accepted) VALUES (new.paper_id, 1, new.verdict = 'accepted')
  ON CONFLICT (paper_id) DO UPDATE SET qas = qas + 1, accepted = accepted + excluded.accepted;
END;

CREATE TRIGGER paper_qa_counts_qa_verdict AFTER UPDATE OF verdict ON qa_items
WHEN (old.verdict = 'accepted') <> (new.verdict = 'accepted') BEGIN
  UPDATE paper_qa_counts SET accepted = accepted + (CASE WHEN new.verdict = 'accepted' THEN 1 ELSE -1 END) WHERE paper_id = new.paper_id;
END;

CREATE TRIGGER paper_qa_counts_qa_delete AFTER DELETE ON qa_items BEGIN
  UPDATE paper_qa_counts
  SET qas = qas - 1, accepted = accepted - (old.verdict = 'accepted'),
      reviewed = reviewed - EXISTS (SELECT 1 FROM annotations a WHERE a.qa_id = old.id AND a.decision IN ('keep', 'drop'))
  WHERE paper_id = old.paper_id;
END;

-- A QA counts as reviewed from its first keep or drop, whoever's, until its last one goes.
CREATE TRIGGER paper_qa_counts_decision_insert AFTER INSERT ON annotations
WHEN new.decision IN ('keep', 'drop')
 AND NOT EXISTS (SELECT 1 FROM annotations o WHERE o.qa_id = new.qa_id AND o.id <> new.id AND o.decision IN ('keep', 'drop')) BEGIN
  UPDATE paper_qa_counts SET reviewed = reviewed + 1 WHERE paper_id = (SELECT paper_id FROM qa_items WHERE id = new.qa_id);
END;

CREATE TRIGGER paper_qa_counts_decision_update AFTER UPDATE OF decision, qa_id ON annotations
WHEN old.qa_id = new.qa_id AND (old.decision IN ('keep', 'drop')) <> (new.decision IN ('keep', 'drop'))
 AND NOT EXISTS (SELECT 1 FROM annotations o WHERE o.qa_id = new.qa_id AND o.id <> new.id AND o.decision IN ('keep', 'drop')) BEGIN
  UPDATE paper_qa_counts SET reviewed = reviewed + (CASE WHEN new.decision IN ('keep', 'drop') THEN 1 ELSE -1 END)
  WHERE paper_id = (SELECT paper_id FROM qa_items WHERE id = new.qa_id);
END;

CREATE TRIGGER paper_qa_counts_decision_delete AFTER DELETE ON annotations
WHEN old.decision IN ('keep', 'drop')
 AND NOT EXISTS (SELECT 1 FROM annotations o WHERE o.qa_id = old.qa_id AND o.decision IN ('keep', 'drop')) BEGIN
  UPDATE paper_qa_counts SET reviewed = reviewed - 1 WHERE paper_id = (SELECT paper_id FROM qa_items WHERE id = old.qa_id);
END;
`;

export const paperQaCounts: Migration = {
  version: 12,
  name: "QA counts per paper for the library view, decisions by QA, QAs by run, paper and verdict",
  up(db) {
    db.exec(sql);
  },
};
