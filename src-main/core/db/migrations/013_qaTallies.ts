import type { Migration } from "./Migration.ts";

/**
 * Where each QA stands with the reviewers, stored on the QA, and the QAs counted by what the
 * review counts and the export summary group on, all kept exact by triggers. Worked out at read
 * time these cost two decision seeks per QA, or one QA row per decision: 0.4 to 0.9 s at
 * 1,000,000 QAs (`npm run bench:scale`), against a walk of the tally rows here (a few for each
 * run and paper, against about a hundred QAs).
 *
 * - `qa_items.review_status`: the rule of reviewStatus.ts ('disputed' once one reviewer kept it
 *   and another dropped it), frozen here as SQL; only these triggers write it.
 * - `qa_tallies`: QAs per run, paper, verdict and review status.
 * - `qa_decision_tallies`: each reviewer's keep and drop decisions (a "pending" decision takes a
 *   QA out of no queue) per the same four keys of their QA.
 * - The index of QAs by run, paper and verdict (migration 012) gains the status, so a summary
 *   the tallies cannot answer (a search, a score range...) still groups from the index alone.
 * - Keys start with what the presets and the review filters narrow by most (reviewer, decision,
 *   verdict, status); a row whose count reaches zero is deleted, so the tables hold only keys
 *   that exist and a removed paper or run leaves nothing behind.
 *
 * Order matters when a decision changes: its own tally moves first, under the QA's current
 * status, and only then is the QA's status set again, whose trigger moves every decision of
 * the QA (the changed one included) from the old status to the new one. A QA's first decision
 * is the exception: an unreviewed QA has none counted, so its status is set first (nothing to
 * move) and the decision counted under the new one, three statements fewer on the most common
 * write of a review. A QA is taken out in a BEFORE trigger, while its decisions can still be
 * read: deleting it (with its paper or run) deletes them only after its row is gone, and their
 * own triggers then find no QA and do nothing.
 */
const STATUS_OF = (qaId: string) => `(CASE (EXISTS (SELECT 1 FROM annotations s WHERE s.qa_id = ${qaId} AND s.decision = 'keep')) * 2
      + (EXISTS (SELECT 1 FROM annotations s WHERE s.qa_id = ${qaId} AND s.decision = 'drop'))
    WHEN 0 THEN 'unreviewed' WHEN 2 THEN 'kept' WHEN 1 THEN 'dropped' ELSE 'disputed' END)`;

/** Sets the stored status of a QA when its decisions changed it (its update trigger does the rest). */
const RESTATUS = (qaId: string, when = "true") =>
  `UPDATE qa_items SET review_status = ${STATUS_OF(qaId)} WHERE id = ${qaId} AND ${when} AND review_status <> ${STATUS_OF(qaId)};`;

/** A tally key equal to a QA row's, `q` or `old`/`new` in a trigger. */
const KEY = (row: string) => `verdict = ${row}.verdict AND review_status = ${row}.review_status AND run_id = ${row}.run_id AND paper_id = ${row}.paper_id`;

/** A tally key equal to the QA `id`'s current one; no QA (being deleted) matches nothing. */
const KEY_OF = (id: string) => `(verdict, review_status, run_id, paper_id) = (SELECT verdict, review_status, run_id, paper_id FROM qa_items WHERE id = ${id})`;

/**
 * Whether the row `new` is the QA's first keep or drop: no other row of the QA has one and,
 * for an update, the row did not have one on this QA before. Reads only annotations, so it
 * holds the same before and after the QA's status is set.
 */
const NO_OTHER = "NOT EXISTS (SELECT 1 FROM annotations o WHERE o.qa_id = new.qa_id AND o.id <> new.id AND o.decision IN ('keep', 'drop'))";
const FIRST_INSERTED = NO_OTHER;
const FIRST_UPDATED = `(${NO_OTHER} AND NOT (old.qa_id = new.qa_id AND old.decision IN ('keep', 'drop')))`;

