import { datasetTextName, type DatasetSummary, type DatasetText } from "../../../contract/datasets.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

/** The imported datasets, each once with its texts and QAs counted, newest first. */
export function listDatasets(db: LibraryDatabase): DatasetSummary[] {
  return prepared<[], DatasetSummary>(
    db,
    `SELECT p.dataset AS name, count(*) AS texts, coalesce(sum(c.qas), 0) AS qas, min(p.imported_at) AS importedAt
     FROM papers p LEFT JOIN paper_qa_counts c ON c.paper_id = p.id
     WHERE p.kind = 'text' AND p.dataset IS NOT NULL
     GROUP BY p.dataset ORDER BY min(p.imported_at) DESC, p.dataset`,
  ).all();
}

/** A dataset's texts in its own order (source 2 before source 10); [] for a dataset the library lacks. */
export function listDatasetTexts(db: LibraryDatabase, dataset: string): DatasetText[] {
  return prepared<[string], { id: number; title: string | null; position: number | null; fileName: string; qas: number }>(
    db,
    `SELECT p.id, p.title, p.dataset_position AS position, p.file_name AS fileName, coalesce(c.qas, 0) AS qas
     FROM papers p LEFT JOIN paper_qa_counts c ON c.paper_id = p.id
     WHERE p.kind = 'text' AND p.dataset = ?
     ORDER BY p.dataset_position IS NULL, p.dataset_position, p.id`,
  )
    .all(dataset)
    .map((row) => ({ id: row.id, name: datasetTextName({ title: row.title, position: row.position, fallback: row.fileName }), position: row.position, qas: row.qas }));
}
