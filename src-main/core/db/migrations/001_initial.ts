import type { Migration } from "./Migration.ts";

/**
 * Schema v1, laid out for the whole product so later features add rows, not rewrites:
 *
 * - papers and what reading them produced: pages, sections (a tree), passages (paragraphs,
 *   captions, abstract... with page and text-item boxes), sentences (offsets into a passage),
 *   paper_references (kept apart from the body);
 * - models (file identity and GGUF facts), runs (everything needed to reproduce a run),
 *   run_papers, work_items (the crash-safe job ledger);
 * - qa_items with qa_evidence spans (offsets into passages), scores (one verdict per metric,
 *   with its reason; nothing is deleted), annotations (one row per QA and reviewer);
 * - settings; FTS5 indexes over passages and QAs kept in sync by triggers.
 *
 * Timestamps are ISO-8601 UTC text; JSON columns are checked with json_valid so a bug cannot
 * store something the readers would choke on.
 */
const sql = /* sql */ `
CREATE TABLE papers (
  id              INTEGER PRIMARY KEY,
  sha256          TEXT NOT NULL UNIQUE CHECK (length(sha256) = 64),
  source_path     TEXT NOT NULL,
  file_size       INTEGER NOT NULL CHECK (file_size >= 0),
  title           TEXT,
  authors_json    TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(authors_json)),
  doi             TEXT,
  abstract        TEXT,
  keywords_json   TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(keywords_json)),
  language        TEXT,
  page_count      INTEGER NOT NULL DEFAULT 0,
  -- PDF info dictionary, producer, parser warnings: facts we keep but do not query.
  metadata_json   TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata_json)),
  parser_version  TEXT NOT NULL DEFAULT '',
  imported_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX papers_doi ON papers(doi) WHERE doi IS NOT NULL;
CREATE INDEX papers_imported_at ON papers(imported_at);

CREATE TABLE pages (
  paper_id     INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
  page_number  INTEGER NOT NULL CHECK (page_number >= 1),
  width        REAL NOT NULL,
  height       REAL NOT NULL,
  PRIMARY KEY (paper_id, page_number)
) WITHOUT ROWID;

CREATE TABLE sections (
  id          INTEGER PRIMARY KEY,
  paper_id    INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
  parent_id   INTEGER REFERENCES sections(id) ON DELETE CASCADE,
  ordinal     INTEGER NOT NULL,
  level       INTEGER NOT NULL CHECK (level >= 1),
  heading     TEXT NOT NULL,
  -- "2.1" when the paper numbers its headings; null otherwise.
  number      TEXT,
  page        INTEGER,
  UNIQUE (paper_id, ordinal)
);
CREATE INDEX sections_parent ON sections(parent_id);

CREATE TABLE passages (
  id          INTEGER PRIMARY KEY,
  paper_id    INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
  section_id  INTEGER REFERENCES sections(id) ON DELETE SET NULL,
  ordinal     INTEGER NOT NULL,
  kind        TEXT NOT NULL CHECK (kind IN ('paragraph', 'abstract', 'caption', 'footnote', 'equation', 'table')),
  text        TEXT NOT NULL,
  page        INTEGER NOT NULL CHECK (page >= 1),
  -- [{page, x, y, w, h, start, end}]: the text items the paragraph came from, in PDF user
  -- space, with the passage-text range each covers, so evidence can be drawn on the page.
  boxes_json  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(boxes_json)),
  UNIQUE (paper_id, ordinal)
);
CREATE INDEX passages_section ON passages(section_id);

CREATE TABLE sentences (
  passage_id  INTEGER NOT NULL REFERENCES passages(id) ON DELETE CASCADE,
  ordinal     INTEGER NOT NULL,
  start       INTEGER NOT NULL CHECK (start >= 0),
  "end"       INTEGER NOT NULL CHECK ("end" > start),
  PRIMARY KEY (passage_id, ordinal)
) WITHOUT ROWID;

CREATE TABLE paper_references (
  paper_id  INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
  ordinal   INTEGER NOT NULL,
  text      TEXT NOT NULL,
  doi       TEXT,
  PRIMARY KEY (paper_id, ordinal)
) WITHOUT ROWID;

CREATE TABLE models (
  id                 INTEGER PRIMARY KEY,
  name               TEXT NOT NULL,
  file_path          TEXT NOT NULL UNIQUE,
  file_size          INTEGER NOT NULL,
  -- Null until the background hash finishes.
  sha256             TEXT CHECK (sha256 IS NULL OR length(sha256) = 64),
  architecture       TEXT,
  parameter_count    INTEGER,
  quantization       TEXT,
  context_length     INTEGER,
  has_chat_template  INTEGER NOT NULL DEFAULT 0 CHECK (has_chat_template IN (0, 1)),
  role               TEXT NOT NULL DEFAULT 'generator' CHECK (role IN ('generator', 'judge', 'embedding')),
  metadata_json      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata_json)),
  added_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE runs (
  id                  INTEGER PRIMARY KEY,
  strategy            TEXT NOT NULL,
  prompt_version      TEXT NOT NULL,
  settings_json       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings_json)),
  -- The model is copied into the run (name, hash, quantization) so provenance survives the
  -- model being removed from the registry.
  model_id            INTEGER REFERENCES models(id) ON DELETE SET NULL,
  model_name          TEXT NOT NULL,
  model_sha256        TEXT,
  model_quantization  TEXT,
  seed                INTEGER NOT NULL,
  status              TEXT NOT NULL DEFAULT 'planned'
                      CHECK (status IN ('planned', 'running', 'paused', 'cancelled', 'completed', 'failed')),
  error_json          TEXT CHECK (error_json IS NULL OR json_valid(error_json)),
  prompt_tokens       INTEGER NOT NULL DEFAULT 0,
  evaluated_tokens    INTEGER NOT NULL DEFAULT 0,
  generated_tokens    INTEGER NOT NULL DEFAULT 0,
  created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  started_at          TEXT,
  finished_at         TEXT
);
CREATE INDEX runs_status ON runs(status);

CREATE TABLE run_papers (
  run_id    INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  paper_id  INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
  PRIMARY KEY (run_id, paper_id)
) WITHOUT ROWID;
CREATE INDEX run_papers_paper ON run_papers(paper_id);

CREATE TABLE work_items (
  id           INTEGER PRIMARY KEY,
  run_id       INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  paper_id     INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
  -- Stable within a run ("chunk:12:causal"), so re-planning a run can never duplicate work.
  item_key     TEXT NOT NULL,
  ordinal      INTEGER NOT NULL,
  kind         TEXT NOT NULL,
  scope_json   TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(scope_json)),
  status       TEXT NOT NULL DEFAULT 'pending'
               CHECK (status IN ('pending', 'running', 'done', 'failed', 'cancelled')),
  attempts     INTEGER NOT NULL DEFAULT 0,
  error_json   TEXT CHECK (error_json IS NULL OR json_valid(error_json)),
  prompt_tokens     INTEGER NOT NULL DEFAULT 0,
  generated_tokens  INTEGER NOT NULL DEFAULT 0,
  started_at   TEXT,
  finished_at  TEXT,
  UNIQUE (run_id, item_key)
);
-- The scheduler's question: "what is left in this run, in order?"
CREATE INDEX work_items_run_status ON work_items(run_id, status, ordinal);
CREATE INDEX work_items_paper ON work_items(paper_id);

CREATE TABLE qa_items (
  id            INTEGER PRIMARY KEY,
  run_id        INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  work_item_id  INTEGER REFERENCES work_items(id) ON DELETE SET NULL,
  paper_id      INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
  ordinal       INTEGER NOT NULL DEFAULT 0,
  question      TEXT NOT NULL,
  answer        TEXT NOT NULL,
  -- Strategy-specific label: a ChemLit reasoning type, a ScIRGen question type, "true-false"...
  type          TEXT,
  difficulty    TEXT CHECK (difficulty IS NULL OR difficulty IN ('easy', 'medium', 'hard')),
  hop           TEXT CHECK (hop IS NULL OR hop IN ('single', 'multi')),
  -- "Not answerable from the context" outputs are kept as labelled negatives.
  is_negative   INTEGER NOT NULL DEFAULT 0 CHECK (is_negative IN (0, 1)),
  labels_json   TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(labels_json)),
  -- Strategy extras: keyphrases, similar chunk ids, the source chunk...
  context_json  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(context_json)),
  verdict       TEXT NOT NULL DEFAULT 'pending' CHECK (verdict IN ('pending', 'accepted', 'rejected')),
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX qa_items_paper_verdict ON qa_items(paper_id, verdict);
CREATE INDEX qa_items_run ON qa_items(run_id);
CREATE INDEX qa_items_work_item ON qa_items(work_item_id);

CREATE TABLE qa_evidence (
  qa_id       INTEGER NOT NULL REFERENCES qa_items(id) ON DELETE CASCADE,
  ordinal     INTEGER NOT NULL,
  passage_id  INTEGER REFERENCES passages(id) ON DELETE SET NULL,
  start       INTEGER,
  "end"       INTEGER,
  page        INTEGER,
  -- The quoted text is kept even when it matched no passage, so a reviewer sees what the
  -- model claimed.
  text        TEXT NOT NULL,
  PRIMARY KEY (qa_id, ordinal),
  CHECK ((start IS NULL AND "end" IS NULL) OR ("end" >= start AND start >= 0))
) WITHOUT ROWID;

CREATE TABLE scores (
  id          INTEGER PRIMARY KEY,
  qa_id       INTEGER NOT NULL REFERENCES qa_items(id) ON DELETE CASCADE,
  metric      TEXT NOT NULL,
  -- Which filter or judge produced it ("rules", "dsePer", "racar-judge:<model>").
  scorer      TEXT NOT NULL DEFAULT '',
  value       REAL,
  verdict     TEXT NOT NULL CHECK (verdict IN ('pass', 'fail', 'info')),
  reason      TEXT NOT NULL DEFAULT '',
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (qa_id, metric, scorer)
);
CREATE INDEX scores_metric_value ON scores(metric, value);

CREATE TABLE annotations (
  id                    INTEGER PRIMARY KEY,
  qa_id                 INTEGER NOT NULL REFERENCES qa_items(id) ON DELETE CASCADE,
  reviewer              TEXT NOT NULL,
  decision              TEXT NOT NULL CHECK (decision IN ('keep', 'drop', 'pending')),
  answer_correct        INTEGER CHECK (answer_correct IS NULL OR answer_correct IN (0, 1)),
  corrected_answer      TEXT,
  corrected_type        TEXT,
  corrected_difficulty  TEXT CHECK (corrected_difficulty IS NULL OR corrected_difficulty IN ('easy', 'medium', 'hard')),
  context_correct       INTEGER CHECK (context_correct IS NULL OR context_correct IN (0, 1)),
  corrected_context     TEXT,
  note                  TEXT,
  created_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (qa_id, reviewer)
);
CREATE INDEX annotations_reviewer_decision ON annotations(reviewer, decision);

CREATE TABLE settings (
  key         TEXT PRIMARY KEY,
  value_json  TEXT NOT NULL CHECK (json_valid(value_json))
) WITHOUT ROWID;

-- Full-text search. External-content tables keep one copy of the text; triggers keep the
-- index in step with every insert, update and delete.
CREATE VIRTUAL TABLE passages_fts USING fts5(
  text, content = 'passages', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER passages_fts_insert AFTER INSERT ON passages BEGIN
  INSERT INTO passages_fts(rowid, text) VALUES (new.id, new.text);
END;
CREATE TRIGGER passages_fts_delete AFTER DELETE ON passages BEGIN
  INSERT INTO passages_fts(passages_fts, rowid, text) VALUES ('delete', old.id, old.text);
END;
CREATE TRIGGER passages_fts_update AFTER UPDATE OF text ON passages BEGIN
  INSERT INTO passages_fts(passages_fts, rowid, text) VALUES ('delete', old.id, old.text);
  INSERT INTO passages_fts(rowid, text) VALUES (new.id, new.text);
END;

CREATE VIRTUAL TABLE qa_fts USING fts5(
  question, answer, content = 'qa_items', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER qa_fts_insert AFTER INSERT ON qa_items BEGIN
  INSERT INTO qa_fts(rowid, question, answer) VALUES (new.id, new.question, new.answer);
END;
CREATE TRIGGER qa_fts_delete AFTER DELETE ON qa_items BEGIN
  INSERT INTO qa_fts(qa_fts, rowid, question, answer) VALUES ('delete', old.id, old.question, old.answer);
END;
CREATE TRIGGER qa_fts_update AFTER UPDATE OF question, answer ON qa_items BEGIN
  INSERT INTO qa_fts(qa_fts, rowid, question, answer) VALUES ('delete', old.id, old.question, old.answer);
  INSERT INTO qa_fts(rowid, question, answer) VALUES (new.id, new.question, new.answer);
END;
`;

export const initialSchema: Migration = {
  version: 1,
  name: "initial schema",
  up(db) {
    db.exec(sql);
  },
};
