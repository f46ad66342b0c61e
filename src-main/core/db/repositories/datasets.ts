import { datasetTextName, type DatasetSummary, type DatasetText } from "../../../contract/datasets.ts";
import { IMPORTED_STRATEGY } from "../../../contract/runKinds.ts";
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

/**
 * At most `limit` datasets after `after` in the list's order (newest first, then by name): the
 * cursor picks up where the last page ended rather than skipping rows, so no page is read twice.
 */
export function listDatasetsPage(db: LibraryDatabase, page: { after?: { importedAt: string; name: string }; limit: number }): DatasetSummary[] {
  const after = page.after;
  return prepared<[number, string, string, string, number], DatasetSummary>(
    db,
    `SELECT p.dataset AS name, count(*) AS texts, coalesce(sum(c.qas), 0) AS qas, min(p.imported_at) AS importedAt
     FROM papers p LEFT JOIN paper_qa_counts c ON c.paper_id = p.id
     WHERE p.kind = 'text' AND p.dataset IS NOT NULL
     GROUP BY p.dataset
     HAVING ? = 0 OR min(p.imported_at) < ? OR (min(p.imported_at) = ? AND p.dataset > ?)
     ORDER BY min(p.imported_at) DESC, p.dataset LIMIT ?`,
  ).all(after ? 1 : 0, after?.importedAt ?? "", after?.importedAt ?? "", after?.name ?? "", page.limit);
}

/** How many datasets the library holds, counting no further than `cap` + 1. */
export function countDatasets(db: LibraryDatabase, cap: number): number {
  return prepared<[number], { n: number }>(
    db,
    `SELECT count(*) AS n FROM (SELECT DISTINCT dataset FROM papers WHERE kind = 'text' AND dataset IS NOT NULL LIMIT ?)`,
  ).get(cap + 1)!.n;
}

/** A dataset's texts in its own order (source 2 before source 10); [] for a dataset the library lacks. */
export function listDatasetTexts(db: LibraryDatabase, dataset: string): DatasetText[] {
  return prepared<[string], TextRow>(db, `${TEXTS} WHERE p.kind = 'text' AND p.dataset = ? ORDER BY ${TEXT_ORDER}`).all(dataset).map(toDatasetText);
}

/**
 * At most `limit` of a dataset's texts after `after` in its order (placed texts by place, then the
 * unplaced by id): the cursor starts where the last page ended, through the dataset's index,
 * rather than skipping rows.
 */
export function listDatasetTextsPage(db: LibraryDatabase, page: { dataset: string; after?: { position: number | null; id: number }; limit: number }): DatasetText[] {
  const { dataset, after, limit } = page;
  // Two walks of the dataset's index, each in its own order, rather than one sort of the whole
  // dataset per page: the placed texts (places are positive, so (0, 0) is before the first), then
  // the unplaced ones by id.
  const placed =
    after?.position === null
      ? []
      : prepared<[string, number, number, number], TextRow>(
          db,
          `${TEXTS} WHERE p.kind = 'text' AND p.dataset = ? AND p.dataset_position IS NOT NULL AND (p.dataset_position, p.id) > (?, ?) ORDER BY p.dataset_position, p.id LIMIT ?`,
        ).all(dataset, after?.position ?? 0, after?.id ?? 0, limit);
  if (placed.length === limit) return placed.map(toDatasetText);
  const unplaced = prepared<[string, number, number], TextRow>(db, `${TEXTS} WHERE p.kind = 'text' AND p.dataset = ? AND p.dataset_position IS NULL AND p.id > ? ORDER BY p.id LIMIT ?`).all(
    dataset,
    after?.position === null ? after.id : 0,
    limit - placed.length,
  );
  return [...placed, ...unplaced].map(toDatasetText);
}

/** How many texts a dataset holds, counting no further than `cap` + 1. */
export function countDatasetTexts(db: LibraryDatabase, dataset: string, cap: number): number {
  return prepared<[string, number], { n: number }>(db, `SELECT count(*) AS n FROM (SELECT 1 FROM papers WHERE kind = 'text' AND dataset = ? LIMIT ?)`).get(dataset, cap + 1)!.n;
}

type TextRow = { id: number; title: string | null; position: number | null; fileName: string; qas: number };
const TEXTS = `SELECT p.id, p.title, p.dataset_position AS position, p.file_name AS fileName, coalesce(c.qas, 0) AS qas
     FROM papers p LEFT JOIN paper_qa_counts c ON c.paper_id = p.id`;
const TEXT_ORDER = `p.dataset_position IS NULL, p.dataset_position, p.id`;
const toDatasetText = (row: TextRow): DatasetText => ({ id: row.id, name: datasetTextName({ title: row.title, position: row.position, fallback: row.fileName }), position: row.position, qas: row.qas });

/**
 * What is known of the files behind a dataset name: whether any text carries it, and the content
 * hashes of the QA files whose imports brought those texts (empty for texts stored before runs
 * kept them).
 */
export function datasetFiles(db: LibraryDatabase, dataset: string): { texts: number; fileHashes: string[] } {
  const texts = prepared<[string], { n: number }>(db, `SELECT count(*) AS n FROM papers WHERE kind = 'text' AND dataset = ?`).get(dataset)!.n;
  if (texts === 0) return { texts, fileHashes: [] };
  const fileHashes = prepared<[string, string], { sha256: string | null }>(
    db,
    `SELECT DISTINCT json_extract(r.settings_json, '$.sha256') AS sha256
     FROM papers p JOIN run_papers rp ON rp.paper_id = p.id JOIN runs r ON r.id = rp.run_id
     WHERE p.kind = 'text' AND p.dataset = ? AND r.strategy = ?`,
  )
    .all(dataset, IMPORTED_STRATEGY.name)
    .flatMap((row) => (typeof row.sha256 === "string" ? [row.sha256] : []));
  return { texts, fileHashes };
}
