import type { Migration } from "./Migration.ts";

/**
 * What each library entry is (contract/datasets.ts): a "paper" read from a PDF, or a "text" an
 * imported QA dataset brought with it. Texts were stored as papers (parser "text-source-1", named
 * "data.csv (source 3)"), so the library, the run form and Ask counted and listed them as papers.
 *
 * - `papers.kind`: "paper" or "text"; every list, count and "all papers" reads it.
 * - `papers.dataset`, `papers.dataset_position`: the file a text came with and its number there,
 *   so a dataset is listed as one entry and its texts in their own order (source 2 before 10).
 *
 * Texts already stored get theirs from the name they were stored under ("data.csv (source 3)"),
 * else from the import run that brought them, else their own name.
 *
 * Numbered 19: 18 is taken by work on another branch (two migrations may not share a number).
 */
const sql = /* sql */ `
ALTER TABLE papers ADD COLUMN kind TEXT NOT NULL DEFAULT 'paper' CHECK (kind IN ('paper', 'text'));
ALTER TABLE papers ADD COLUMN dataset TEXT;
ALTER TABLE papers ADD COLUMN dataset_position INTEGER CHECK (dataset_position IS NULL OR dataset_position >= 1);
UPDATE papers SET kind = 'text' WHERE parser_version = 'text-source-1';
CREATE INDEX papers_dataset ON papers (dataset, dataset_position, id) WHERE kind = 'text';
`;

const STORED_NAME = /^(.*) \(source (\d+)\)$/;

export const libraryEntryKinds: Migration = {
  version: 19,
  name: "library entries are papers or imported datasets' texts",
  up(db) {
    db.exec(sql);
    const texts = db
      .prepare(
        `SELECT p.id, p.file_name AS fileName,
                (SELECT json_extract(r.settings_json, '$.file') FROM run_papers rp JOIN runs r ON r.id = rp.run_id
                 WHERE rp.paper_id = p.id AND r.strategy = 'imported' ORDER BY r.id LIMIT 1) AS runFile
         FROM papers p WHERE p.kind = 'text'`,
      )
      .all() as { id: number; fileName: string; runFile: string | null }[];
    const place = db.prepare(`UPDATE papers SET dataset = ?, dataset_position = ? WHERE id = ?`);
    for (const text of texts) {
      const named = STORED_NAME.exec(text.fileName);
      if (named) place.run(named[1], Number(named[2]), text.id);
      else place.run(typeof text.runFile === "string" ? text.runFile : text.fileName, null, text.id);
    }
  },
};
