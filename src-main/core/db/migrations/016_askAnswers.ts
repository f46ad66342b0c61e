import type { Migration } from "./Migration.ts";

/**
 * Asking the library (core/ask/):
 *
 * - `ask_answers`: every answer given, refusals included, with its provenance: the question, the
 *   papers asked within, the retrieval (passages in rank order with their scores), the model
 *   (copied, like a run's, so it survives the model's removal), the prompt version and settings.
 *   The citations keep their quoted sentence, so an answer stays readable after its paper goes.
 *   `qa_id` is set once the answer is kept as a QA.
 * - `ask_answer_papers`: which papers an answer cites (or, for a refusal, was asked within), for
 *   the list of answers on a paper's page.
 * - `ask_passage_vectors`: passages' vectors by embedding model (its file hash, or its path when
 *   not hashed yet), so a passage is embedded once per model, not once per question.
 * - `passages_fts_vocab`, `qa_fts_vocab`: how many passages (QAs) hold each word, read from the
 *   full-text indexes themselves (fts5vocab tables store nothing), so a question's words found
 *   almost everywhere can be left out of the search instead of scoring every passage they are in.
 */
const sql = /* sql */ `
CREATE TABLE ask_answers (
  id                  INTEGER PRIMARY KEY,
  question            TEXT NOT NULL,
  outcome             TEXT NOT NULL CHECK (outcome IN ('answered', 'refused')),
  statements_json     TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(statements_json)),
  citations_json      TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(citations_json)),
  refusal             TEXT,
  retrieval_json      TEXT NOT NULL CHECK (json_valid(retrieval_json)),
  paper_ids_json      TEXT CHECK (paper_ids_json IS NULL OR json_valid(paper_ids_json)),
  model_id            INTEGER REFERENCES models(id) ON DELETE SET NULL,
  model_name          TEXT NOT NULL,
  model_sha256        TEXT,
  model_quantization  TEXT,
  prompt_version      TEXT NOT NULL,
  settings_json       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings_json)),
  prompt_tokens       INTEGER NOT NULL DEFAULT 0,
  generated_tokens    INTEGER NOT NULL DEFAULT 0,
  qa_id               INTEGER REFERENCES qa_items(id) ON DELETE SET NULL,
  asked_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX ask_answers_asked_at ON ask_answers(asked_at);

CREATE TABLE ask_answer_papers (
  paper_id   INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
  answer_id  INTEGER NOT NULL REFERENCES ask_answers(id) ON DELETE CASCADE,
  PRIMARY KEY (paper_id, answer_id)
) WITHOUT ROWID;
CREATE INDEX ask_answer_papers_answer ON ask_answer_papers(answer_id);

CREATE TABLE ask_passage_vectors (
  model       TEXT NOT NULL,
  passage_id  INTEGER NOT NULL REFERENCES passages(id) ON DELETE CASCADE,
  vector      BLOB NOT NULL,
  PRIMARY KEY (model, passage_id)
) WITHOUT ROWID;
CREATE INDEX ask_passage_vectors_passage ON ask_passage_vectors(passage_id);

CREATE VIRTUAL TABLE passages_fts_vocab USING fts5vocab('passages_fts', 'row');
CREATE VIRTUAL TABLE qa_fts_vocab USING fts5vocab('qa_fts', 'row');
`;

export const askAnswers: Migration = {
  version: 16,
  name: "answers to questions asked of the library, and passage vectors",
  up(db) {
    db.exec(sql);
  },
};
