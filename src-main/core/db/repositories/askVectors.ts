import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

/** Stored vectors of these passages by one embedding model (`model` is its cache key), by passage id. */
export function readPassageVectors(db: LibraryDatabase, model: string, passageIds: readonly number[]): Map<number, number[]> {
  const rows = prepared<[string, string], { passageId: number; vector: Buffer }>(
    db,
    `SELECT passage_id AS passageId, vector FROM ask_passage_vectors WHERE model = ? AND passage_id IN (SELECT value FROM json_each(?))`,
  ).all(model, JSON.stringify(passageIds));
  return new Map(rows.map((r) => [r.passageId, Array.from(new Float32Array(r.vector.buffer, r.vector.byteOffset, r.vector.byteLength / 4))]));
}

/** A passage's vector, with the text it was made from. */
export interface PassageVector {
  passageId: number;
  text: string;
  vector: readonly number[];
}

/**
 * Stores vectors (as float32) in one transaction; a passage already stored for the model is
 * replaced. Each is stored only if its passage still holds the text it was made from: embedding
 * takes seconds, and meanwhile another process may remove the paper and import another, which
 * SQLite gives the freed ids (the largest id plus one), so the id alone would file one text's
 * vector under another's passage, and Ask would rank that passage by words it does not hold.
 */
export function writePassageVectors(db: LibraryDatabase, model: string, vectors: readonly PassageVector[]): void {
  const insert = prepared(db, `INSERT OR REPLACE INTO ask_passage_vectors (model, passage_id, vector) SELECT ?, id, ? FROM passages WHERE id = ? AND text = ?`);
  db.transaction(() => {
    for (const { passageId, text, vector } of vectors) insert.run(model, Buffer.from(new Float32Array(vector).buffer), passageId, text);
  })();
}

/** Up to `limit` passages (id order, after `afterId`) with no vector stored for the model, within `paperIds` when given. */
export function passagesWithoutVectors(db: LibraryDatabase, model: string, afterId: number, limit: number, paperIds: readonly number[] | null = null): { passageId: number; text: string }[] {
  return prepared<[{ model: string; afterId: number; papers: string | null; limit: number }], { passageId: number; text: string }>(
    db,
    `SELECT p.id AS passageId, p.text FROM passages p
     WHERE p.id > @afterId AND NOT EXISTS (SELECT 1 FROM ask_passage_vectors v WHERE v.model = @model AND v.passage_id = p.id)
       AND (@papers IS NULL OR p.paper_id IN (SELECT value FROM json_each(@papers)))
     ORDER BY p.id LIMIT @limit`,
  ).all({ model, afterId, papers: paperIds ? JSON.stringify(paperIds) : null, limit });
}

/** How many passages have a vector stored for the model, and how many passages there are. */
export function countPassageVectors(db: LibraryDatabase, model: string): { stored: number; passages: number } {
  return prepared<[string], { stored: number; passages: number }>(
    db,
    `SELECT (SELECT count(*) FROM ask_passage_vectors WHERE model = ?) AS stored, (SELECT count(*) FROM passages) AS passages`,
  ).get(model)!;
}

/** Every stored vector of one model, packed: row i is passage `passageIds[i]` of paper `paperIds[i]`, `dimension` floats from `i * dimension`. */
export function readAllPassageVectors(db: LibraryDatabase, model: string): { passageIds: Int32Array; paperIds: Int32Array; vectors: Float32Array; dimension: number } {
  const { stored } = countPassageVectors(db, model);
  const passageIds = new Int32Array(stored);
  const paperIds = new Int32Array(stored);
  let vectors = new Float32Array(0);
  let dimension = 0;
  let row = 0;
  const rows = prepared<[string], [number, number, Buffer]>(
    db,
    `SELECT v.passage_id, p.paper_id, v.vector FROM ask_passage_vectors v JOIN passages p ON p.id = v.passage_id WHERE v.model = ? ORDER BY v.passage_id`,
  ).raw(true);
  for (const [passageId, paperId, blob] of rows.iterate(model)) {
    if (row >= stored) break;
    if (dimension === 0) {
      dimension = blob.byteLength / 4;
      vectors = new Float32Array(stored * dimension);
    }
    // A vector of another length (a corrupt row) is left out rather than misread.
    if (blob.byteLength !== dimension * 4) continue;
    // Copied byte for byte: the blob's offset in its buffer need not be a multiple of four.
    new Uint8Array(vectors.buffer, row * dimension * 4, dimension * 4).set(blob);
    passageIds[row] = passageId;
    paperIds[row] = paperId;
    row++;
  }
  return { passageIds: passageIds.subarray(0, row), paperIds: paperIds.subarray(0, row), vectors: vectors.subarray(0, row * dimension), dimension };
}