/** Counts the decision `new` under its QA's current key, when `first` holds (`not` = "NOT": when it does not). */
const ADD_DECISION = (not: "" | "NOT", first: string) => `INSERT INTO qa_decision_tallies (reviewer, decision, verdict, review_status, run_id, paper_id, n)
  SELECT new.reviewer, new.decision, q.verdict, q.review_status, q.run_id, q.paper_id, 1 FROM qa_items q
  WHERE q.id = new.qa_id AND new.decision IN ('keep', 'drop') AND ${not} ${first}
  ON CONFLICT DO UPDATE SET n = n + 1;`;

/** The keep and drop decisions of the QA `id`, by reviewer. */
const DECISIONS_OF = (id: string) => `(reviewer, decision) IN (SELECT reviewer, decision FROM annotations WHERE qa_id = ${id} AND decision IN ('keep', 'drop'))`;

const sql = /* sql */ `
ALTER TABLE qa_items ADD COLUMN review_status TEXT NOT NULL DEFAULT 'unreviewed'
  CHECK (review_status IN ('unreviewed', 'kept', 'dropped', 'disputed'));
UPDATE qa_items SET review_status = ${STATUS_OF("qa_items.id")}
WHERE id IN (SELECT qa_id FROM annotations WHERE decision IN ('keep', 'drop'));
DROP INDEX qa_items_run_paper_verdict;
CREATE INDEX qa_items_run_paper_verdict_status ON qa_items(run_id, paper_id, verdict, review_status);

CREATE TABLE qa_tallies (
  run_id         INTEGER NOT NULL,
  paper_id       INTEGER NOT NULL,
  verdict        TEXT NOT NULL,
  review_status  TEXT NOT NULL,
  n              INTEGER NOT NULL,
  PRIMARY KEY (verdict, review_status, run_id, paper_id)
) WITHOUT ROWID;

CREATE TABLE qa_decision_tallies (
  reviewer       TEXT NOT NULL,
  decision       TEXT NOT NULL CHECK (decision IN ('keep', 'drop')),
  run_id         INTEGER NOT NULL,
  paper_id       INTEGER NOT NULL,
  verdict        TEXT NOT NULL,
  review_status  TEXT NOT NULL,
  n              INTEGER NOT NULL,
  PRIMARY KEY (reviewer, decision, verdict, review_status, run_id, paper_id)
) WITHOUT ROWID;

INSERT INTO qa_tallies (verdict, review_status, run_id, paper_id, n)
SELECT verdict, review_status, run_id, paper_id, count(*) FROM qa_items GROUP BY verdict, review_status, run_id, paper_id;

INSERT INTO qa_decision_tallies (reviewer, decision, verdict, review_status, run_id, paper_id, n)
SELECT a.reviewer, a.decision, q.verdict, q.review_status, q.run_id, q.paper_id, count(*)
FROM annotations a JOIN qa_items q ON q.id = a.qa_id WHERE a.decision IN ('keep', 'drop')
GROUP BY a.reviewer, a.decision, q.verdict, q.review_status, q.run_id, q.paper_id;

CREATE TRIGGER qa_tallies_qa_insert AFTER INSERT ON qa_items BEGIN
  INSERT INTO qa_tallies (verdict, review_status, run_id, paper_id, n) VALUES (new.verdict, new.review_status, new.run_id, new.paper_id, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER qa_tallies_qa_delete BEFORE DELETE ON qa_items BEGIN
  UPDATE qa_tallies SET n = n - 1 WHERE ${KEY("old")};
  DELETE FROM qa_tallies WHERE ${KEY("old")} AND n = 0;
  UPDATE qa_decision_tallies SET n = n - 1 WHERE ${DECISIONS_OF("old.id")} AND ${KEY("old")};
  DELETE FROM qa_decision_tallies WHERE ${DECISIONS_OF("old.id")} AND ${KEY("old")} AND n = 0;
END;

CREATE TRIGGER qa_tallies_qa_update AFTER UPDATE OF run_id, paper_id, verdict, review_status ON qa_items
WHEN old.verdict <> new.verdict OR old.review_status <> new.review_status OR old.run_id <> new.run_id OR old.paper_id <> new.paper_id BEGIN
  UPDATE qa_tallies SET n = n - 1 WHERE ${KEY("old")};
  DELETE FROM qa_tallies WHERE ${KEY("old")} AND n = 0;
  INSERT INTO qa_tallies (verdict, review_status, run_id, paper_id, n) VALUES (new.verdict, new.review_status, new.run_id, new.paper_id, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
END;

-- Apart, so that a QA nobody decided (most verdicts are set before any review) skips it. An
-- unreviewed QA has no decision counted, even when its first one is being added (see below).
CREATE TRIGGER qa_tallies_qa_update_decisions AFTER UPDATE OF run_id, paper_id, verdict, review_status ON qa_items
WHEN (old.verdict <> new.verdict OR old.review_status <> new.review_status OR old.run_id <> new.run_id OR old.paper_id <> new.paper_id)
 AND old.review_status <> 'unreviewed' BEGIN
  UPDATE qa_decision_tallies SET n = n - 1 WHERE ${DECISIONS_OF("new.id")} AND ${KEY("old")};
  DELETE FROM qa_decision_tallies WHERE ${DECISIONS_OF("new.id")} AND ${KEY("old")} AND n = 0;
  INSERT INTO qa_decision_tallies (reviewer, decision, verdict, review_status, run_id, paper_id, n)
  SELECT reviewer, decision, new.verdict, new.review_status, new.run_id, new.paper_id, 1
  FROM annotations WHERE qa_id = new.id AND decision IN ('keep', 'drop')
  ON CONFLICT DO UPDATE SET n = n + 1;
END;

-- A QA's first keep or drop is counted after its status is set, straight under the new key
-- (nothing to move); any other is counted under the current key, and the status change then
-- moves them all.
CREATE TRIGGER qa_tallies_decision_insert AFTER INSERT ON annotations WHEN new.decision IN ('keep', 'drop') BEGIN
  ${ADD_DECISION("NOT", FIRST_INSERTED)}
  -- A decision added can only add its own kind: no need to look at the others.
  UPDATE qa_items SET review_status = CASE
      WHEN review_status IN ('unreviewed', CASE new.decision WHEN 'keep' THEN 'kept' ELSE 'dropped' END) THEN CASE new.decision WHEN 'keep' THEN 'kept' ELSE 'dropped' END
      ELSE 'disputed' END
  WHERE id = new.qa_id AND review_status <> CASE new.decision WHEN 'keep' THEN 'kept' ELSE 'dropped' END AND review_status <> 'disputed';
  ${ADD_DECISION("", FIRST_INSERTED)}
END;

CREATE TRIGGER qa_tallies_decision_update AFTER UPDATE OF decision, qa_id, reviewer ON annotations
WHEN old.decision <> new.decision OR old.qa_id <> new.qa_id OR old.reviewer <> new.reviewer BEGIN
  UPDATE qa_decision_tallies SET n = n - 1 WHERE reviewer = old.reviewer AND decision = old.decision AND ${KEY_OF("old.qa_id")};
  DELETE FROM qa_decision_tallies WHERE reviewer = old.reviewer AND decision = old.decision AND ${KEY_OF("old.qa_id")} AND n = 0;
  -- The QA the row left, when it moved to another (a decision on the same QA is counted first).
  ${RESTATUS("old.qa_id", "old.qa_id <> new.qa_id")}
  ${ADD_DECISION("NOT", FIRST_UPDATED)}
  ${RESTATUS("new.qa_id")}
  ${ADD_DECISION("", FIRST_UPDATED)}
END;

CREATE TRIGGER qa_tallies_decision_delete AFTER DELETE ON annotations WHEN old.decision IN ('keep', 'drop') BEGIN
  UPDATE qa_decision_tallies SET n = n - 1 WHERE reviewer = old.reviewer AND decision = old.decision AND ${KEY_OF("old.qa_id")};
  DELETE FROM qa_decision_tallies WHERE reviewer = old.reviewer AND decision = old.decision AND ${KEY_OF("old.qa_id")} AND n = 0;
  ${RESTATUS("old.qa_id")}
END;
`;

export const qaTallies: Migration = {
  version: 13,
  name: "each QA's review status on its row; QAs and decisions counted by run, paper, verdict and status",
  up(db) {
    db.exec(sql);
  },
};
