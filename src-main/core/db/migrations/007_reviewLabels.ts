import type { Migration } from "./Migration.ts";

/**
 * The labels the papers' human evaluations ask of a reviewer, on the same `annotations` row as
 * the decision (one reviewer, one QA, one row):
 *
 * - `answer_correct` becomes 'yes' / 'no' / 'unsure' (it held 1 / 0): a reviewer who cannot tell
 *   must be able to say so rather than guess, and agreement counts "unsure" as its own category.
 *   SQLite cannot change a column's CHECK, so the column is rebuilt under the same name.
 * - `answerable`: whether the question can be answered from the context the model was shown
 *   (RetChemQA's first question for every QA; ChemLit-QA's negatives are the "no"s).
 * - `corrected_question`, beside the corrected answer, type, difficulty and context already there.
 *
 * Only ALTER TABLE, so columns other migrations add to this table are left as they are.
 */
const sql = /* sql */ `
ALTER TABLE annotations ADD COLUMN answer_correct_label TEXT CHECK (answer_correct_label IN ('yes', 'no', 'unsure'));
UPDATE annotations SET answer_correct_label = CASE answer_correct WHEN 1 THEN 'yes' WHEN 0 THEN 'no' END WHERE answer_correct IS NOT NULL;
ALTER TABLE annotations DROP COLUMN answer_correct;
ALTER TABLE annotations RENAME COLUMN answer_correct_label TO answer_correct;
ALTER TABLE annotations ADD COLUMN answerable INTEGER CHECK (answerable IN (0, 1));
ALTER TABLE annotations ADD COLUMN corrected_question TEXT;
`;

export const reviewLabels: Migration = {
  version: 7,
  name: "review labels: answer correct, answerable from the context, corrected question",
  up(db) {
    db.exec(sql);
  },
};
