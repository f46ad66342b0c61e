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

/** Stores vectors (as float32) in one transaction; a passage already stored for the model is replaced. */
export function writePassageVectors(db: LibraryDatabase, model: string, vectors: ReadonlyMap<number, readonly number[]>): void {
  const insert = prepared(db, `INSERT OR REPLACE INTO ask_passage_vectors (model, passage_id, vector) VALUES (?, ?, ?)`);
  db.transaction(() => {
    for (const [passageId, vector] of vectors) insert.run(model, passageId, Buffer.from(new Float32Array(vector).buffer));
  })();
}
